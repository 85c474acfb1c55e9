import { css } from "@emotion/react"
import { type KeyboardEvent, useMemo, useState } from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { theme } from "../../theme"
import { printMedia } from "../../theme/print"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Container } from "../primitives/Container"
import { anchorTargets, targetOfHash } from "./anchors"
import { type Arrival, CategoryCard } from "./CategoryCard"

const band = css`
  padding-block: ${theme.space[8]};
  ${printMedia} {
    padding-block: 0;
  }
`
const list = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  list-style: none;
  /* On paper the categories flow through two columns: a price list of one or two A4 pages. */
  ${printMedia} {
    display: block;
    columns: 2;
    column-gap: ${theme.space[6]};
  }
`

// Arrow keys, Home and End move between the category headers (WAI-ARIA accordion pattern).
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"]
  if (!keys.includes(event.key)) return
  const headers = [
    ...(event.currentTarget.closest("[data-accordion]")?.querySelectorAll<HTMLElement>("[data-accordion-header]") ??
      []),
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
 * The treatment categories in their order, all closed at first. An address
 * that names a treatment opens its category in the browser itself (a closed
 * <details> opens for the fragment it holds); once scripts run, the card is
 * focused and lit, and an address that names a category opens it. The same
 * happens after in-site navigation and on back and forward.
 */
export function CategoryAccordion({ label, categories, location }: CategoryAccordionProps) {
  const [arrival, setArrival] = useState<(Arrival & { category: string }) | null>(null)
  const targets = useMemo(() => anchorTargets(categories), [categories])

  // The static HTML knows no hash, and hydration must find what it shows: the address is
  // read from the render after hydration on (at once when the page mounts in the browser,
  // after in-site navigation), once per history entry.
  const hydrated = useHydrated()
  // Mounted over the server's HTML: the first address is the one the browser has already followed.
  const [fromServer] = useState(!hydrated)
  const entry = hydrated && location ? `${location.key ?? ""}${location.hash}` : ""
  const [seenEntry, setSeenEntry] = useState("")
  if (entry !== seenEntry) {
    setSeenEntry(entry)
    const target = location && targetOfHash(targets, location.hash)
    if (target) {
      setArrival({
        category: target.category,
        target: target.treatment ?? target.category,
        seq: (arrival?.seq ?? 0) + 1,
        onLoad: fromServer && seenEntry === "",
      })
    }
  }

  return (
    <section aria-label={label} css={band}>
      <Container>
        <div data-accordion="">
          <Reveal as="ul" staggered css={list}>
            {categories.map((category) => (
              <RevealItem as="li" key={category.slug}>
                <CategoryCard
                  category={category}
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
