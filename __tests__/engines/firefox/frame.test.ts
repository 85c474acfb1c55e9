/**
 * The shared frame in Firefox (e2e/frame.test.ts in Chromium): the top bar that is transparent at the top and turns
 * solid past 50 px, and back; on a phone the menu, a native popover opened by its toggle, whose links lead to their
 * pages and which Escape closes, the focus back on the toggle; on a desktop the links in the bar instead.
 */
import { normalise } from "../../support/expected-content"
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import {
  all,
  barLook,
  clickOn,
  focusedOn,
  hydrated,
  isSeen,
  MENU_LIST,
  MENU_TOGGLE,
  menuOpen,
  scrollToY,
  SOLID,
  textsSeen,
  TOP_BAR,
  TRANSPARENT,
  visit,
} from "./pages"

firefoxSuite()

atEachWidth((screen) => {
  test("the top bar is transparent at the top, solid past 50 px, and transparent again back at the top", async ({
    tab,
    origin,
  }) => {
    await visit(tab, origin, "/")
    expect(await barLook(tab)).toEqual(TRANSPARENT)
    await scrollToY(tab, 40)
    expect(await barLook(tab)).toEqual(TRANSPARENT)
    // The colours change with a short transition: the poll waits for its end.
    await scrollToY(tab, 60)
    await expect.poll(() => barLook(tab)).toEqual(SOLID)
    await scrollToY(tab, 600)
    expect(await barLook(tab)).toEqual(SOLID)
    await scrollToY(tab, 0)
    await expect.poll(() => barLook(tab)).toEqual(TRANSPARENT)
  })

  if (screen.name === "phone")
    test("the menu opens from its toggle with the site's links, closes on Escape giving the focus back to the toggle, and a link leads to its page", async ({
      tab,
      origin,
      expected,
    }) => {
      const { nav } = expected.site
      await visit(tab, origin, "/")
      expect(await isSeen(tab, MENU_LIST)).toBe(false)
      await clickOn(tab, MENU_TOGGLE)
      expect(await menuOpen(tab)).toBe(true)
      await expect.poll(() => isSeen(tab, MENU_LIST)).toBe(true)
      expect(await textsSeen(await all(tab, `${MENU_LIST} a`))).toEqual(
        nav.map(({ label }) => ({ text: normalise(label), seen: true })),
      )
      await expect.poll(() => barLook(tab)).toEqual(SOLID)

      await tab.keyboard.press("Escape")
      expect(await menuOpen(tab)).toBe(false)
      expect(await isSeen(tab, MENU_LIST)).toBe(false)
      expect(await focusedOn(tab, MENU_TOGGLE)).toBe(true)

      // A link of the menu to a page other than the one open (the home page).
      const target = nav.find((item) => item.path !== "/") ?? nav[0]
      const { heading } = expected.routes.find(({ path }) => path === target.path)!
      await clickOn(tab, MENU_TOGGLE)
      await clickOn(tab, `${MENU_LIST} a[href="${target.path}"]`)
      await expect.poll(() => tab.evaluate(() => location.pathname)).toBe(target.path)
      await hydrated(tab)
      await expect
        .poll(() => tab.evaluate(() => document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim()))
        .toBe(heading)
      expect(await menuOpen(tab)).toBe(false)
    })
  else
    test("the navigation's links are in the bar, and no menu toggle", async ({ tab, origin, expected }) => {
      const { nav } = expected.site
      await visit(tab, origin, "/")
      expect(await isSeen(tab, MENU_TOGGLE)).toBe(false)
      const links = `${TOP_BAR} nav a`
      expect(await textsSeen(await all(tab, links))).toEqual(
        nav.map(({ label }) => ({ text: normalise(label), seen: true })),
      )
      expect(
        await tab.evaluate((query) => [...document.querySelectorAll(query)].map((a) => a.getAttribute("href")), links),
      ).toEqual(nav.map(({ path }) => path))
    })
})
