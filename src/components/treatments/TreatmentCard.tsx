import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { Clock } from "lucide-react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
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

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[5]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.hairline};
`
const treatmentName = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
`
const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
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
const durationFact = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
const priceChip = css`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`
const descriptionText = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
const badgeChip = css`
  align-self: flex-start;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.signature};
  color: ${theme.colors.onSignature};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
`
// The button sits at the bottom so buttons line up across a row of cards.
const action = css`
  margin-top: auto;
  padding-top: ${theme.space[2]};
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
