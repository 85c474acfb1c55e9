/**
 * The shared frame in Chromium (docs/product.md, Frame): the top bar that turns solid
 * past 50 px and back, the menu on small screens, and the booking link that
 * opens the booking page in a new tab with no opener and no referrer (every
 * page's booking links are checked on the visits of pages.test.ts).
 */
import type { Page, Route } from "playwright-core"
import { normalise, published } from "./support/content"
import {
  accessibleState,
  blankIcons,
  eventually,
  mainNav,
  menuList,
  menuOpen,
  menuToggle,
  scrollToY,
  shown,
  waitForHydration,
  WIDTHS,
} from "./support/pages"
import { startSiteSession } from "./support/site-session"

const { site } = published
const session = startSiteSession()
const open = async (route: string, width: number) => (await session.open(route, width)).page

/** What the top bar looks like: its state attribute and the computed styles that show it. */
const barLook = (page: Page) =>
  page.locator("header[data-scrolled]").evaluate((bar) => {
    const style = getComputedStyle(bar)
    const alpha = style.backgroundColor.startsWith("rgba(")
      ? Number(style.backgroundColor.split(",")[3]?.replace(")", ""))
      : 1
    return {
      scrolled: bar.getAttribute("data-scrolled"),
      transparent: style.backgroundColor === "rgba(0, 0, 0, 0)",
      opaqueEnough: alpha >= 0.85,
      blurred: /blur\(/.test(style.backdropFilter),
      shadowed: style.boxShadow !== "none",
    }
  })
const TRANSPARENT = { scrolled: "false", transparent: true, opaqueEnough: false, blurred: false, shadowed: false }
const SOLID = { scrolled: "true", transparent: false, opaqueEnough: true, blurred: true, shadowed: true }

describe.each(WIDTHS)("at %i px", (width) => {
  describe("the top bar", () => {
    it("is transparent at the top, solid (white, blurred, shadowed) past 50 px, and transparent again back at the top", async () => {
      const page = await open("/", width)
      expect(await barLook(page)).toEqual(TRANSPARENT)

      await scrollToY(page, 40)
      expect(await barLook(page)).toEqual(TRANSPARENT)

      await scrollToY(page, 60)
      // The colours change with a short transition: wait for its end.
      await eventually(async () => expect(await barLook(page)).toEqual(SOLID))
      await scrollToY(page, 600)
      expect(await barLook(page)).toEqual(SOLID)

      await scrollToY(page, 0)
      await eventually(async () => expect(await barLook(page)).toEqual(TRANSPARENT))
    })
  })

  describe("the skip link", () => {
    it("is the first stop for the keyboard, shows itself and moves the focus to the main content", async () => {
      const page = await open("/about/", width)
      await page.keyboard.press("Tab")
      const skip = page.getByRole("link", { name: site.labels.skipLink })
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
      await eventually(async () =>
        expect(await skip.evaluate((link) => link.getBoundingClientRect().top >= 0)).toBe(true),
      )
      expect(await shown(skip)).toBe(true)
      await page.keyboard.press("Enter")
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.localName)).toBe("main"))
    })
  })

  describe("the booking link", () => {
    it("opens the booking page in a new tab that has no opener and got no referrer", async () => {
      const page = await open("/", width)
      // Answer the booking page here (nothing leaves the machine), so the new tab
      // has a document whose window.opener and document.referrer can be read.
      const referers: (string | undefined)[] = []
      const fakeBookingPage = async (route: Route) => {
        referers.push((await route.request().headerValue("referer")) ?? undefined)
        await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Booking</title>" })
      }
      await session.browser.context.route(site.bookingUrl, fakeBookingPage)
      try {
        const popupEvent = page.waitForEvent("popup")
        await page.getByRole("banner").locator("a[data-booking-link]").click()
        const popup = await popupEvent
        session.closeAfterTest(popup)
        await popup.waitForLoadState()
        expect(popup.url()).toBe(site.bookingUrl)
        expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
          opener: null,
          referrer: "",
        })
        expect(referers).toEqual([undefined])
        // The site itself stays where it was.
        expect(new URL(page.url()).pathname).toBe("/")
      } finally {
        await session.browser.context.unroute(site.bookingUrl, fakeBookingPage)
      }
    })
  })
})

describe("at 375 px, the menu", () => {
  it("is closed at first: the toggle is exposed as collapsed and its list is neither shown nor exposed", async () => {
    const page = await open("/", 375)
    const toggle = menuToggle(page)
    expect(await toggle.isVisible()).toBe(true)
    expect(await accessibleState(toggle)).toEqual({ role: "button", name: site.labels.openMenu, expanded: false })
    expect(await blankIcons(toggle)).toEqual([])
    const list = await menuList(page)
    expect(await list.count()).toBe(1)
    expect(await shown(list)).toBe(false)
    // Nor exposed to assistive technology: its links are in no role query (which leaves out what is hidden).
    expect(await list.getByRole("link").count()).toBe(0)
  })

  it("opens with the toggle, showing the four links and focusing the first, the bar solid, and closes with it again", async () => {
    const page = await open("/", 375)
    const toggle = menuToggle(page)
    await toggle.click()
    expect(await menuOpen(page)).toBe(true)
    await eventually(async () =>
      expect(await accessibleState(toggle)).toEqual({ role: "button", name: site.labels.closeMenu, expanded: true }),
    )
    const list = await menuList(page)
    await eventually(async () => expect(await shown(list)).toBe(true))
    const links = list.getByRole("link")
    expect(await links.allTextContents()).toEqual(site.nav.map((item) => item.label))
    for (const link of await links.all()) expect(await shown(link)).toBe(true)
    await eventually(async () =>
      expect(await links.first().evaluate((link) => link === document.activeElement)).toBe(true),
    )
    await eventually(async () =>
      expect({ ...(await barLook(page)), scrolled: "-" }).toEqual({ ...SOLID, scrolled: "-" }),
    )

    await toggle.click()
    expect(await menuOpen(page)).toBe(false)
    expect(await shown(list)).toBe(false)
    await eventually(async () => expect((await accessibleState(toggle)).expanded).toBe(false))
  })

  it("closes on Escape and gives the focus back to the toggle", async () => {
    const page = await open("/", 375)
    const toggle = menuToggle(page)
    await toggle.click()
    const list = await menuList(page)
    await eventually(async () => expect(await shown(list)).toBe(true))
    await page.keyboard.press("Escape")
    expect(await menuOpen(page)).toBe(false)
    expect(await shown(list)).toBe(false)
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it("closes on a tap outside it", async () => {
    const page = await open("/", 375)
    await menuToggle(page).click()
    await page.mouse.click(200, 600)
    expect(await menuOpen(page)).toBe(false)
  })

  it("navigates when a link is chosen and closes", async () => {
    // A link of site.yaml's menu to a page other than the one open (the home page).
    const target = site.nav.find((item) => item.path !== "/") ?? site.nav[0]
    const { heading } = published.routes.find(({ path }) => path === target.path)!
    const page = await open("/", 375)
    const toggle = menuToggle(page)
    await toggle.click()
    const list = await menuList(page)
    await list.locator(`a[href="${target.path}"]`).click()
    await page.waitForURL((url) => url.pathname === target.path)
    await waitForHydration(page)
    await eventually(async () => expect(normalise(await page.locator("h1").innerText())).toBe(heading))
    expect(await menuOpen(page)).toBe(false)
    expect(await shown(list)).toBe(false)
    // Opened again on the new page, it marks the new page's link.
    await toggle.click()
    expect(await list.locator('a[aria-current="page"]').getAttribute("href")).toBe(target.path)
  })
})

describe("at 1280 px, the navigation", () => {
  it("shows the four links in the bar and no toggle", async () => {
    const page = await open("/", 1280)
    expect(await menuToggle(page).isVisible()).toBe(false)
    const links = mainNav(page).getByRole("link")
    expect(await links.allTextContents()).toEqual(site.nav.map((item) => item.label))
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      site.nav.map((item) => item.path),
    )
    for (const link of await links.all()) expect(await shown(link)).toBe(true)
  })
})
