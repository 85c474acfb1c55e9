import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useContact } from "../../hooks/use-contact"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useSiteUrl } from "../../hooks/use-site-url"
import { theme } from "../../theme"
import { roundIcon } from "../primitives/button-styles"
import { hiddenInPrint, printMedia, printOnly } from "../../theme/print"
import { keepTogether, telHref } from "../../utils/format"
import { normalizePath } from "../../utils/normalize-path"
import { Icon } from "../icons/Icon"
import { Container } from "../primitives/Container"
import { NavLinks } from "./NavLinks"
import { ROUTES } from "../../routes"

const band = css`
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  padding-block: ${theme.space[8]} ${theme.space[6]};
  font-size: ${theme.fontSizes.sm};
  a {
    color: inherit;
  }
  a:focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
  /* On paper: the salon's name and contact, and where this page lives on the web, under a rule. */
  ${printMedia} {
    padding-block: ${theme.space[4]} 0;
    border-top: 1px solid;
    break-inside: avoid;
  }
`
const grid = css`
  display: grid;
  gap: ${theme.space[7]};
  ${theme.mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  ${printMedia} {
    display: flex;
    gap: ${theme.space[6]};
  }
`
const brandName = css`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  margin-bottom: ${theme.space[3]};
`
const muted = css`
  color: ${theme.colors.onInverseMuted};
  max-width: ${theme.sizes.footerText};
`
const columnHeading = css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
  color: ${theme.colors.decoration};
  margin-bottom: ${theme.space[4]};
  ${printMedia} {
    display: none;
  }
`
const quickLinks = css`
  gap: ${theme.space[1]};
  a {
    padding-block: ${theme.space[1]};
  }
`
const spacedHeading = css`
  margin-top: ${theme.space[6]};
`
const socialRow = css`
  display: flex;
  gap: ${theme.space[3]};
  list-style: none;
  a {
    ${roundIcon("md")}
    border: 1px solid ${theme.colors.onInverseLine};
    transition: background-color ${theme.motion.durations.quick}s;
  }
  a:hover {
    background: ${theme.colors.onInverseHover};
  }
`
const contactList = css`
  display: grid;
  gap: ${theme.space[2]};
`
const bottom = css`
  margin-top: ${theme.space[8]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.onInverseRule};
  color: ${theme.colors.onInverseMuted};
  font-size: ${theme.fontSizes.xs};
  ${printMedia} {
    margin-top: ${theme.space[2]};
    padding-top: 0;
    border: 0;
  }
`
const pageAddress = css`
  margin-top: ${theme.space[3]};
`

/**
 * The page's public address, for paper: one of the site's routes, or its home
 * page on any other path (the 404 page is built as /404.html but answers every
 * unknown path, so only a route known to both the build and the browser keeps
 * the static HTML and the hydrated page the same).
 */
function publicAddress(siteUrl: string, pathname: string): string {
  const prefix = withPrefix("/")
  const path = normalizePath(pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname)
  return `${siteUrl}${(Object.values(ROUTES) as string[]).includes(path) ? path : ROUTES.home}`
}

export function Footer({ pathname }: { pathname: string }) {
  const { name, labels, footer, instagramUrl, facebookUrl, copyrightYear } = useSiteSettings()
  const { street, postcode, city, phone, openingHours } = useContact()
  const siteUrl = useSiteUrl()
  return (
    <footer css={band}>
      <Container>
        <div css={grid}>
          <div>
            <p css={brandName}>{name}</p>
            <p css={[muted, hiddenInPrint]}>{footer.description}</p>
            <h2 css={[columnHeading, spacedHeading]}>{footer.socialHeading}</h2>
            <ul css={[socialRow, hiddenInPrint]}>
              <li>
                <a
                  href={instagramUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${labels.instagram} (${labels.newTab})`}
                >
                  <Icon name="instagram" />
                </a>
              </li>
              <li>
                <a
                  href={facebookUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${labels.facebook} (${labels.newTab})`}
                >
                  <Icon name="facebook" />
                </a>
              </li>
            </ul>
          </div>
          <nav aria-label={labels.footerNav} css={hiddenInPrint}>
            <h2 css={columnHeading}>{footer.quickLinksHeading}</h2>
            <NavLinks pathname={pathname} direction="column" styles={quickLinks} />
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
        <p css={[printOnly, pageAddress]}>
          {footer.printAddress} {publicAddress(siteUrl, pathname)}
        </p>
        <p css={bottom}>
          © {copyrightYear} {name}. {footer.rightsReserved}
        </p>
      </Container>
    </footer>
  )
}
