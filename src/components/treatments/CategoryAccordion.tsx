import { css, type Theme } from "@emotion/react"
import type { KeyboardEvent } from "react"
import type { PluralForms } from "../../utils/format"
import { Reveal, RevealItem } from "../motion/Reveal"
import { type Category, CategoryCard } from "./CategoryCard"

const list = (t: Theme) => css`
  display: grid;
  gap: ${t.space[4]};
  list-style: none;
`

// Arrow keys, Home and End move between the category headers (WAI-ARIA accordion pattern).
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"]
  if (!keys.includes(event.key)) return
  const headers = [
    ...(event.currentTarget
      .closest("[data-accordion]")
      ?.querySelectorAll<HTMLButtonElement>("[data-accordion-header]") ?? []),
  ]
  const index = headers.indexOf(event.currentTarget)
  const next = {
    ArrowDown: headers[(index + 1) % headers.length],
    ArrowUp: headers[(index - 1 + headers.length) % headers.length],
    Home: headers[0],
    End: headers[headers.length - 1],
  }[event.key]
  event.preventDefault()
  next?.focus()
}

type CategoryAccordionProps = {
  categories: readonly Category[]
  countForms: PluralForms
  labels: { readonly duration: string; readonly price: string }
  bookLabel: string
}

/** The seven treatment categories, all collapsed at first. */
export function CategoryAccordion({ categories, countForms, labels, bookLabel }: CategoryAccordionProps) {
  return (
    <div data-accordion="">
      <Reveal as="ul" staggered css={list}>
        {categories.map((category) => (
          <RevealItem as="li" key={category.slug}>
            <CategoryCard
              category={category}
              countForms={countForms}
              labels={labels}
              bookLabel={bookLabel}
              onHeaderKeyDown={moveFocus}
            />
          </RevealItem>
        ))}
      </Reveal>
    </div>
  )
}
