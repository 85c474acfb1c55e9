import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
import { renderedNearScreen } from "../../theme/offscreen"
import { printMedia } from "../../theme/print"
import { formatDuration, formatPrice } from "../../utils/format"
import { BookingLink } from "../BookingLink"
import { Icon } from "../icons/Icon"
import { visuallyHidden } from "../primitives/VisuallyHidden"
import { ShareTreatmentButton } from "./ShareTreatmentButton"

export const treatmentCardFragment = graphql`
  fragment TreatmentCard on Treatment {
    slug
    name
    duration
    price
    description
    badge
  }
`

const nearScreen = renderedNearScreen("18rem")

// The card's parts are styled from here, through the card's one class: a class of their own would be repeated
// in the HTML of every treatment. Declared before the card, whose rule nests them.
const clearOfShare = css`
  /* The share button sits in the top corner; the first line of the card keeps clear of it. */
  margin-inline-end: ${theme.controlSizes.sm};
  ${printMedia} {
    margin-inline-end: 0;
  }
`
const treatmentName = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  ${printMedia} {
    font-size: ${theme.fontSizes.lg};
  }
`
const durationFact = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  ${printMedia} {
    svg {
      display: none;
    }
  }
`
const priceChip = css`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  ${printMedia} {
    padding: 0;
  }
`
const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  dt {
    ${visuallyHidden}
  }
  dd {
    margin: 0;
  }
  /* Duration, then price: the order in which the card lists them. */
  dd:first-of-type {
    ${durationFact}
  }
  dd:last-of-type {
    ${priceChip}
  }
  ${printMedia} {
    justify-content: flex-end;
  }
`
const descriptionText = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
// The button sits at the bottom so buttons line up across a row of cards.
const action = css`
  margin-top: auto;
  padding-top: ${theme.space[2]};
  a {
    width: 100%;
  }
  ${printMedia} {
    display: none;
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
  /* The card an address points at stops a little below the top bar (html's scroll-padding-top). */
  scroll-margin-top: ${theme.space[4]};
  & > h3 {
    ${treatmentName}
    ${clearOfShare}
  }
  & > dl {
    ${facts}
  }
  & > p {
    ${descriptionText}
  }
  & > div {
    ${action}
  }
  /*
   * On paper: the name with duration and price on one line, the description
   * under them. Static, so the visually hidden labels (absolutely positioned)
   * leave the page's columns: Chromium does not balance the last page's two
   * columns around them, and the list then spills onto a third page.
   */
  ${printMedia} {
    position: static;
    flex-flow: row wrap;
    align-items: baseline;
    gap: ${theme.space[1]} ${theme.space[3]};
    padding: ${theme.space[2]} 0;
    border: 0;
    border-radius: 0;
    break-inside: avoid;
    & > * {
      flex: 1 1 100%;
    }
    /* A name too long to share its line keeps it, and duration and price go under it, to the right. */
    & > h3 {
      flex: 1 1 auto;
    }
    & > dl {
      flex: none;
      margin-left: auto;
    }
  }
`
const shareCorner = css`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
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

/**
 * A card's values: a treatment as the page query gives it, or as the editor's
 * form holds it, where a duration or price typed so that it cannot be read yet
 * is null and the card leaves it out rather than show a number nobody wrote.
 */
export type TreatmentCardValues = Omit<Queries.TreatmentCardFragment, "duration" | "price"> & {
  readonly duration: number | null
  readonly price: number | null
}

/**
 * One treatment: name, duration, price, description, its own booking button
 * and a button that copies its address. The card is the target of that
 * address (its id is the treatment's slug) and takes focus when a visitor
 * arrives through it (tabindex -1: focusable by script, not a tab stop).
 */
export function TreatmentCard({ treatment }: { treatment: TreatmentCardValues }) {
  const { labels } = useTreatmentLabels()
  const { bookTreatment } = useSiteSettings().labels
  return (
    <article css={[card, nearScreen]} id={treatment.slug} tabIndex={-1} data-treatment="">
      {treatment.badge && <span css={[badgeChip, clearOfShare]}>{treatment.badge}</span>}
      <h3>{treatment.name}</h3>
      {/* After the name in reading and tab order, though drawn in the corner. */}
      <ShareTreatmentButton slug={treatment.slug} name={treatment.name} css={shareCorner} />
      <dl>
        {treatment.duration !== null && (
          <>
            <dt>{labels.duration}</dt>
            <dd>
              <Icon name="clock" size="sm" />
              {formatDuration(treatment.duration)}
            </dd>
          </>
        )}
        {treatment.price !== null && (
          <>
            <dt>{labels.price}</dt>
            <dd>{formatPrice(treatment.price)}</dd>
          </>
        )}
      </dl>
      {treatment.description && <p>{treatment.description}</p>}
      <div>
        <BookingLink variant="outline" subject={treatment.name}>
          {bookTreatment}
        </BookingLink>
      </div>
    </article>
  )
}
