import { css, type Theme } from "@emotion/react"
import { m } from "framer-motion"
import { graphql } from "gatsby"
import { ChevronDown } from "lucide-react"
import { type KeyboardEvent, useState } from "react"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { durations, easings } from "../../theme/motion"
import { pluralCs } from "../../utils/format"
import { Icon } from "../icons/Icon"
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
const panel = css`
  overflow: hidden;
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
`

const panelVariants = {
  open: { height: "auto", opacity: 1, transition: { duration: durations.expand, ease: easings.out } },
  closed: { height: 0, opacity: 0, transition: { duration: durations.expand, ease: easings.out } },
}

type CategoryCardProps = {
  category: Queries.CategoryCardFragment
  onHeaderKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * One collapsible category (WAI-ARIA accordion): the header is a button that
 * controls its panel. The panel stays in the HTML when collapsed (hidden), so
 * the static page carries every price and shows it without JavaScript.
 */
export function CategoryCard({ category, onHeaderKeyDown }: CategoryCardProps) {
  const { count } = useTreatmentLabels()
  const [expanded, setExpanded] = useState(false)
  // Kept visible until the closing animation has finished.
  const [present, setPresent] = useState(false)
  const buttonId = `category-${category.slug}`
  const panelId = `${buttonId}-panel`

  const toggle = () => {
    if (!expanded) setPresent(true)
    setExpanded(!expanded)
  }

  return (
    <div css={card} id={category.slug}>
      <h2>
        <button
          id={buttonId}
          type="button"
          css={header}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
          onKeyDown={onHeaderKeyDown}
          data-accordion-header=""
        >
          <span css={nameHeading}>{category.name}</span>
          <span css={countLabel}>{pluralCs(category.treatments.length, count)}</span>
          <span css={chevron}>
            <Icon glyph={ChevronDown} />
          </span>
        </button>
      </h2>
      <p css={descriptionText}>{category.description}</p>
      <m.section
        id={panelId}
        aria-labelledby={buttonId}
        css={panel}
        hidden={!expanded && !present}
        initial={false}
        animate={expanded ? "open" : "closed"}
        variants={panelVariants}
        onAnimationComplete={() => setPresent(expanded)}
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
