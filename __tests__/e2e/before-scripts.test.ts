/**
 * Every control works from its first paint (docs/product.md, Frame, Treatments,
 * Photos), in Chromium with the page's scripts held back: the category headers,
 * the menu, an address that names a treatment and the gallery's photos are the
 * browser's own (<details>, popover, links), so they answer before React has
 * arrived. Then the scripts are let through, and hydration keeps what the
 * visitor did meanwhile: a category opened stays open, one closed stays
 * closed, the menu stays open. The share button, which needs a script, is not
 * shown until it works. What to expect comes from content/.
 */
import type { Page } from "playwright-core"
import { ROUTES } from "../../src/routes"
import { CLASSES_ATTRIBUTE, GLOBAL_ATTRIBUTE } from "../../src/theme/served-styles"
import { publishedSite } from "../support/built-site"
import { normalise, published } from "./support/content"
import {
  categoryHeaders,
  categoryList,
  categoryOpen,
  eventually,
  menuList,
  menuOpen,
  menuToggle,
  recordListFrames,
  shown,
  viewport,
  waitForCategoryTransition,
  waitForHydration,
} from "./support/pages"
import { printA4 } from "./support/print"
import { startSiteSession } from "./support/site-session"

const session = startSiteSession()
const { categories, site } = published
const share = published.pages.treatments.share

type Held = { page: Page; release: () => void }

/**
 * A tab at `width` on `route` whose script requests wait until `release()`:
 * the page paints and works as the HTML alone makes it, for as long as a test needs.
 */
async function openWithScriptsHeld(route: string, width: number): Promise<Held> {
  const page = await session.browser.context.newPage()
  session.closeAfterTest(page)
  await page.setViewportSize(viewport(width))
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released
      await route.continue().catch(() => undefined)
    },
  )
  // Not "load": the page's load event waits for the scripts it has started to fetch.
  await page.goto(new URL(route.replace(/^\//, ""), session.server.url).href, { waitUntil: "domcontentloaded" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
  return { page, release }
}

/** Nothing of React in the page: the top bar has no props of React's. */
const notHydrated = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector("header[data-scrolled]")
    return bar !== null && !Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
  })

describe("before the page's scripts have run", () => {
  it.each([375, 1280])(
    "at %i px, a category header opens and closes its category, by tap and by key",
    async (width) => {
      const { page } = await openWithScriptsHeld("/treatments/", width)
      const headers = categoryHeaders(page)
      const first = headers.first()
      await first.click()
      expect(await categoryOpen(first)).toBe(true)
      await eventually(async () => expect(await shown(categoryList(first))).toBe(true))
      await first.click()
      expect(await categoryOpen(first)).toBe(false)
      await waitForCategoryTransition(first)
      await eventually(async () => expect(await shown(categoryList(first))).toBe(false))

      const last = headers.last()
      await last.focus()
      await page.keyboard.press("Enter")
      expect(await categoryOpen(last)).toBe(true)
      expect(await notHydrated(page)).toBe(true)
    },
  )

  it("an address naming a treatment opens its category and scrolls its card below the top bar", async () => {
    // The last treatment of the last category: the farthest down the page.
    const slug = publishedSite.content.categories.at(-1)!.treatments.at(-1)!.slug
    const { page } = await openWithScriptsHeld(`/treatments/#${slug}`, 375)
    const place = () =>
      page.evaluate((id) => {
        const card = document.getElementById(id)!
        const box = card.getBoundingClientRect()
        const bar = document.querySelector("header[data-scrolled]")!.getBoundingClientRect()
        return {
          open: card.closest("details")?.open,
          belowTopBar: box.top >= bar.bottom - 1,
          onScreen: box.top < window.innerHeight,
        }
      }, slug)
    // The browser scrolls to the fragment once it is parsed, and again as the layout settles (fonts, photos).
    await eventually(async () => expect(await place()).toEqual({ open: true, belowTopBar: true, onScreen: true }))
    expect(await shown(page.locator(`[id="${slug}"] h3`))).toBe(true)
    expect(await notHydrated(page)).toBe(true)
  })

  it("focusing the header of an open category again leaves its list on screen, frame by frame", async () => {
    const { page } = await openWithScriptsHeld("/treatments/", 375)
    const header = categoryHeaders(page).first()
    await header.click()
    await eventually(async () => expect(await shown(categoryList(header))).toBe(true))
    await waitForCategoryTransition(header)
    // To the first card's booking link and back, with the keyboard.
    await page.keyboard.press("Tab")
    const frames = await recordListFrames(header)
    await page.keyboard.press("Shift+Tab")
    expect(await header.evaluate((summary) => summary === document.activeElement)).toBe(true)
    await page.waitForTimeout(500)
    const drawn = await frames()
    expect(drawn.length).toBeGreaterThan(5)
    expect(drawn.every((frame) => frame.open && frame.laidOut)).toBe(true)
    expect(await notHydrated(page)).toBe(true)
  })

  it("find-in-page finds a treatment inside a closed category and opens it (a text fragment, the same search)", async () => {
    // A treatment outside the first category whose name is first found in its own card, so the search lands there.
    const { page: probe } = await openWithScriptsHeld("/treatments/", 375)
    const treatments = publishedSite.content.categories.slice(1).flatMap((category) => category.treatments)
    const firstFoundIn = await probe.locator("main").evaluate(
      (main, names) =>
        names.map((name) => {
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (node.textContent?.includes(name)) return node.parentElement?.closest("[data-treatment]")?.id
          return undefined
        }),
      treatments.map((treatment) => treatment.name),
    )
    const wanted = treatments.find((treatment, index) => firstFoundIn[index] === treatment.slug)
    if (!wanted) throw new Error("no treatment whose name is first found in its own card")
    expect(await probe.evaluate((id) => document.getElementById(id)!.closest("details")?.open, wanted.slug)).toBe(false)
    const { page } = await openWithScriptsHeld(`/treatments/#:~:text=${encodeURIComponent(wanted.name)}`, 375)
    await eventually(async () =>
      expect(
        await page.evaluate((id) => {
          const card = document.getElementById(id)!
          const box = card.getBoundingClientRect()
          return { open: card.closest("details")?.open, onScreen: box.bottom > 0 && box.top < window.innerHeight }
        }, wanted.slug),
      ).toEqual({ open: true, onScreen: true }),
    )
    expect(await notHydrated(page)).toBe(true)
  })

  it("the share button is not shown until it can copy", async () => {
    const { page, release } = await openWithScriptsHeld("/treatments/", 1280)
    const header = categoryHeaders(page).first()
    await header.click()
    const button = categoryList(header).getByRole("button", { name: share.copy, exact: false })
    expect(await button.count()).toBe(0)
    release()
    await waitForHydration(page)
    await eventually(async () =>
      expect(await categoryList(header).locator("button").count()).toBe(categories[0]!.treatments.length),
    )
    for (const each of await categoryList(header).locator("button").all()) expect(await shown(each)).toBe(true)
  })

  it("/contact/'s copy buttons are not shown until they can copy, and keep their place", async () => {
    const { page, release } = await openWithScriptsHeld("/contact/", 375)
    const buttons = page.locator("main dd button")
    expect(await buttons.count()).toBe(2)
    // Their layout boxes (offsets: a reveal's transform after hydration does not count).
    const boxes = () =>
      buttons.evaluateAll((elements) =>
        elements.map((element) => {
          const button = element as HTMLElement
          return [button.offsetTop, button.offsetLeft, button.offsetWidth, button.offsetHeight]
        }),
      )
    await page.evaluate(() => document.fonts.ready)
    const before = await boxes()
    for (const button of await buttons.all()) expect(await button.isVisible()).toBe(false)
    release()
    await waitForHydration(page)
    await eventually(async () => {
      for (const button of await buttons.all()) expect(await button.isVisible()).toBe(true)
    })
    expect(await boxes()).toEqual(before)
  })

  describe("at 375 px, the menu", () => {
    it("opens on the toggle, the bar solid, and closes on Escape and on a tap outside", async () => {
      const { page } = await openWithScriptsHeld("/", 375)
      const toggle = menuToggle(page)
      await toggle.click()
      expect(await menuOpen(page)).toBe(true)
      const list = await menuList(page)
      expect(await shown(list)).toBe(true)
      expect(await list.getByRole("link").allTextContents()).toEqual(site.nav.map((item) => item.label))
      await eventually(async () =>
        expect(
          await page.locator("header[data-scrolled]").evaluate((bar) => getComputedStyle(bar).backgroundColor),
        ).not.toBe("rgba(0, 0, 0, 0)"),
      )
      await page.keyboard.press("Escape")
      expect(await menuOpen(page)).toBe(false)
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)

      await toggle.click()
      expect(await menuOpen(page)).toBe(true)
      await page.mouse.click(200, 600)
      expect(await menuOpen(page)).toBe(false)
      expect(await notHydrated(page)).toBe(true)
    })

    it("follows a chosen link to its page", async () => {
      const target = site.nav.find((item) => item.path !== "/") ?? site.nav[0]!
      const { page } = await openWithScriptsHeld("/", 375)
      await menuToggle(page).click()
      await (await menuList(page)).locator(`a[href="${target.path}"]`).click()
      // Not its load event: that waits for the scripts, which are still held.
      await page.waitForURL((url) => url.pathname === target.path, { waitUntil: "commit" })
    })
  })

  it.each([
    ["/", published.pages.home.gallery.images[0]!],
    ["/treatments/", published.pages.treatments.gallery.images[0]!],
  ])("on %s, a tap on a gallery photo shows the large photo", async (route, photo) => {
    const { page } = await openWithScriptsHeld(route, 375)
    const link = page.getByRole("link", { name: `${site.labels.lightbox.open}: ${photo.alt}` })
    await link.scrollIntoViewIfNeeded()
    const [response] = await Promise.all([page.waitForNavigation(), link.click()])
    expect(response?.headers()["content-type"]).toMatch(/^image\//)
    const size = await page.evaluate(() => {
      const image = document.querySelector("img")!
      return { width: image.naturalWidth, complete: image.complete }
    })
    expect(size.complete).toBe(true)
    expect(size.width).toBeGreaterThanOrEqual(640)
  })

  it("prints every category open, every treatment with its price, on at most two A4 pages", async () => {
    const { page } = await openWithScriptsHeld("/treatments/", 1280)
    const { pages, text } = await printA4(page)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(2)
    const expected = published.treatments.flatMap((t) => [t.name, t.price])
    expect(expected.filter((line) => !text.includes(normalise(line)))).toEqual([])
  })
})

describe("hydration keeps what the visitor did before it", () => {
  it("a category opened stays open, one opened and closed stays closed, and the menu stays open", async () => {
    const { page, release } = await openWithScriptsHeld("/treatments/", 375)
    const headers = categoryHeaders(page)
    const opened = headers.first()
    const closed = headers.last()
    await opened.click()
    await closed.click()
    await closed.click()
    await menuToggle(page).click()
    expect(await notHydrated(page)).toBe(true)

    release()
    await waitForHydration(page)
    expect(await categoryOpen(opened)).toBe(true)
    expect(await shown(categoryList(opened))).toBe(true)
    expect(await categoryOpen(closed)).toBe(false)
    expect(await menuOpen(page)).toBe(true)
    // React now follows the menu's state: the toggle is named for closing it.
    expect(await menuToggle(page).getAttribute("aria-label")).toBe(site.labels.closeMenu)
    // ...and the opened category's cards are React's: their share buttons are shown.
    await page.keyboard.press("Escape")
    await eventually(async () =>
      expect(await categoryList(opened).locator("button").count()).toBe(categories[0]!.treatments.length),
    )
  })

  /** The page's style tags in the head's order: attributes, rules, and whether each is the element first seen. */
  const styleTags = (page: Page) =>
    page.evaluate(() =>
      [...document.head.querySelectorAll("style")].map((tag, index) => {
        if (!tag.hasAttribute("data-probe")) tag.setAttribute("data-probe", String(index))
        return {
          probe: tag.getAttribute("data-probe"),
          attributes: tag.getAttributeNames().filter((name) => name !== "data-probe"),
          rules: [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        }
      }),
    )

  it.each(Object.values(ROUTES))(
    "%s: hydration leaves the server's style tags where they are and adds no rule (either would recalculate the whole page's style; served-styles.ts)",
    async (route) => {
      const { page, release } = await openWithScriptsHeld(route, 375)
      const served = await styleTags(page)
      expect(served.filter((tag) => tag.attributes.includes(CLASSES_ATTRIBUTE))).toHaveLength(1)
      expect(served.filter((tag) => tag.attributes.includes(GLOBAL_ATTRIBUTE))).toHaveLength(1)
      // Every time a style tag leaves the head or enters it, from here until the page has hydrated.
      await page.evaluate(() => {
        const moves: string[] = []
        Object.assign(window, { styleMoves: moves })
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of [...record.addedNodes, ...record.removedNodes])
              if (node instanceof HTMLStyleElement) moves.push(node.getAttribute("data-probe") ?? "a new tag")
        }).observe(document.head, { childList: true })
      })
      release()
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves)).toEqual([])
      expect(await styleTags(page)).toEqual(served)
    },
  )

  it("after a category and the menu open, only the rules of what the scripts draw are added, none again", async () => {
    const { page, release } = await openWithScriptsHeld("/treatments/", 375)
    const served = await styleTags(page)
    release()
    await waitForHydration(page)
    await categoryHeaders(page).first().click()
    await menuToggle(page).click()
    // A tag after the server's may hold the rules of what only the scripts draw (the cards' share buttons).
    const after = await styleTags(page)
    expect(after.slice(0, served.length)).toEqual(served)
    const servedRules = served.flatMap((tag) => tag.rules)
    const added = after.slice(served.length).flatMap((tag) => tag.rules)
    expect(added.filter((rule) => servedRules.includes(rule))).toEqual([])
    expect(added.length).toBeLessThan(servedRules.length / 4)
  })
})
