import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { Clock } from "lucide-react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { formatDuration, formatPrice } from "../../utils/format"
import { BookingLink } from "../BookingLink"
import { Icon } from "../icons/Icon"

export const treatmentCardFragment = graphql`
  fragment TreatmentCard on Treatment {
    name
    duration
    price
    description
    badge
  }
`

const card = (t: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  height: 100%;
  padding: ${t.space[5]};
  border-radius: ${t.radii.md};
  background: ${t.colors.surface};
  border: 1px solid ${t.colors.hairline};
`
const treatmentName = (t: Theme) => css`
  font-size: ${t.fontSizes.xl};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.wide};
`
const facts = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[2]} ${t.space[4]};
  margin: 0;
  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
  dd {
    margin: 0;
  }
`
const durationFact = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  color: ${t.colors.textMuted};
  font-size: ${t.fontSizes.sm};
`
const priceChip = (t: Theme) => css`
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.pill};
  background: ${t.colors.accentSoft};
  font-weight: ${t.fontWeights.bold};
  white-space: nowrap;
`
const descriptionText = (t: Theme) => css`
  color: ${t.colors.textMuted};
  font-size: ${t.fontSizes.sm};
`
const badgeChip = (t: Theme) => css`
  align-self: flex-start;
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.pill};
  background: ${t.colors.signature};
  color: ${t.colors.onSignature};
  font-size: ${t.fontSizes.xs};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.wide};
`
// The button sits at the bottom so buttons line up across a row of cards.
const action = (t: Theme) => css`
  margin-top: auto;
  padding-top: ${t.space[2]};
  a {
    width: 100%;
  }
`

/** One treatment: name, duration, price, description and its own booking button. */
export function TreatmentCard({ treatment }: { treatment: Queries.TreatmentCardFragment }) {
  const { labels } = useTreatmentLabels()
  const { bookTreatment } = useSiteSettings().labels
  return (
    <article css={card} data-treatment="">
      {treatment.badge && <span css={badgeChip}>{treatment.badge}</span>}
      <h3 css={treatmentName}>{treatment.name}</h3>
      <dl css={facts}>
        <dt>{labels.duration}</dt>
        <dd css={durationFact}>
          <Icon glyph={Clock} size="sm" />
          {formatDuration(treatment.duration)}
        </dd>
        <dt>{labels.price}</dt>
        <dd css={priceChip}>{formatPrice(treatment.price)}</dd>
      </dl>
      {treatment.description && <p css={descriptionText}>{treatment.description}</p>}
      <div css={action}>
        <BookingLink variant="outline" subject={treatment.name}>
          {bookTreatment}
        </BookingLink>
      </div>
    </article>
  )
}
