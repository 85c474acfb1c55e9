/**
 * The built pages in a Firefox with JavaScript switched off (e2e/no-javascript.test.ts in Chromium): every page
 * shows its heading and every [data-reveal] block fully opaque, the top bar readable; the categories open natively
 * and show every treatment with its duration and price; on a phone the menu opens from its toggle (a native
 * popover); an address naming a treatment opens its category and lands its card below the top bar (landing.ts).
 *
 * All in one worker, one after another: a Firefox without JavaScript is a browser of its own (firefox.ts), started
 * once rather than in each worker.
 */
import type { Page } from "puppeteer-core"
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import { CATEGORY_HEADERS, categoriesSettled, categoryStates, expectEveryTreatmentShown } from "./catalogue"
import {
  all,
  barLook,
  clickOn,
  focusedOn,
  isSeen,
  MENU_LIST,
  MENU_TOGGLE,
  menuOpen,
  SOLID,
  textsSeen,
  TRANSPARENT,
  visit,
} from "./pages"
import { normalise } from "../../support/expected-content"
import { expectLandingThatHolds, treatmentsToTry } from "./landing"

firefoxSuite()
test.describe.configure({ mode: "default" })

/** Scrolls to `y` and waits for it from here: without scripts the page runs no animation frames to wait for. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(() => page.evaluate((top) => (window.scrollTo({ top, behavior: "instant" }), Math.round(window.scrollY)), y))
    .toBe(y)
}

atEachWidth((screen) => {
  test("every page shows its heading and every reveal block fully opaque, and a readable top bar", async ({
    tabWithoutScripts: tab,
    origin,
    expected,
  }) => {
    for (const { path, heading } of expected.routes) {
      const response = await visit(tab, origin, path, { hydrate: false })
      expect(response?.status(), path).toBe(200)
      // No script of the page ran: Gatsby's loader is not there.
      expect(await tab.evaluate(() => "___loader" in window), path).toBe(false)
      const h1 = await textsSeen(await all(tab, "h1"))
      // Soft, so one page's mismatch does not hide the next page's.
      expect.soft(h1, path).toEqual([{ text: heading, seen: true }])
      const reveals = await tab.evaluate(() =>
        [...document.querySelectorAll("[data-reveal]")].map((block) => ({
          text: (block.textContent ?? "").trim().slice(0, 40),
          opacity: getComputedStyle(block).opacity,
        })),
      )
      expect.soft(reveals.length, path).toBeGreaterThan(0)
      expect
        .soft(
          reveals.filter((block) => block.opacity !== "1"),
          path,
        )
        .toEqual([])

      // Past 50 px the bar is solid, by the browser's own scroll timeline; at the top it is transparent where the
      // browser has scroll timelines, and solid where it has none (Firefox 153): readable over any block.
      const timelines = await tab.evaluate(() => CSS.supports("animation-timeline: scroll()"))
      await scrollTo(tab, 0)
      await expect.soft.poll(() => barLook(tab), { message: path }).toEqual(timelines ? TRANSPARENT : SOLID)
      await scrollTo(tab, 60)
      await expect.soft.poll(() => barLook(tab), { message: path }).toEqual(SOLID)
    }
  })

  test("each category opens on a click of its header and shows its treatments, durations and prices; closes on another", async ({
    tabWithoutScripts: tab,
    origin,
    expected,
  }) => {
    await visit(tab, origin, "/treatments/", { hydrate: false })
    expect(await categoryStates(tab)).toEqual(expected.categories.map(({ name }) => ({ name, open: false })))
    // The last first: opening a category moves the headers below it.
    for (let index = expected.categories.length - 1; index >= 0; index--) await clickOn(tab, CATEGORY_HEADERS, index)
    expect(await categoryStates(tab)).toEqual(expected.categories.map(({ name }) => ({ name, open: true })))
    await categoriesSettled(tab)
    await expectEveryTreatmentShown(tab, expected)
    await clickOn(tab, CATEGORY_HEADERS, 0)
    expect((await categoryStates(tab))[0].open).toBe(false)
    await categoriesSettled(tab)
    expect(await isSeen(tab, `${CATEGORY_HEADERS} + ul`)).toBe(false)
  })

  if (screen.name === "phone")
    test("the menu opens from its toggle, shows the site's links, and closes on Escape", async ({
      tabWithoutScripts: tab,
      origin,
      expected,
    }) => {
      await visit(tab, origin, "/", { hydrate: false })
      await clickOn(tab, MENU_TOGGLE)
      expect(await menuOpen(tab)).toBe(true)
      expect(await textsSeen(await all(tab, `${MENU_LIST} a`))).toEqual(
        expected.site.nav.map(({ label }) => ({ text: normalise(label), seen: true })),
      )
      await tab.keyboard.press("Escape")
      expect(await menuOpen(tab)).toBe(false)
      expect(await isSeen(tab, MENU_LIST)).toBe(false)
      expect(await focusedOn(tab, MENU_TOGGLE)).toBe(true)
    })

  for (const which of ["first", "middle", "last"] as const)
    test(`an address naming the ${which} treatment opens its category and holds its card below the top bar`, async ({
      tabWithoutScripts: tab,
      origin,
      content,
    }) => {
      const { slug } = treatmentsToTry(content)[which]
      await visit(tab, origin, `/treatments/#${slug}`, { hydrate: false })
      await expectLandingThatHolds(tab, slug)
    })
})
