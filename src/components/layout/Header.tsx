import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { barScrollThreshold } from "../../theme/motion"
import { hiddenInPrint } from "../../theme/print"
import { BAR_SOLID_ANIMATION, barSolidLook } from "../../theme/top-bar"
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
// The solid state: after 50 px of scrolling, and whenever the menu is open (from its first paint: CSS).
const solid = css`
  ${barSolidLook}
`
const solidWithMenu = css`
  &:has(:popover-open) {
    ${barSolidLook}
  }
`
/*
 * Before the script has read the scroll position (data-scrolled is unset: the
 * server's HTML, until hydration) and without scripts, the browser switches the
 * look by itself, both ways: an animation on the page's scroll position has no
 * effect up to 50 px (the bar as its own style sets it: transparent, or solid
 * with the menu open) and holds the solid look from just past them. A browser
 * without scroll-driven animations ignores the timeline and runs the animation
 * as an ordinary one of 0 s, which holds its end: the bar is solid at every
 * position, readable over any block. The script then takes over with the same
 * 50 px rule, so hydration changes nothing on screen. Its keyframes: theme/top-bar.ts.
 */
const solidPastThresholdBeforeScript = css`
  &:not([data-scrolled]) {
    animation: ${BAR_SOLID_ANIMATION} linear forwards;
    animation-timeline: scroll(root block);
    animation-range: ${barScrollThreshold}px ${barScrollThreshold + 1}px;
  }
`
const row = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.headerHeight};
`
// The name takes what the toggle and the booking button leave, on two lines where one does not fit (a 320 px
// phone; on one it pushed the button past the screen's edge), and no more than its text needs: the link (its
// focus ring) hugs the name, the free space is its right margin.
const brand = css`
  flex: 1 1 0;
  max-width: fit-content;
  margin-right: auto;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  line-height: ${theme.lineHeights.heading};
  text-decoration: none;
  text-wrap: balance;
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
 * blurred once the page has scrolled past 50 px (with the script's reading, or
 * the browser's scroll timeline before it).
 */
export function Header({ pathname }: { pathname: string }) {
  const { name } = useSiteSettings()
  const scrolled = useScrolledPast(barScrollThreshold)
  const { open, close, toggle, listRef } = useMenu(pathname)
  return (
    <header
      css={[bar, solidPastThresholdBeforeScript, solidWithMenu, (scrolled || open) && solid, hiddenInPrint]}
      data-scrolled={scrolled === undefined ? undefined : String(scrolled)}
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
