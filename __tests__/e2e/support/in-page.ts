/**
 * What the browser tests read in the page, shared by the three engines' suites: Chromium's (Playwright), Firefox's
 * (puppeteer over WebDriver BiDi) and WebKit's (WebDriver). Each function is sent to the page as its source text,
 * so it uses nothing from outside itself, and takes one argument at most (Playwright's evaluate passes one).
 */
import type { SiteContent } from "../../../src/content"

/** Whether React has hydrated the top bar (`top`, a selector): it marks each node it hydrates with a `__reactProps$…` key. */
export function hydratedIn(top: string) {
  const bar = document.querySelector(top)
  return bar !== null && Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
}

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

/**
 * How much wider than the window the document is, and what sticks out past the screen's right
 * edge: the outermost such elements, not the ones inside them, and none an ancestor clips (a visually hidden
 * label, a category's hidden list). What sticks out of a fixed element (the top bar) scrolls nowhere: it is
 * simply cut off, as much a failure.
 */
export function sidewaysIn() {
  const root = document.documentElement
  const screen = root.clientWidth
  const clips = (element: Element) => getComputedStyle(element).overflowX !== "visible"
  // A document in a left-to-right language scrolls to the right only.
  const out = (element: Element) => element.getBoundingClientRect().right > screen + 0.5
  const describe = (element: Element) => {
    const box = element.getBoundingClientRect()
    const names: string[] = []
    for (
      let each: Element | null = element;
      each && each !== document.body && names.length < 4;
      each = each.parentElement
    ) {
      const data = [...each.attributes].filter(({ name }) => name.startsWith("data-")).map(({ name }) => `[${name}]`)
      names.unshift(`${each.localName}${each.id ? `#${each.id}` : ""}${data.join("")}`)
    }
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)
    return `${names.join(" > ")} "${text}": ${Math.round(box.width)} px wide, to ${Math.round(box.right)}`
  }
  const culprits: string[] = []
  const walk = (element: Element) => {
    if (out(element)) {
      culprits.push(describe(element))
      return
    }
    if (clips(element) && element !== document.body) return
    for (const child of element.children) walk(child)
  }
  walk(document.body)
  return { wider: root.scrollWidth - screen, culprits: culprits.slice(0, 5) }
}

/** The first, a middle and the last treatment of the catalogue, in page order: the addresses the tests follow. */
export function treatmentsToTry(content: SiteContent) {
  const all = content.categories.flatMap((category) => category.treatments)
  return { first: all[0], middle: all[Math.floor(all.length / 2)], last: all[all.length - 1] }
}
