/**
 * Opening the built site's pages the way a visitor does, at a given width, and
 * waiting for what a visitor would wait for: hydration, a scroll, an animation.
 * playwright-core has no auto-retrying `expect`, so `eventually` retries a Jest
 * assertion until it passes or the time is up.
 */
import type { Locator, Page, Response } from "playwright-core"
import type { BrowserSession, PageWatch } from "./browser"
import { watchPage } from "./browser"
import { site } from "./content"

/** The four routes and their h1 (SPEC §2; the about heading is in English). */
export const ROUTES = [
  { path: "/", heading: "Head Spa" },
  { path: "/about/", heading: "About Us" },
  { path: "/treatments/", heading: "Naše Procedury" },
  { path: "/contact/", heading: "Kontakt" },
] as const

/** A phone and a desktop: the widths issue 6 asks for. */
export const WIDTHS = [375, 1280] as const
export type Width = (typeof WIDTHS)[number]

export const viewport = (width: number) => ({ width, height: width < 768 ? 812 : 800 })

export type OpenedPage = { page: Page; response: Response | null; watch?: PageWatch }

/**
 * A new tab at `width`, navigated to `route` of the site at `baseUrl`; with
 * `hydrate` (the default) it resolves once React has taken over the page.
 */
export async function openPage(
  session: BrowserSession,
  baseUrl: string,
  route: string,
  width: number,
  { watch = false, hydrate = true }: { watch?: boolean; hydrate?: boolean } = {},
): Promise<OpenedPage> {
  const page = await session.context.newPage()
  await page.setViewportSize(viewport(width))
  const watched = watch ? await watchPage(page) : undefined
  const response = await page.goto(new URL(route.replace(/^\//, ""), baseUrl).href)
  if (hydrate) await waitForHydration(page)
  return { page, response, watch: watched }
}

/**
 * Gatsby gives no "hydrated" signal; React marks every node it has hydrated
 * with a `__reactProps$…` key, and the top bar is hydrated with the page.
 * Two animation frames later the passive effects (listeners) have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector("header[data-scrolled]")
    return bar !== null && Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
  })
  await nextFrames(page)
}

/** Resolves after two animation frames: layout, observers and effects have caught up. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/** Scrolls the window to `y` at once (no smooth scrolling) and lets the page react. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await nextFrames(page)
}

/**
 * Scrolls down the whole page half a screen at a time, so every block has
 * been seen (and revealed), then waits until every rendered [data-reveal]
 * block has finished fading in, and goes back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight / 2),
  }))
  for (let y = 0; y <= height; y += step) await scrollToY(page, y)
  await waitForRevealsDone(page)
  await scrollToY(page, 0)
}

/** Until every rendered [data-reveal] element is fully opaque (its entry animation is over). */
export async function waitForRevealsDone(page: Page, timeout = 5000): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-reveal]")]
        .filter((element) => element.checkVisibility())
        .every((element) => getComputedStyle(element).opacity === "1"),
    undefined,
    { timeout },
  )
}

/**
 * Whether an element is really seen: rendered, not transparent (itself or an
 * ancestor), with a size, and not clipped away by an ancestor that hides its
 * overflow (a collapsed panel of height 0). Runs in the page: no outer references.
 */
export function isShown(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
  const box = element.getBoundingClientRect()
  if (box.width < 1 || box.height < 1) return false
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if (style.overflowX === "visible" && style.overflowY === "visible") continue
    const clip = parent.getBoundingClientRect()
    const overlapX = Math.min(box.right, clip.right) - Math.max(box.left, clip.left)
    const overlapY = Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top)
    if (overlapX < 1 || overlapY < 1) return false
  }
  return true
}

export const shown = (locator: Locator) => locator.evaluate(isShown)

/** Retries a (Jest) assertion until it passes; after `timeout` ms its last failure is thrown. */
export async function eventually<T>(assertion: () => Promise<T> | T, timeout = 5000, interval = 50): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      return await assertion()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, interval))
    }
  }
}

/** The main navigation landmark in the top bar. */
export const mainNav = (page: Page) => page.locator(`header[data-scrolled] nav[aria-label="${site.labels.mainNav}"]`)

/** The button that opens and closes the menu on small screens. */
export const menuToggle = (page: Page) => mainNav(page).locator("button[aria-controls]")

/** The list of links the toggle controls: the dropdown on small screens, the row in the bar on wide ones. */
export async function menuList(page: Page): Promise<Locator> {
  const id = await menuToggle(page).getAttribute("aria-controls")
  if (!id) throw new Error("The menu toggle has no aria-controls")
  return page.locator(`[id="${id}"]`)
}

/** The hosts of the requests the browser session blocked since `from` (an index into `blocked`). */
export const blockedHostsSince = (session: BrowserSession, from: number) => [
  ...new Set(session.blocked.slice(from).map((url) => new URL(url).hostname)),
]
