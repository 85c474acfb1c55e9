import { loadAnimations } from "../motion/load-animations"

type ArriveOptions = {
  /** What receives focus: the element itself (a card with tabindex -1) or a control in it (a category's header). */
  focus?: HTMLElement
  /** Flash the element briefly, so the eye finds it among its neighbours. */
  highlight?: boolean
  /** Scroll it to the top of the window (false: the browser has already brought it there). */
  scroll?: boolean
}

/**
 * Brings the element an address points at to the visitor: scrolled to the top
 * of the window (below the fixed top bar: the page's scroll-padding-top and
 * the element's scroll-margin-top), focused for keyboard and screen-reader
 * users, and briefly highlighted (animations.ts, which knows reduced motion).
 * The scroll is always instant.
 */
export function arriveAt(element: HTMLElement, { focus = element, highlight = false, scroll = true }: ArriveOptions) {
  if (scroll) element.scrollIntoView({ block: "start", behavior: "instant" })
  focus.focus({ preventScroll: true })
  // Without the animations (offline), the card is still scrolled to and focused.
  if (highlight)
    void loadAnimations().then(
      (animations) => animations.highlight(element),
      () => undefined,
    )
}
