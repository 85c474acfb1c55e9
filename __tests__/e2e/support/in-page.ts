/**
 * What the browser tests read in the page, shared by the three engines' suites: Chromium's (Playwright), Firefox's
 * (puppeteer over WebDriver BiDi) and WebKit's (WebDriver). Each function is sent to the page as its source text,
 * so it uses nothing from outside itself, and takes one argument (Playwright's evaluate passes one).
 */
import type { SiteContent } from "../../../src/content"

/** What the top bar (`top`, a selector) looks like: the computed styles that show it transparent or solid. */
export function barLookIn(top: string) {
  const style = getComputedStyle(document.querySelector(top)!)
  const alpha = /^rgba\(/.test(style.backgroundColor) ? Number(style.backgroundColor.split(",")[3]?.slice(0, -1)) : 1
  return {
    transparent: style.backgroundColor === "rgba(0, 0, 0, 0)",
    opaqueEnough: alpha >= 0.85,
    blurred: /blur\(/.test(style.backdropFilter),
    shadowed: style.boxShadow !== "none",
  }
}
export const TRANSPARENT = { transparent: true, opaqueEnough: false, blurred: false, shadowed: false }
export const SOLID = { transparent: false, opaqueEnough: true, blurred: true, shadowed: true }

/**
 * Where the card with the id `target` is, below the top bar `top`: its category open, the card below the bar, its
 * heading on screen and not covered (what is drawn at its first line is the heading itself), and the card's top.
 * No selector is built from the slug. Null while there is no such card.
 */
export function landingIn({ target, top }: { target: string; top: string }) {
  const card = document.getElementById(target)
  const heading = card?.querySelector("h3")
  if (!card || !heading) return null
  const bar = document.querySelector(top)!.getBoundingClientRect()
  const box = card.getBoundingClientRect()
  const title = heading.getBoundingClientRect()
  const drawn = document.elementFromPoint(title.left + Math.min(title.width / 2, 40), title.top + 4)
  return {
    open: card.closest("details")?.open,
    belowTopBar: box.top >= bar.bottom - 1,
    headingOnScreen: title.top >= 0 && title.bottom <= window.innerHeight,
    headingUncovered: drawn !== null && heading.contains(drawn),
    top: box.top,
  }
}
/** What landingIn reads of a card that landed, but its top. */
export const LANDED = { open: true, belowTopBar: true, headingOnScreen: true, headingUncovered: true }

/** The first, a middle and the last treatment of the catalogue, in page order: the addresses the tests follow. */
export function treatmentsToTry(content: SiteContent) {
  const all = content.categories.flatMap((category) => category.treatments)
  return { first: all[0], middle: all[Math.floor(all.length / 2)], last: all[all.length - 1] }
}
