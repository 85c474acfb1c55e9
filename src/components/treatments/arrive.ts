import { theme } from "../../theme"
import { prefersReducedMotion } from "../../theme/motion"

type ArriveOptions = {
  /** What receives focus: the element itself (a card with tabindex -1) or a control in it (a category's header). */
  focus?: HTMLElement
  /** Flash the element briefly, so the eye finds it among its neighbours. */
  highlight?: boolean
}

/**
 * Brings the element an address points at to the visitor: scrolled to the top
 * of the window (below the fixed top bar: the page's scroll-padding-top and
 * the element's scroll-margin-top), focused for keyboard and screen-reader
 * users, and briefly highlighted. Under reduced motion the highlight is shown
 * and removed without any fading; the scroll is always instant.
 */
export function arriveAt(element: HTMLElement, { focus = element, highlight = false }: ArriveOptions) {
  element.scrollIntoView({ block: "start", behavior: "instant" })
  focus.focus({ preventScroll: true })
  if (!highlight) return
  const { colors, motion } = theme
  const lit = { backgroundColor: colors.accentSoft, boxShadow: `0 0 0 3px ${colors.accent}` }
  const unlit = { backgroundColor: colors.surface, boxShadow: `0 0 0 3px transparent` }
  const reduced = prefersReducedMotion()
  // Web Animations rather than a CSS class: a second arrival at the same card restarts it, and nothing stays behind.
  element.animate(reduced ? [lit, lit] : [lit, { ...lit, offset: 0.4 }, unlit], {
    duration: motion.durations.highlightMs,
    easing: reduced ? "steps(1, end)" : motion.easings.css,
  })
}
