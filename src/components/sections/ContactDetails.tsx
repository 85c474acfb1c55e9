import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { useContact } from "../../hooks/use-contact"
import { useHydrated } from "../../hooks/use-hydrated"
import { theme } from "../../theme"
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

const list = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
`
// The icon sits in the term (a <dl> group may hold only <dt> and <dd>), placed in the row's left gutter.
const row = css`
  position: relative;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[5]}
    calc(${theme.space[5]} + ${theme.sizes.iconBadgeSmall} + ${theme.space[4]});
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  dt {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: ${theme.letterSpacings.caps};
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  }
  /* The copy button always sits under the value, so a late web font cannot move it to another line. */
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
`
const iconBadge = css`
  position: absolute;
  top: ${theme.space[5]};
  left: ${theme.space[5]};
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.iconBadgeSmall};
  height: ${theme.sizes.iconBadgeSmall};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accent};
`
const copyButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.controlSizes.sm};
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.hairline};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
  }
`
const phoneLink = css`
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration-color: ${theme.colors.decoration};
  text-underline-offset: ${theme.sizes.underlineOffset};
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

/** The copy button of one detail; until `shown`, it keeps its place unseen. */
function CopyButton({ label, shown, onCopy }: { label: string; shown: boolean; onCopy: () => void }) {
  return (
    <button
      type="button"
      css={[copyButton, hiddenInPrint]}
      style={shown ? undefined : { visibility: "hidden" }}
      onClick={onCopy}
    >
      <Icon name="copy" size="xs" />
      {label}
    </button>
  )
}

/** Address, phone and opening hours; address and phone can be copied, with a notification saying so. */
export function ContactDetails({ texts }: { texts: Queries.ContactDetailsFragment }) {
  const { street, postcode, city, phone, openingHours } = useContact()
  const notify = useNotify()
  const address = `${street}, ${postcode} ${city}`
  // The copy buttons need the page's scripts: until they run, they keep their place but are not shown
  // (nor reachable), so no tap on them is lost and nothing moves when they appear.
  const hydrated = useHydrated()

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
        <Row label={texts.labels.address} icon={<Icon name="map-pin" />}>
          <address>
            {street}
            <br />
            {keepTogether(postcode)} {city}
          </address>
          <CopyButton
            label={texts.copy.address}
            shown={hydrated}
            onCopy={() => void copy(address, texts.copy.addressDone)}
          />
        </Row>
        <Row label={texts.labels.phone} icon={<Icon name="phone" />}>
          <a href={telHref(phone)} css={phoneLink}>
            {keepTogether(phone)}
          </a>
          <CopyButton label={texts.copy.phone} shown={hydrated} onCopy={() => void copy(phone, texts.copy.phoneDone)} />
        </Row>
        <Row label={texts.labels.hours} icon={<Icon name="clock" />}>
          <span>{openingHours}</span>
        </Row>
      </dl>
    </Reveal>
  )
}
