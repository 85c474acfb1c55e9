/**
 * The site's pages as a visitor meets them in Firefox, through puppeteer: opened (hydrated, or with the scripts
 * held back), scrolled, clicked where the visitor would click, and read. The markers and looks come from the
 * Chromium suite's support (e2e/support/pages.ts), so both suites look for the same things.
 *
 * Every read is one evaluation in the page, polled from here where it must wait: a page without JavaScript runs
 * no timers, promise callbacks or animation frames of its own, so nothing may wait inside it.
 */
import type { HTTPRequest, JSHandle, Page } from "puppeteer-core"
import { seenEach } from "../../e2e/support/fixtures"
import { barLookIn, hydratedIn, sidewaysIn } from "../../e2e/support/in-page"
import { TOP_BAR } from "../../e2e/support/pages"
import { normalise } from "../../support/expected-content"
import { expect } from "./fixtures"
import { withoutScripts } from "./firefox"

export { SOLID, TOP_BAR, TRANSPARENT } from "../../e2e/support/pages"

export const MENU_TOGGLE = `${TOP_BAR} nav button[popovertarget]`
export const MENU_LIST = `${TOP_BAR} nav [popover]`

/** Opens `route` of the site and, with `hydrate`, waits until React has taken the page over. */
export async function visit(page: Page, origin: string, route: string, { hydrate = true } = {}) {
  const response = await page.goto(new URL(route, origin).href)
  if (hydrate) await hydrated(page)
  return response
}

/**
 * React marks each node it hydrates with a `__reactProps$…` key, the top bar first, and hydrates the rest in
 * slices; the main thread's first idle period comes after them (the Chromium suite's `hydrated`). The timeout is
 * longer than the page's own 5 s fallback, for a busy machine.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(hydratedIn, { timeout: 15_000 }, TOP_BAR)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await nextFrames(page)
}

/** Whether React has hydrated nothing yet: the top bar has no props of React's. */
export const notHydrated = async (page: Page) => !(await page.evaluate(hydratedIn, TOP_BAR))

/**
 * Resolves after two animation frames: layout, observers and effects have caught up. At once on a page without
 * JavaScript, which runs no animation frame callbacks (its browser's layout needs no script to catch up).
 */
export const nextFrames = async (page: Page): Promise<void> => {
  if (withoutScripts.has(page.browser())) return
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Opens `route` with every request for a script held (not answered) until `release()`: the page paints and works
 * as its HTML alone makes it, for as long as the test needs. Waits for a painted frame, not for the paint timing's
 * first-contentful-paint: Firefox reports none for a page that opens scrolled to a fragment.
 */
export async function openWithScriptsHeld(page: Page, origin: string, route: string): Promise<() => void> {
  let released = false
  const held: HTTPRequest[] = []
  const pass = (request: HTTPRequest) => request.continue().catch(() => undefined)
  await page.setRequestInterception(true)
  page.on("request", (request) => {
    if (!released && new URL(request.url()).pathname.endsWith(".js")) held.push(request)
    else void pass(request)
  })
  // Not "load": the page's load event waits for the scripts it has started to fetch.
  await page.goto(new URL(route, origin).href, { waitUntil: "domcontentloaded" })
  await nextFrames(page)
  return () => {
    released = true
    for (const request of held.splice(0)) void pass(request)
  }
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await nextFrames(page)
}

/** What the top bar looks like: the computed styles that show it transparent or solid. */
export const barLook = (page: Page) => page.evaluate(barLookIn, TOP_BAR)

/**
 * Clicks the middle of the `index`-th element `selector` finds (negative: from the end) as a visitor's mouse does,
 * a real click of the browser's at a point: scrolled to the middle of the screen, and once it has stopped moving
 * (a block fading in rises into place as it is scrolled to; Playwright's click waits the same way). Not puppeteer's
 * ElementHandle.click, whose checks wait in the page for what a page without JavaScript never does; nor its
 * selector queries ($, $$), which take about 0.2 s each over BiDi here, a plain evaluation 0.02 s.
 */
export async function clickOn(page: Page, selector: string, index = 0): Promise<void> {
  const where = (scroll: boolean) =>
    page.evaluate(
      (query, at, toMiddle) => {
        const found = [...document.querySelectorAll(query)]
        const element = found[at < 0 ? found.length + at : at]
        if (!element) return null
        if (toMiddle) element.scrollIntoView({ block: "center", behavior: "instant" })
        const box = element.getBoundingClientRect()
        const moving: Element[] = []
        for (let each: Element | null = element; each; each = each.parentElement) moving.push(each)
        return {
          x: Math.round(box.left + box.width / 2),
          y: Math.round(box.top + Math.min(box.height / 2, 20)),
          // Animations in time, not those on the scroll position (the top bar's before the scripts, where the
          // browser has scroll timelines), which run as long as the page is open.
          animated: moving.some((each) =>
            each.getAnimations().some((a) => a.playState === "running" && a.timeline === document.timeline),
          ),
        }
      },
      selector,
      index,
      scroll,
    )
  const first = await where(true)
  if (!first) throw new Error(`no element ${index} of ${selector} to click`)
  // A frame for the page to answer the scroll: an observer starts the block's fade-in.
  await nextFrames(page)
  let before = first
  await expect
    .poll(
      async () => {
        const now = await where(false)
        const still = now !== null && !now.animated && now.x === before.x && now.y === before.y
        if (now) before = now
        return still
      },
      { message: `element ${index} of ${selector} still moving`, intervals: [50], timeout: 5000 },
    )
    .toBe(true)
  await page.mouse.click(before.x, before.y)
}

/** For each element of the list, its text (whitespace as a reader sees it) and whether it is really seen. */
export async function textsSeen(list: JSHandle<Element[]>): Promise<{ text: string; seen: boolean }[]> {
  const [texts, seen] = await Promise.all([
    list.evaluate((elements) => elements.map((element) => element.textContent ?? "")),
    list.evaluate(seenEach),
  ])
  void list.dispose().catch(() => undefined)
  return texts.map((text, index) => ({ text: normalise(text), seen: seen[index] }))
}

/** The elements `selector` finds in the page, as one handle for textsSeen. */
export const all = (page: Page, selector: string) =>
  page.evaluateHandle((query) => [...document.querySelectorAll(query)], selector)

/** Whether the `index`-th element `selector` finds is really seen (the Chromium suite's seenEach). */
export async function isSeen(page: Page, selector: string, index = 0): Promise<boolean> {
  const state = (await textsSeen(await all(page, selector)))[index]
  if (!state) throw new Error(`no element ${index} of ${selector}`)
  return state.seen
}

/** Whether the focus is on the `index`-th element `selector` finds. */
export const focusedOn = (page: Page, selector: string, index = 0) =>
  page.evaluate(
    (query, at) => {
      const element = document.querySelectorAll(query)[at]
      return element !== undefined && document.activeElement === element
    },
    selector,
    index,
  )

/**
 * What makes the page scroll sideways (the window's classic scrollbar, 12 px here, taken off once the page is
 * taller): how much too wide it is and the outermost elements past its right edge; none when it does not.
 */
export const sidewaysOverflow = async (page: Page) => {
  const { wider, culprits } = await page.evaluate(sidewaysIn)
  return wider > 0 ? [`${wider} px too wide`, ...culprits] : []
}

export const menuOpen = (page: Page) =>
  page.evaluate((query) => document.querySelector(query)?.matches(":popover-open") ?? null, MENU_LIST)

/** The [data-reveal] blocks rendered and not fully opaque, each named by its first words. */
export const revealsNotDone = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-reveal]")]
      .filter((element) => element.checkVisibility() && getComputedStyle(element).opacity !== "1")
      .map((element) => `${element.localName} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
  )

/** Which of the elements `selector` finds reads `text` (whitespace as a reader sees it); -1 for none. */
export const indexOfText = (page: Page, selector: string, text: string) =>
  page.evaluate(
    (query, wanted) =>
      [...document.querySelectorAll(query)].findIndex(
        (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim() === wanted,
      ),
    selector,
    normalise(text),
  )

/** Clicks the element `selector` finds that reads `text`. */
export async function clickOnText(page: Page, selector: string, text: string): Promise<void> {
  const index = await indexOfText(page, selector, text)
  if (index < 0) throw new Error(`no ${selector} reads "${text}"`)
  await clickOn(page, selector, index)
}
