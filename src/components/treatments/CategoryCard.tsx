import { css, type Theme, useTheme } from "@emotion/react"
import { m } from "framer-motion"
import { graphql } from "gatsby"
import { ChevronDown } from "lucide-react"
import { type KeyboardEvent, useEffect, useRef, useState } from "react"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { durations, easings } from "../../theme/motion"
import { hiddenInPrint, printMedia } from "../../theme/print"
import { pluralCs } from "../../utils/format"
import { Icon } from "../icons/Icon"
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

const card = (t: Theme) => css`
  border-radius: ${t.radii.lg};
  background: ${t.colors.surfaceAlt};
  overflow: hidden;
  scroll-margin-top: ${t.space[4]};
  /*
   * On paper a category stays on one page where it fits, flowing from one
   * column into the next; one longer than a page breaks between treatments.
   */
  ${printMedia} {
    overflow: visible;
    margin-bottom: ${t.space[4]};
    border-radius: 0;
    break-inside: avoid-page;
  }
`
const header = (t: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${t.space[2]} ${t.space[4]};
  width: 100%;
  padding: ${t.space[5]};
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  border-radius: ${t.radii.lg};
  transition: background-color ${t.motion.durations.quick}s;
  &:hover {
    background: ${t.colors.accentWash};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${t.mq.md} {
    padding: ${t.space[6]};
  }
  ${printMedia} {
    display: block;
    padding: 0 0 ${t.space[1]};
    border-bottom: 1px solid;
    border-radius: 0;
  }
`
const nameHeading = (t: Theme) => css`
  font-family: ${t.fonts.display};
  font-size: ${t.fontSizes.h3};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.wide};
  line-height: ${t.lineHeights.heading};
`
const descriptionText = (t: Theme) => css`
  max-width: ${t.sizes.text};
  margin-top: -${t.space[3]};
  padding: 0 ${t.space[5]} ${t.space[5]};
  color: ${t.colors.textMuted};
  font-size: ${t.fontSizes.sm};
  ${t.mq.md} {
    padding: 0 ${t.space[6]} ${t.space[6]};
  }
  ${printMedia} {
    margin: 0;
    padding: ${t.space[2]} 0 0;
  }
`
const countLabel = (t: Theme) => css`
  grid-column: 1;
  font-size: ${t.fontSizes.xs};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.caps};
  text-transform: uppercase;
  color: ${t.colors.accent};
`
const chevron = (t: Theme) => css`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-grid;
  place-items: center;
  width: ${t.controlSizes.md};
  height: ${t.controlSizes.md};
  border-radius: ${t.radii.pill};
  border: 1px solid ${t.colors.accent};
  color: ${t.colors.accent};
  transition: transform ${t.motion.durations.expand}s ${t.motion.easings.css};
  [aria-expanded="true"] > & {
    transform: rotate(180deg);
  }
`
// On paper every category is open, whatever its state on screen (framer-motion's inline height and opacity included).
const panel = css`
  overflow: hidden;
  ${printMedia} {
    display: block !important;
    height: auto !important;
    opacity: 1 !important;
    overflow: visible;
  }
`
const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[4]};
  list-style: none;
  padding: 0 ${t.space[4]} ${t.space[5]};
  ${t.mq.md} {
    grid-template-columns: repeat(2, 1fr);
    padding: 0 ${t.space[6]} ${t.space[6]};
  }
  ${t.mq.xl} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${printMedia} {
    display: block;
    padding: 0;
  }
`

const panelVariants = {
  open: { height: "auto", opacity: 1, transition: { duration: durations.expand, ease: easings.out } },
  closed: { height: 0, opacity: 0, transition: { duration: durations.expand, ease: easings.out } },
}

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
  const theme = useTheme()
  const { count } = useTreatmentLabels()
  // Kept visible until the closing animation has finished.
  const [present, setPresent] = useState(expanded)
  // The panel has finished opening: only then do its cards sit where they will stay.
  // A panel open from its first render (the page mounted on an address) does not animate.
  const [opened, setOpened] = useState(expanded)
  const cardRef = useRef<HTMLDivElement>(null)
  const headerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const arrived = useRef(0)
  const buttonId = `category-${category.slug}`
  const panelId = `${buttonId}-panel`

  // Follow the accordion's state in this render (React's pattern for state derived from props).
  if (expanded && !present) setPresent(true)
  if (!expanded && opened) setOpened(false)

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
      arriveAt(card, theme, toCategory ? { focus: header } : { highlight: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [arrival, opened, category.slug, theme])

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
      <m.section
        ref={panelRef}
        id={panelId}
        aria-labelledby={buttonId}
        css={panel}
        hidden={!expanded && !present}
        initial={false}
        animate={expanded ? "open" : "closed"}
        variants={panelVariants}
        onAnimationComplete={() => {
          setPresent(expanded)
          setOpened(expanded)
        }}
        data-collapsible=""
      >
        <ul css={grid}>
          {/* Keyed by file name: two treatments may share a name. */}
          {category.treatments.map((treatment) => (
            <li key={treatment.slug}>
              <TreatmentCard treatment={treatment} />
            </li>
          ))}
        </ul>
      </m.section>
    </div>
  )
}
