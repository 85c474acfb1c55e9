import { css, type Theme } from "@emotion/react"
import { Link } from "gatsby"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { barScrollThreshold } from "../../theme/motion"
import { hiddenInPrint } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { Container } from "../primitives/Container"
import { SiteNav } from "./SiteNav"
import { useMenu } from "./use-menu"

const bar = (t: Theme) => css`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${t.zIndices.header};
  color: ${t.colors.onInverse};
  background: transparent;
  transition:
    background-color ${t.motion.durations.quick}s ${t.motion.easings.css},
    color ${t.motion.durations.quick}s ${t.motion.easings.css},
    box-shadow ${t.motion.durations.quick}s ${t.motion.easings.css};
`
// The solid state: after 50 px of scrolling, and whenever the dropdown is open.
const solid = (t: Theme) => css`
  color: ${t.colors.text};
  background: ${t.colors.barSolid};
  backdrop-filter: blur(${t.blur.bar});
  -webkit-backdrop-filter: blur(${t.blur.bar});
  box-shadow: ${t.shadows.bar};
`
const row = (t: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  min-height: ${t.sizes.headerHeight};
`
const brand = (t: Theme) => css`
  margin-right: auto;
  font-family: ${t.fonts.display};
  font-size: ${t.fontSizes.lg};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.wide};
  text-decoration: none;
  white-space: nowrap;
  ${t.mq.md} {
    font-size: ${t.fontSizes.xl};
  }
`
const bookButton = (t: Theme) => css`
  min-height: ${t.controlSizes.sm};
  padding-inline: ${t.space[3]};
  font-size: ${t.fontSizes.xs};
  svg {
    display: none;
  }
  ${t.mq.sm} {
    padding-inline: ${t.space[4]};
    font-size: ${t.fontSizes.sm};
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
  const { open, toggle, close, toggleRef, areaRef } = useMenu(pathname)
  return (
    <header
      ref={areaRef}
      css={[bar, (scrolled || open) && solid, hiddenInPrint]}
      data-scrolled={scrolled ? "true" : "false"}
    >
      <Container css={row}>
        <Link to="/" css={brand}>
          {name}
        </Link>
        <SiteNav pathname={pathname} open={open} toggleRef={toggleRef} onToggle={toggle} onNavigate={close} />
        <BookingLink size="sm" css={bookButton} />
      </Container>
    </header>
  )
}
