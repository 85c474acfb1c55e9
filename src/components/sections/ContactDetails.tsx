import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { Clock, Copy, MapPin, Phone } from "lucide-react"
import type { ReactNode } from "react"
import { useContact } from "../../hooks/use-contact"
import { hiddenInPrint } from "../../theme/print"
import { keepTogether, telHref } from "../../utils/format"
import { Icon } from "../icons/Icon"
import { Reveal } from "../motion/Reveal"
import { useNotify } from "../notifications/NotificationProvider"

export const contactDetailsFragment = graphql`
  fragment ContactDetails on ContactPage {
    labels {
      address
      phone
      hours
    }
    copy {
      address
      phone
      addressDone
      phoneDone
      failed
    }
  }
`

const list = (t: Theme) => css`
  display: grid;
  gap: ${t.space[4]};
  margin: 0;
`
// The icon sits in the term (a <dl> group may hold only <dt> and <dd>), placed in the row's left gutter.
const row = (t: Theme) => css`
  position: relative;
  display: grid;
  gap: ${t.space[1]};
  padding: ${t.space[5]} ${t.space[5]} ${t.space[5]} calc(${t.space[5]} + ${t.sizes.iconBadgeSmall} + ${t.space[4]});
  border-radius: ${t.radii.md};
  background: ${t.colors.surface};
  box-shadow: ${t.shadows.card};
  dt {
    font-size: ${t.fontSizes.xs};
    font-weight: ${t.fontWeights.semibold};
    letter-spacing: ${t.letterSpacings.caps};
    text-transform: uppercase;
    color: ${t.colors.textMuted};
  }
  /* The copy button always sits under the value, so a late web font cannot move it to another line. */
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[2]};
    font-size: ${t.fontSizes.lg};
  }
`
const iconBadge = (t: Theme) => css`
  position: absolute;
  top: ${t.space[5]};
  left: ${t.space[5]};
  display: inline-grid;
  place-items: center;
  width: ${t.sizes.iconBadgeSmall};
  height: ${t.sizes.iconBadgeSmall};
  border-radius: ${t.radii.pill};
  background: ${t.colors.accentSoft};
  color: ${t.colors.accent};
`
const copyButton = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.controlSizes.sm};
  padding: ${t.space[1]} ${t.space[3]};
  border: 1px solid ${t.colors.hairline};
  border-radius: ${t.radii.pill};
  background: transparent;
  color: ${t.colors.accent};
  font-size: ${t.fontSizes.xs};
  font-weight: ${t.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${t.colors.accentSoft};
    color: ${t.colors.text};
  }
`
const phoneLink = (t: Theme) => css`
  color: ${t.colors.text};
  font-weight: ${t.fontWeights.semibold};
  text-decoration-color: ${t.colors.decoration};
  text-underline-offset: ${t.sizes.underlineOffset};
`

function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div css={row}>
      <dt>
        <span css={iconBadge}>{icon}</span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Address, phone and opening hours; address and phone can be copied, with a notification saying so. */
export function ContactDetails({ texts }: { texts: Queries.ContactDetailsFragment }) {
  const { street, postcode, city, phone, openingHours } = useContact()
  const notify = useNotify()
  const address = `${street}, ${postcode} ${city}`

  const copy = async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value)
      notify(done)
    } catch {
      notify(texts.copy.failed, { tone: "error" })
    }
  }

  return (
    <Reveal>
      <dl css={list}>
        <Row label={texts.labels.address} icon={<Icon glyph={MapPin} />}>
          <address>
            {street}
            <br />
            {keepTogether(postcode)} {city}
          </address>
          <button type="button" css={[copyButton, hiddenInPrint]} onClick={() => copy(address, texts.copy.addressDone)}>
            <Icon glyph={Copy} size="xs" />
            {texts.copy.address}
          </button>
        </Row>
        <Row label={texts.labels.phone} icon={<Icon glyph={Phone} />}>
          <a href={telHref(phone)} css={phoneLink}>
            {keepTogether(phone)}
          </a>
          <button type="button" css={[copyButton, hiddenInPrint]} onClick={() => copy(phone, texts.copy.phoneDone)}>
            <Icon glyph={Copy} size="xs" />
            {texts.copy.phone}
          </button>
        </Row>
        <Row label={texts.labels.hours} icon={<Icon glyph={Clock} />}>
          <span>{openingHours}</span>
        </Row>
      </dl>
    </Reveal>
  )
}
