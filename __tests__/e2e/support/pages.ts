/**
 * The site's pages as a visitor meets them: opened and hydrated, scrolled through until every block has faded
 * in, and the parts the tests look for (menu, categories, icons) found the way the site marks them.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { expect, seenEach } from "./fixtures"
import { barLookIn, hydratedIn, SOLID, TRANSPARENT } from "./in-page"
import { normalise } from "../../support/expected-content"

/** The site's top bar, the banner (the pages' own headers are inside main). */
export const TOP_BAR = "header:not(main header)"

/** Opens `route` and, with `hydrate`, waits until React has taken the page over (hydrated). */
export async function visit(page: Page, route: string, { hydrate = true } = {}) {
  const response = await page.goto(route)
  if (hydrate) await hydrated(page)
  return response
}

/**
 * Gatsby gives no signal: React marks each node it hydrates with a `__reactProps$…` key, the top bar first, and
 * hydrates the rest in slices (src/hydrate-in-slices.ts); the main thread's first idle period comes after them.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(hydratedIn, TOP_BAR)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await nextFrames(page)
}

/**
 * Opens `route` with its script requests held until `release()`: the page paints and works as the HTML
 * alone makes it, for as long as a test needs.
 */
export async function openWithScriptsHeld(page: Page, route: string): Promise<() => void> {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (held) => {
      await released
      await held.continue().catch(() => undefined)
    },
  )
  // Not "load": the page's load event waits for the scripts it has started to fetch.
  await page.goto(route, { waitUntil: "domcontentloaded" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
  return release
}

/** What the top bar looks like: the computed styles that show it transparent or solid. */
export const barLook = (page: Page) => page.evaluate(barLookIn, TOP_BAR)
export { SOLID, TRANSPARENT }

/** Resolves after two animation frames: layout, observers and effects have caught up. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await nextFrames(page)
}

/** Down the page most of a screen at a time (every block seen, lazy photos loaded), all faded in, back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight * 0.9),
  }))
  for (let y = step; y < height + step; y += step) await scrollToY(page, y)
  await revealsDone(page, { scrollToHidden: true })
  await scrollToY(page, 0)
}

/**
 * Until every rendered [data-reveal] block is fully opaque. `scrollToHidden` scrolls to one still hidden: on a
 * busy machine the animation code can arrive after the page was passed, and hide blocks.
 */
export async function revealsDone(page: Page, { scrollToHidden = false } = {}): Promise<void> {
  const lagging = () =>
    page.evaluate((scroll) => {
      const notDone = [...document.querySelectorAll("[data-reveal]")].filter(
        (element) => element.checkVisibility() && getComputedStyle(element).opacity !== "1",
      )
      const hidden = notDone.find((block) => getComputedStyle(block).opacity === "0")
      if (scroll) hidden?.scrollIntoView({ block: "center", behavior: "instant" })
      return notDone.map((element) => `${element.localName} "${element.textContent?.slice(0, 40)}"`)
    }, scrollToHidden)
  await expect.poll(lagging, { timeout: 15_000, message: "blocks still fading in" }).toEqual([])
}

/**
 * axe-core on the page as it is, or on the part `include` selects: WCAG 2.0–2.2 A/AA (target-size too) and best
 * practices; a line per node. In axe's legacy mode, which runs in the page itself: the default opens a blank page
 * to gather each run's results (about 1 s more a run here), for cross-origin frames, and the site's only one is
 * the map on /contact/, blocked in the tests.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
  const { violations } = await (include ? axe.include(include) : axe).analyze()
  return violations.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target.join(" >>> ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`),
  ])
}

/** The texts of the elements `locator` matches, with whether each is really seen. */
export async function textsSeen(locator: Locator): Promise<{ text: string; seen: boolean }[]> {
  const [texts, seen] = await Promise.all([locator.allTextContents(), locator.evaluateAll(seenEach)])
  return texts.map((text, index) => ({ text: normalise(text), seen: seen[index] }))
}

/** The icons on screen in `scope` drawing nothing (a <use> whose symbol is missing), by symbol; none shown throws. */
export async function blankIcons(scope: Locator): Promise<string[]> {
  const { shown, blank } = await scope.evaluate((root) => {
    const uses = [...root.querySelectorAll<SVGUseElement>("svg use")].filter((use) =>
      use.ownerSVGElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
    const empty = uses.filter((use) => use.getBBox().width < 1 || use.getBBox().height < 1)
    return { shown: uses.length, blank: empty.map((use) => use.getAttribute("href") ?? "") }
  })
  if (shown === 0) throw new Error(`${scope} shows no icon`)
  return blank
}

/** What Chromium tells assistive technology: role, name and expanded state (a <summary>'s or popover invoker's own). */
export async function accessibleState(locator: Locator): Promise<{ role: string; name: string; expanded?: boolean }> {
  await locator.evaluate((element) => Object.assign(window, { axProbe: element }))
  const cdp = await locator.page().context().newCDPSession(locator.page())
  const { objectId } = (await cdp.send("Runtime.evaluate", { expression: "window.axProbe" })).result
  const [node] = (await cdp.send("Accessibility.getPartialAXTree", { objectId, fetchRelatives: false })).nodes
  await cdp.detach()
  const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value
  const state = { role: String(node?.role?.value ?? ""), name: normalise(String(node?.name?.value ?? "")) }
  return expanded === undefined ? state : { ...state, expanded: Boolean(expanded) }
}

/** The main navigation's toggle in the top bar (a popover's invoker) and its list. */
export const menuToggle = (page: Page) => page.locator(TOP_BAR).locator("nav button[popovertarget]")
export const menuList = (page: Page) => page.locator(TOP_BAR).locator("nav [popover]")
export const menuOpen = (page: Page) => menuList(page).evaluate((list) => list.matches(":popover-open"))

/** The category headers on /treatments/ (each <details>' <summary>), the list each opens, and its state. */
export const categoryHeaders = (page: Page) => page.locator("main details[data-category] > summary")
export const categoryList = (header: Locator) => header.locator("xpath=../ul")
export const categoryOpen = (header: Locator) =>
  header.evaluate((summary) => summary.parentElement!.hasAttribute("open"))

/**
 * Clicks every category's header, the last first: a category moves the headers below it a frame or two after its
 * tap, and a click pressed before that move (Playwright waits for two still frames) and released after it misses.
 */
export async function openEveryCategory(page: Page): Promise<void> {
  for (const header of (await categoryHeaders(page).all()).reverse()) await header.click()
}

/**
 * Until a category's expand or collapse has ended (a transition of its ::details-content, which getAnimations()
 * does not list): its height the same three reads 100 ms apart, read from here (a page without JavaScript too).
 */
export async function categorySettled(header: Locator): Promise<void> {
  const heights: number[] = []
  const height = () => header.evaluate((summary) => summary.parentElement!.getBoundingClientRect().height)
  await expect
    .poll(async () => heights.push(await height()) >= 3 && new Set(heights.slice(-3)).size === 1, { intervals: [100] })
    .toBe(true)
}
