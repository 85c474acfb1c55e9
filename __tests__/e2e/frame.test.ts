/**
 * The shared frame (docs/product.md, Frame): the top bar that turns solid past 50 px and back, the skip
 * link, the menu on small screens and the links in the bar on wide ones, and the booking link that opens
 * the booking page in a new tab with no opener and no referrer (every page's booking links are checked on
 * the visits of pages.test.ts).
 */
import type { Page } from "@playwright/test"
import { normalise } from "../support/expected-content"
import { expect, test } from "./support/fixtures"
import {
  accessibleState,
  barLook,
  blankIcons,
  hydrated,
  menuList,
  menuOpen,
  menuToggle,
  scrollToY,
  SOLID,
  textsSeen,
  TOP_BAR,
  TRANSPARENT,
  visit,
} from "./support/pages"

/** The top bar's look and its state attribute (the script's reading of the scroll). */
const barState = async (page: Page) => ({
  ...(await barLook(page)),
  scrolled: await page.locator(TOP_BAR).getAttribute("data-scrolled"),
})
const TRANSPARENT_STATE = { ...TRANSPARENT, scrolled: "false" }
const SOLID_STATE = { ...SOLID, scrolled: "true" }

test("the top bar is transparent at the top, solid (white, blurred, shadowed) past 50 px, and transparent again back at the top", async ({
  page,
}) => {
  await visit(page, "/")
  expect(await barState(page)).toEqual(TRANSPARENT_STATE)
  await scrollToY(page, 40)
  expect(await barState(page)).toEqual(TRANSPARENT_STATE)
  // The colours change with a short transition: the poll waits for its end.
  await scrollToY(page, 60)
  await expect.poll(() => barState(page)).toEqual(SOLID_STATE)
  await scrollToY(page, 600)
  expect(await barState(page)).toEqual(SOLID_STATE)
  await scrollToY(page, 0)
  await expect.poll(() => barState(page)).toEqual(TRANSPARENT_STATE)
})

test("the skip link is the first stop for the keyboard, shows itself and moves the focus to the main content", async ({
  page,
  expected,
}) => {
  await visit(page, "/about/")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: expected.site.labels.skipLink })
  await expect(skip).toBeFocused()
  await expect.poll(() => skip.evaluate((link) => link.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
  await expect(skip).toBeSeen()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
})

test("the booking link opens the booking page in a new tab that has no opener and got no referrer", async ({
  page,
  context,
  expected,
}) => {
  const { bookingUrl } = expected.site
  await visit(page, "/")
  // Answer the booking page here (nothing leaves the machine), so the new tab has a document whose
  // window.opener and document.referrer can be read.
  const referers: (string | undefined)[] = []
  await context.route(bookingUrl, async (route) => {
    referers.push((await route.request().headerValue("referer")) ?? undefined)
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Booking</title>" })
  })
  const popupEvent = page.waitForEvent("popup")
  await page.getByRole("banner").locator("a[data-booking-link]").click()
  const popup = await popupEvent
  await popup.waitForLoadState()
  expect(popup.url()).toBe(bookingUrl)
  expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
    opener: null,
    referrer: "",
  })
  expect(referers).toEqual([undefined])
  // The site itself stays where it was.
  expect(new URL(page.url()).pathname).toBe("/")
})

test.describe("the menu", { tag: "@phone" }, () => {
  test("is closed at first: the toggle is exposed as collapsed and its list is neither shown nor exposed", async ({
    page,
    expected,
  }) => {
    await visit(page, "/")
    const toggle = menuToggle(page)
    await expect(toggle).toBeVisible()
    const { labels } = expected.site
    expect(await accessibleState(toggle)).toEqual({ role: "button", name: labels.openMenu, expanded: false })
    expect(await blankIcons(toggle)).toEqual([])
    await expect(menuList(page)).toHaveCount(1)
    await expect(menuList(page)).not.toBeSeen()
    // Nor exposed to assistive technology: its links are in no role query (which leaves out what is hidden).
    await expect(menuList(page).getByRole("link")).toHaveCount(0)
  })

  test("opens with the toggle, showing the four links and focusing the first, the bar solid, and closes with it again", async ({
    page,
    expected,
  }) => {
    const { labels, nav } = expected.site
    await visit(page, "/")
    const toggle = menuToggle(page)
    await toggle.click()
    expect(await menuOpen(page)).toBe(true)
    await expect.poll(() => accessibleState(toggle)).toEqual({ role: "button", name: labels.closeMenu, expanded: true })
    await expect(menuList(page)).toBeSeen()
    const links = menuList(page).getByRole("link")
    await expect.poll(() => textsSeen(links)).toEqual(nav.map((item) => ({ text: normalise(item.label), seen: true })))
    await expect(links.first()).toBeFocused()
    await expect.poll(() => barLook(page)).toEqual(SOLID)

    await toggle.click()
    expect(await menuOpen(page)).toBe(false)
    await expect(menuList(page)).not.toBeSeen()
    await expect.poll(async () => (await accessibleState(toggle)).expanded).toBe(false)
  })

  test("closes on Escape and gives the focus back to the toggle", async ({ page }) => {
    await visit(page, "/")
    await menuToggle(page).click()
    await expect(menuList(page)).toBeSeen()
    await page.keyboard.press("Escape")
    expect(await menuOpen(page)).toBe(false)
    await expect(menuList(page)).not.toBeSeen()
    await expect(menuToggle(page)).toBeFocused()
  })

  test("closes on a tap outside it", async ({ page }) => {
    await visit(page, "/")
    await menuToggle(page).click()
    await expect(menuList(page)).toBeSeen()
    await page.mouse.click(200, 600)
    expect(await menuOpen(page)).toBe(false)
  })

  test("navigates when a link is chosen and closes", async ({ page, expected }) => {
    // A link of site.yaml's menu to a page other than the one open (the home page).
    const target = expected.site.nav.find((item) => item.path !== "/") ?? expected.site.nav[0]
    const { heading } = expected.routes.find(({ path }) => path === target.path)!
    await visit(page, "/")
    await menuToggle(page).click()
    await menuList(page).locator(`a[href="${target.path}"]`).click()
    await page.waitForURL((url) => url.pathname === target.path)
    await hydrated(page)
    await expect(page.locator("h1")).toHaveText(heading)
    expect(await menuOpen(page)).toBe(false)
    await expect(menuList(page)).not.toBeSeen()
    // Opened again on the new page, it marks the new page's link.
    await menuToggle(page).click()
    await expect(menuList(page).locator('a[aria-current="page"]')).toHaveAttribute("href", target.path)
  })
})

test(
  "the navigation shows the four links in the bar and no toggle",
  { tag: "@desktop" },
  async ({ page, expected }) => {
    const { labels, nav } = expected.site
    await visit(page, "/")
    await expect(menuToggle(page)).toBeHidden()
    const links = page.locator(TOP_BAR).locator(`nav[aria-label="${labels.mainNav}"]`).getByRole("link")
    await expect(links).toHaveText(nav.map((item) => item.label))
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      nav.map((item) => item.path),
    )
    expect((await textsSeen(links)).every(({ seen }) => seen)).toBe(true)
  },
)
