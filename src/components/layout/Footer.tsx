import { css, type Theme } from "@emotion/react"
import { useContact } from "../../hooks/use-contact"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { keepTogether, telHref } from "../../utils/format"
import { Icon } from "../icons/Icon"
import { FacebookIcon, InstagramIcon } from "../icons/SocialIcons"
import { Container } from "../primitives/Container"
import { NavLinks } from "./NavLinks"

const band = (t: Theme) => css`
  background: ${t.colors.inverse};
  color: ${t.colors.onInverse};
  padding-block: ${t.space[8]} ${t.space[6]};
  font-size: ${t.fontSizes.sm};
  a {
    color: inherit;
  }
  a:focus-visible {
    outline-color: ${t.colors.onInverse};
  }
`
const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]};
  ${t.mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`
const brandName = (t: Theme) => css`
  font-family: ${t.fonts.display};
  font-size: ${t.fontSizes.xl};
  font-weight: ${t.fontWeights.semibold};
  margin-bottom: ${t.space[3]};
`
const muted = (t: Theme) => css`
  color: ${t.colors.onInverseMuted};
  max-width: ${t.sizes.footerText};
`
const columnHeading = (t: Theme) => css`
  font-family: ${t.fonts.body};
  font-size: ${t.fontSizes.xs};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.caps};
  text-transform: uppercase;
  color: ${t.colors.decoration};
  margin-bottom: ${t.space[4]};
`
const quickLinks = (t: Theme) => css`
  gap: ${t.space[1]};
  a {
    padding-block: ${t.space[1]};
  }
`
const spacedHeading = (t: Theme) => css`
  margin-top: ${t.space[6]};
`
const socialRow = (t: Theme) => css`
  display: flex;
  gap: ${t.space[3]};
  list-style: none;
  a {
    display: inline-grid;
    place-items: center;
    width: ${t.controlSizes.md};
    height: ${t.controlSizes.md};
    border: 1px solid ${t.colors.onInverseLine};
    border-radius: ${t.radii.pill};
    transition: background-color ${t.motion.durations.quick}s;
  }
  a:hover {
    background: ${t.colors.onInverseHover};
  }
`
const contactList = (t: Theme) => css`
  display: grid;
  gap: ${t.space[2]};
`
const bottom = (t: Theme) => css`
  margin-top: ${t.space[8]};
  padding-top: ${t.space[5]};
  border-top: 1px solid ${t.colors.onInverseRule};
  color: ${t.colors.onInverseMuted};
  font-size: ${t.fontSizes.xs};
`

export function Footer({ pathname }: { pathname: string }) {
  const { name, labels, footer, instagramUrl, facebookUrl, copyrightYear } = useSiteSettings()
  const { street, postcode, city, phone, openingHours } = useContact()
  return (
    <footer css={band}>
      <Container>
        <div css={grid}>
          <div>
            <p css={brandName}>{name}</p>
            <p css={muted}>{footer.description}</p>
            <h2 css={[columnHeading, spacedHeading]}>{footer.socialHeading}</h2>
            <ul css={socialRow}>
              <li>
                <a
                  href={instagramUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${labels.instagram} (${labels.newTab})`}
                >
                  <Icon glyph={InstagramIcon} />
                </a>
              </li>
              <li>
                <a
                  href={facebookUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${labels.facebook} (${labels.newTab})`}
                >
                  <Icon glyph={FacebookIcon} />
                </a>
              </li>
            </ul>
          </div>
          <nav aria-label={labels.footerNav}>
            <h2 css={columnHeading}>{footer.quickLinksHeading}</h2>
            <NavLinks pathname={pathname} direction="column" css={quickLinks} />
          </nav>
          <div>
            <h2 css={columnHeading}>{footer.contactHeading}</h2>
            <address css={contactList}>
              <span>
                {street}
                <br />
                {keepTogether(postcode)} {city}
              </span>
              <a href={telHref(phone)}>{keepTogether(phone)}</a>
              <span css={muted}>{openingHours}</span>
            </address>
          </div>
        </div>
        <p css={bottom}>
          © {copyrightYear} {name}. {footer.rightsReserved}
        </p>
      </Container>
    </footer>
  )
}
