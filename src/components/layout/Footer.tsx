import { css, type Theme } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useContact } from "../../hooks/use-contact"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useSiteUrl } from "../../hooks/use-site-url"
import { hiddenInPrint, printMedia, printOnly } from "../../theme/print"
import { keepTogether, telHref } from "../../utils/format"
import { normalizePath } from "../../utils/routes"
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
  /* On paper: the salon's name and contact, and where this page lives on the web, under a rule. */
  ${printMedia} {
    padding-block: ${t.space[4]} 0;
    border-top: 1px solid;
    break-inside: avoid;
  }
`
const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]};
  ${t.mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  ${printMedia} {
    display: flex;
    gap: ${t.space[6]};
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
  ${printMedia} {
    display: none;
  }
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
  ${printMedia} {
    margin-top: ${t.space[2]};
    padding-top: 0;
    border: 0;
  }
`
const pageAddress = (t: Theme) => css`
  margin-top: ${t.space[3]};
`

/**
 * The page's public address, for paper: one of the site's routes, or its home
 * page on any other path (the 404 page is built as /404.html but answers every
 * unknown path, so only a route known to both the build and the browser keeps
 * the static HTML and the hydrated page the same).
 */
function publicAddress(siteUrl: string, pathname: string, routes: readonly string[]): string {
  const prefix = withPrefix("/")
  const path = normalizePath(pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname)
  return `${siteUrl}${routes.includes(path) ? path : "/"}`
}

export function Footer({ pathname }: { pathname: string }) {
  const { name, labels, footer, instagramUrl, facebookUrl, copyrightYear, nav } = useSiteSettings()
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
          <nav aria-label={labels.footerNav} css={hiddenInPrint}>
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
        <p css={[printOnly, pageAddress]}>
          {footer.printAddress}{" "}
          {publicAddress(
            siteUrl,
            pathname,
            nav.map((item) => item.path),
          )}
        </p>
        <p css={bottom}>
          © {copyrightYear} {name}. {footer.rightsReserved}
        </p>
      </Container>
    </footer>
  )
}
