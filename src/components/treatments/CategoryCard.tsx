import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { ChevronDown } from "lucide-react"
import { type KeyboardEvent, useState } from "react"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
import { pluralCs } from "../../utils/format"
import { Icon } from "../icons/Icon"
import { COLLAPSED_STYLE, useCollapse } from "../motion/use-collapse"
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
const panel = css`
  overflow: hidden;
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
`

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
  const { ref: panelRef, hidden } = useCollapse<HTMLElement>(expanded)
  const buttonId = `category-${category.slug}`
  const panelId = `${buttonId}-panel`

  const toggle = () => setExpanded(!expanded)

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
      <section
        ref={panelRef}
        id={panelId}
        aria-labelledby={buttonId}
        css={panel}
        hidden={hidden}
        style={COLLAPSED_STYLE}
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
      </section>
    </div>
  )
}
