import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { ChevronDown } from "lucide-react"
import { type KeyboardEvent, useEffect, useRef } from "react"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
import { hiddenInPrint, printMedia } from "../../theme/print"
import { pluralCs } from "../../utils/format"
import { Icon } from "../icons/Icon"
import { useCollapse } from "../motion/use-collapse"
import { ServerHtmlUntil } from "../primitives/ServerHtmlUntil"
import { arriveAt } from "./arrive"
import { TreatmentCard } from "./TreatmentCard"

export const categoryCardFragment = graphql`
  fragment CategoryCard on Category {
    slug
    name
    description
    treatments {
      slug
      ...TreatmentCard
    }
  }
`

const card = css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  overflow: hidden;
  scroll-margin-top: ${theme.space[4]};
  /*
   * On paper a category stays on one page where it fits, flowing from one
   * column into the next; one longer than a page breaks between treatments.
   */
  ${printMedia} {
    overflow: visible;
    margin-bottom: ${theme.space[4]};
    border-radius: 0;
    break-inside: avoid-page;
  }
`
const header = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  width: 100%;
  padding: ${theme.space[5]};
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  border-radius: ${theme.radii.lg};
  transition: background-color ${theme.motion.durations.quick}s;
  &:hover {
    background: ${theme.colors.accentWash};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${theme.mq.md} {
    padding: ${theme.space[6]};
  }
  ${printMedia} {
    display: block;
    padding: 0 0 ${theme.space[1]};
    border-bottom: 1px solid;
    border-radius: 0;
  }
`
const nameHeading = css`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.h3};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  line-height: ${theme.lineHeights.heading};
`
const descriptionText = css`
  max-width: ${theme.sizes.text};
  margin-top: -${theme.space[3]};
  padding: 0 ${theme.space[5]} ${theme.space[5]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  ${theme.mq.md} {
    padding: 0 ${theme.space[6]} ${theme.space[6]};
  }
  ${printMedia} {
    margin: 0;
    padding: ${theme.space[2]} 0 0;
  }
`
const countLabel = css`
  grid-column: 1;
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
  color: ${theme.colors.accent};
`
const chevron = css`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-grid;
  place-items: center;
  width: ${theme.controlSizes.md};
  height: ${theme.controlSizes.md};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.accent};
  color: ${theme.colors.accent};
  transition: transform ${theme.motion.durations.expand}s ${theme.motion.easings.css};
  [aria-expanded="true"] > & {
    transform: rotate(180deg);
  }
`
// On paper every category is open, whatever its state on screen (useCollapse's inline height and opacity included).
const panel = css`
  overflow: hidden;
  ${printMedia} {
    display: block !important;
    height: auto !important;
    opacity: 1 !important;
    overflow: visible;
  }
`
const grid = css`
  display: grid;
  gap: ${theme.space[4]};
  list-style: none;
  padding: 0 ${theme.space[4]} ${theme.space[5]};
  ${theme.mq.md} {
    grid-template-columns: repeat(2, 1fr);
    padding: 0 ${theme.space[6]} ${theme.space[6]};
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${printMedia} {
    display: block;
    padding: 0;
  }
`

/** A visitor came through an address on this category: to the category itself, or to one of its treatments. */
export type Arrival = {
  /** The slug the address names. */
  target: string
  /** Tells one arrival from the next at the same target (back and forward, a link followed twice). */
  seq: number
}

type CategoryCardProps = {
  category: Queries.CategoryCardFragment
  expanded: boolean
  onToggle: () => void
  arrival?: Arrival
  onHeaderKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * One collapsible category (WAI-ARIA accordion): the header is a button that
 * controls its panel; the accordion holds which categories are open. The
 * panel stays in the HTML when collapsed (hidden), so the static page carries
 * every price and shows it without JavaScript.
 */
export function CategoryCard({ category, expanded, onToggle, arrival, onHeaderKeyDown }: CategoryCardProps) {
  const { count } = useTreatmentLabels()
  // `opened`: the panel has finished opening, so its cards sit where they will stay.
  // A panel open from its first render (the page mounted on an address) does not animate.
  const { ref: panelRef, hidden, opened, style } = useCollapse<HTMLElement>(expanded)
  const cardRef = useRef<HTMLDivElement>(null)
  const headerRef = useRef<HTMLButtonElement>(null)
  const arrived = useRef(0)
  const buttonId = `category-${category.slug}`
  const panelId = `${buttonId}-panel`

  useEffect(() => {
    if (!arrival || arrived.current === arrival.seq) return
    const toCategory = arrival.target === category.slug
    // Scrolling to a card while its panel still grows would scroll the clipped panel itself.
    if (!toCategory && !opened) return
    const card = toCategory
      ? cardRef.current
      : [...(panelRef.current?.querySelectorAll<HTMLElement>("[data-treatment]") ?? [])].find(
          (element) => element.id === arrival.target,
        )
    const header = headerRef.current
    if (!card || !header) return
    // A frame later: after in-site navigation the router focuses its page wrapper in this same commit.
    const frame = requestAnimationFrame(() => {
      arrived.current = arrival.seq
      arriveAt(card, toCategory ? { focus: header } : { highlight: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [arrival, opened, category.slug, panelRef])

  return (
    <div css={card} id={category.slug} ref={cardRef}>
      <h2>
        <button
          ref={headerRef}
          id={buttonId}
          type="button"
          css={header}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          onKeyDown={onHeaderKeyDown}
          data-accordion-header=""
        >
          <span css={nameHeading}>{category.name}</span>
          <span css={countLabel}>{pluralCs(category.treatments.length, count)}</span>
          <span css={[chevron, hiddenInPrint]}>
            <Icon glyph={ChevronDown} />
          </span>
        </button>
      </h2>
      <p css={descriptionText}>{category.description}</p>
      <section
        ref={panelRef}
        id={panelId}
        aria-labelledby={buttonId}
        css={panel}
        hidden={hidden}
        style={style}
        data-collapsible=""
      >
        {/* A closed category's cards stay as the server sent them until it opens (they are many, and hidden). */}
        <ServerHtmlUntil as="ul" id={`${panelId}-list`} needed={expanded} css={grid}>
          {/* Keyed by file name: two treatments may share a name. */}
          {category.treatments.map((treatment) => (
            <li key={treatment.slug}>
              <TreatmentCard treatment={treatment} />
            </li>
          ))}
        </ServerHtmlUntil>
      </section>
    </div>
  )
}
