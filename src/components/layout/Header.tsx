import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { barScrollThreshold } from "../../theme/motion"
import { hiddenInPrint } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { Container } from "../primitives/Container"
import { SiteNav } from "./SiteNav"
import { useMenu } from "./use-menu"
import { ROUTES } from "../../routes"

const bar = css`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.zIndices.header};
  color: ${theme.colors.onInverse};
  background: transparent;
  transition:
    background-color ${theme.motion.durations.quick}s ${theme.motion.easings.css},
    color ${theme.motion.durations.quick}s ${theme.motion.easings.css},
    box-shadow ${theme.motion.durations.quick}s ${theme.motion.easings.css};
`
const solidLook = `
  color: ${theme.colors.text};
  background: ${theme.colors.barSolid};
  backdrop-filter: blur(${theme.blur.bar});
  -webkit-backdrop-filter: blur(${theme.blur.bar});
  box-shadow: ${theme.shadows.bar};
`
// The solid state: after 50 px of scrolling, and whenever the menu is open (from its first paint: CSS).
const solid = css`
  ${solidLook}
`
const solidWithMenu = css`
  &:has(:popover-open) {
    ${solidLook}
  }
`
const row = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.headerHeight};
`
const brand = css`
  margin-right: auto;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  text-decoration: none;
  white-space: nowrap;
  ${theme.mq.md} {
    font-size: ${theme.fontSizes.xl};
  }
`
const bookButton = css`
  min-height: ${theme.controlSizes.sm};
  padding-inline: ${theme.space[3]};
  font-size: ${theme.fontSizes.xs};
  svg {
    display: none;
  }
  ${theme.mq.sm} {
    padding-inline: ${theme.space[4]};
    font-size: ${theme.fontSizes.sm};
    svg {
      display: block;
    }
  }
`

/**
 * The fixed top bar: transparent over each page's dark opening band, white and
 * blurred once the page has scrolled past 50 px.
 */
export function Header({ pathname }: { pathname: string }) {
  const { name } = useSiteSettings()
  const scrolled = useScrolledPast(barScrollThreshold)
  const { open, close, toggle, listRef } = useMenu(pathname)
  return (
    <header
      css={[bar, solidWithMenu, (scrolled || open) && solid, hiddenInPrint]}
      data-scrolled={scrolled ? "true" : "false"}
    >
      <Container styles={row}>
        <Link to={ROUTES.home} css={brand}>
          {name}
        </Link>
        <SiteNav pathname={pathname} open={open} onToggle={toggle} listRef={listRef} onNavigate={close} />
        <BookingLink size="sm" styles={bookButton} />
      </Container>
    </header>
  )
}
