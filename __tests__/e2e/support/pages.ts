/**
 * Opening the built site's pages the way a visitor does, at a given width, and
 * waiting for what a visitor would wait for: hydration, a scroll, an animation.
 * playwright-core has no auto-retrying `expect`, so `eventually` retries a Jest
 * assertion until it passes or the time is up.
 */
import type { Locator, Page, Response } from "playwright-core"
import type { BrowserSession, PageWatch } from "./browser"
import { watchPage } from "./browser"
import { normalise, published } from "./content"

/** The four routes (docs/product.md, Pages); what each shows comes from content (`Expected.routes`). */
export const PATHS = ["/", "/about/", "/treatments/", "/contact/"] as const

/** A phone and a desktop: the widths every page is checked at. */
export const WIDTHS = [375, 1280] as const

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
 * Gatsby gives no "hydrated" signal; React marks every node it hydrates with a
 * `__reactProps$…` key, and the top bar is hydrated with the page. React
 * hydrates in slices (src/hydrate-in-slices.ts), so the rest of the page, the
 * commit and the passive effects (listeners) follow in later tasks: the main
 * thread's first idle period comes after all of them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector("header[data-scrolled]")
    return bar !== null && Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
  })
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
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
 * Scrolls down the whole page most of a screen at a time, so every block has
 * been seen (and revealed), then until every rendered [data-reveal] block has
 * finished fading in, and goes back to the top. A block still hidden is
 * scrolled to on its own: on a busy machine the animation code can arrive
 * after the page was passed, and hide blocks that were shown until then.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight * 0.9),
  }))
  for (let y = step; y < height + step; y += step) await scrollToY(page, y)
  await waitForRevealsDone(page, { scrollToHidden: true })
  await scrollToY(page, 0)
}

/** Until every rendered [data-reveal] element is fully opaque (its entry animation is over). */
export async function waitForRevealsDone(
  page: Page,
  { timeout = 15_000, scrollToHidden = false }: { timeout?: number; scrollToHidden?: boolean } = {},
): Promise<void> {
  const notDone = () =>
    page.evaluate((scroll) => {
      const lagging = [...document.querySelectorAll("[data-reveal]")].filter(
        (element) => element.checkVisibility() && getComputedStyle(element).opacity !== "1",
      )
      const hidden = lagging.find((element) => getComputedStyle(element).opacity === "0")
      if (scroll) hidden?.scrollIntoView({ block: "center", behavior: "instant" })
      return lagging.map((element) => {
        const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)
        return `<${element.localName} data-revealed=${element.getAttribute("data-revealed")}> "${text}" opacity ${getComputedStyle(element).opacity} at y ${Math.round(element.getBoundingClientRect().top + window.scrollY)}`
      })
    }, scrollToHidden)
  await eventually(async () => expect(await notDone()).toEqual([]), timeout, 100)
}

/**
 * For each element, whether it is really seen: rendered, not transparent
 * (itself or an ancestor), with a size, and not clipped away by an ancestor
 * that hides its overflow (a collapsed panel of height 0). It runs in the page,
 * so it refers to nothing outside itself.
 */
export function shownEach(elements: Element[]): boolean[] {
  const isShown = (element: Element) => {
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
  return elements.map(isShown)
}

/** Whether the one element `locator` stands for is really seen (see shownEach). */
export async function shown(locator: Locator): Promise<boolean> {
  const each = await locator.evaluateAll(shownEach)
  if (each.length !== 1) throw new Error(`${locator} matches ${each.length} elements, not one`)
  return each[0]
}

/** The texts of the elements `locator` matches, with whether each is really seen. */
export async function textsShown(locator: Locator): Promise<{ text: string; shown: boolean }[]> {
  const [texts, each] = await Promise.all([locator.allTextContents(), locator.evaluateAll(shownEach)])
  return texts.map((text, index) => ({ text: normalise(text), shown: each[index] }))
}

/**
 * The icons on screen in `scope` that draw nothing, named by their symbol. An
 * icon is a <use> of a symbol the page holds once (IconSprite); without its
 * symbol it is an empty box. Throws when `scope` shows no icon at all.
 */
export async function blankIcons(scope: Locator): Promise<string[]> {
  const { shown, blank } = await scope.evaluate((root) => {
    const uses = [...root.querySelectorAll<SVGUseElement>("svg use")].filter((use) =>
      use.ownerSVGElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
    const empty = uses.filter((use) => {
      const box = use.getBBox()
      return box.width < 1 || box.height < 1
    })
    return { shown: uses.length, blank: empty.map((use) => use.getAttribute("href") ?? "") }
  })
  if (shown === 0) throw new Error(`${scope} shows no icon`)
  return blank
}

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

/** The main navigation landmark in the top bar, named by site.yaml's label. */
export const mainNav = (page: Page, label = published.site.labels.mainNav) =>
  page.locator(`header[data-scrolled] nav[aria-label="${label}"]`)

/** The button that opens and closes the menu on small screens (a native popover's invoker). */
export const menuToggle = (page: Page) => mainNav(page).locator("button[popovertarget]")

/** The list of links the toggle opens: the popover on small screens, the row in the bar on wide ones. */
export async function menuList(page: Page): Promise<Locator> {
  const id = await menuToggle(page).getAttribute("popovertarget")
  if (!id) throw new Error("The menu toggle names no popover")
  return page.locator(`[id="${id}"]`)
}

/** Whether the menu's popover is open. */
export const menuOpen = async (page: Page) => (await menuList(page)).evaluate((list) => list.matches(":popover-open"))

/** The treatment category headers on /treatments/: the <summary> of each category's <details>. */
export const categoryHeaders = (page: Page) => page.locator("main details[data-category] > summary")

/** The list of treatment cards a category header opens. */
export const categoryList = (header: Locator) => header.locator("xpath=../ul")

/** Whether the category of this header is open. */
export const categoryOpen = (header: Locator) =>
  header.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)

/** A frame as drawn: whether a category was open, whether its list was laid out, and the category's height in px. */
export type ListFrame = { open: boolean; laidOut: boolean; height: number }

/**
 * From the next frame on, records each frame's state of the header's category; the function it
 * returns reads the frames so far. The list is found by its id each frame, as React may render it
 * anew in place of the server's.
 */
export async function recordListFrames(header: Locator): Promise<() => Promise<ListFrame[]>> {
  const key = `listFrames${Math.random().toString(36).slice(2)}`
  await header.evaluate((summary, key) => {
    const details = summary.parentElement as HTMLDetailsElement
    const id = details.querySelector(":scope > ul")!.id
    const frames: ListFrame[] = []
    const record = () => {
      frames.push({
        open: details.open,
        laidOut: (document.getElementById(id)?.getClientRects().length ?? 0) > 0,
        height: details.getBoundingClientRect().height,
      })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
    Object.assign(window, { [key]: frames })
  }, key)
  return () => header.page().evaluate((key) => (window as unknown as Record<string, ListFrame[]>)[key]!.slice(), key)
}

/**
 * Until a category's expand or collapse (a CSS transition of its ::details-content, which
 * Chromium's getAnimations() does not list) has finished: its height the same over 200 ms. Read
 * from here, not by requestAnimationFrame, which a page without JavaScript never calls back.
 */
export async function waitForCategoryTransition(header: Locator): Promise<void> {
  const heights: number[] = []
  await eventually(
    async () => {
      heights.push(await header.evaluate((summary) => summary.parentElement!.getBoundingClientRect().height))
      expect(heights.slice(-3)).toEqual(Array(3).fill(heights[heights.length - 1]))
    },
    5000,
    100,
  )
}

/**
 * What Chromium tells assistive technology about an element: its role, name
 * and expanded state (which the browser gives a <summary> and a popover's
 * invoker by itself, with no ARIA attribute in the page).
 */
export async function accessibleState(locator: Locator): Promise<{ role: string; name: string; expanded?: boolean }> {
  const page = locator.page()
  const mark = `ax-${Math.random().toString(36).slice(2)}`
  await locator.evaluate((element, value) => element.setAttribute("data-ax-probe", value), mark)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${mark}"]`,
    })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    const node = nodes[0]
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value as
      boolean | undefined
    return {
      role: String(node?.role?.value ?? ""),
      name: normalise(String(node?.name?.value ?? "")),
      ...(expanded !== undefined && { expanded }),
    }
  } finally {
    await cdp.detach()
    await locator.evaluate((element) => element.removeAttribute("data-ax-probe"))
  }
}
/** The hosts of the requests the browser session blocked since `from` (an index into `blocked`). */
export const blockedHostsSince = (session: BrowserSession, from: number) => [
  ...new Set(session.blocked.slice(from).map((url) => new URL(url).hostname)),
]
