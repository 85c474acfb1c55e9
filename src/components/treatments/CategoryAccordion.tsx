import { css, type Theme } from "@emotion/react"
import type { KeyboardEvent } from "react"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Container } from "../primitives/Container"
import { CategoryCard } from "./CategoryCard"

const band = (t: Theme) => css`
  padding-block: ${t.space[8]};
`
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
  /** Names the band for assistive technology: the page's heading. */
  label: string
  categories: readonly Queries.CategoryCardFragment[]
}

/** The treatment categories in their order, all collapsed at first. */
export function CategoryAccordion({ label, categories }: CategoryAccordionProps) {
  return (
    <section aria-label={label} css={band}>
      <Container>
        <div data-accordion="">
          <Reveal as="ul" staggered css={list}>
            {categories.map((category) => (
              <RevealItem as="li" key={category.slug}>
                <CategoryCard category={category} onHeaderKeyDown={moveFocus} />
              </RevealItem>
            ))}
          </Reveal>
        </div>
      </Container>
    </section>
  )
}
