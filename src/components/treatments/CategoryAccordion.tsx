import { css, type Theme } from "@emotion/react"
import { type KeyboardEvent, useMemo, useState } from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { printMedia } from "../../theme/print"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Container } from "../primitives/Container"
import { anchorTargets, targetOfHash } from "./anchors"
import { type Arrival, CategoryCard } from "./CategoryCard"

const band = (t: Theme) => css`
  padding-block: ${t.space[8]};
  ${printMedia} {
    padding-block: 0;
  }
`
const list = (t: Theme) => css`
  display: grid;
  gap: ${t.space[4]};
  list-style: none;
  /* On paper the categories flow through two columns: a price list of one or two A4 pages. */
  ${printMedia} {
    display: block;
    columns: 2;
    column-gap: ${t.space[6]};
  }
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
  /**
   * The page's location: its hash may name a category or a treatment
   * (anchors.ts). `key` changes with every history entry, so following the
   * same address again, or coming back to it, brings the visitor there again.
   */
  location?: { hash: string; key?: string }
}

/**
 * The treatment categories in their order, all collapsed at first, except the
 * one an address points at (/treatments/#slug): that one opens and brings its
 * card to the visitor, on the first load, after in-site navigation and on
 * back and forward alike.
 */
export function CategoryAccordion({ label, categories, location }: CategoryAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [arrival, setArrival] = useState<(Arrival & { category: string }) | null>(null)
  const targets = useMemo(() => anchorTargets(categories), [categories])

  // The static HTML knows no hash, and hydration must find what it shows: the address is
  // read from the render after hydration on (at once when the page mounts in the browser,
  // after in-site navigation), once per history entry.
  const hydrated = useHydrated()
  const entry = hydrated && location ? `${location.key ?? ""}${location.hash}` : ""
  const [seenEntry, setSeenEntry] = useState("")
  if (entry !== seenEntry) {
    setSeenEntry(entry)
    const target = location && targetOfHash(targets, location.hash)
    if (target) {
      setOpen(new Set(open).add(target.category))
      setArrival({
        category: target.category,
        target: target.treatment ?? target.category,
        seq: (arrival?.seq ?? 0) + 1,
      })
    }
  }

  const toggle = (slug: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(slug)) next.add(slug)
      return next
    })

  return (
    <section aria-label={label} css={band}>
      <Container>
        <div data-accordion="">
          <Reveal as="ul" staggered css={list}>
            {categories.map((category) => (
              <RevealItem as="li" key={category.slug}>
                <CategoryCard
                  category={category}
                  expanded={open.has(category.slug)}
                  onToggle={() => toggle(category.slug)}
                  arrival={arrival?.category === category.slug ? arrival : undefined}
                  onHeaderKeyDown={moveFocus}
                />
              </RevealItem>
            ))}
          </Reveal>
        </div>
      </Container>
    </section>
  )
}
