/**
 * The categories of /treatments/ in Firefox (e2e/treatments.test.ts in Chromium): each a native <details> whose
 * header opens it; opened, its treatments' names, durations and prices are on screen as content/ has them; closed
 * again, its list is gone from the screen. With every category open, the page is no wider than the window.
 */
import type { Page } from "puppeteer-core"
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import {
  CATEGORY_HEADERS,
  categoriesSettled,
  categoryStates,
  expectEveryTreatmentShown,
  namesSeen,
  treatmentsShown,
} from "./catalogue"
import { clickOn, sidewaysOverflow, visit } from "./pages"

firefoxSuite()

/** Clicks every category's header, the last first: opening a category moves the headers below it. */
async function openEveryCategory(page: Page, count: number): Promise<void> {
  for (let index = count - 1; index >= 0; index--) await clickOn(page, CATEGORY_HEADERS, index)
  await categoriesSettled(page)
}

atEachWidth(() => {
  test("a category opens on a click of its header, showing its treatments with durations and prices (the page no wider than the window), and closes on another", async ({
    tab,
    origin,
    expected,
  }) => {
    await visit(tab, origin, "/treatments/")
    expect(await categoryStates(tab)).toEqual(expected.categories.map(({ name }) => ({ name, open: false })))
    // Closed, a category shows none of its cards.
    expect((await treatmentsShown(tab)).flatMap(namesSeen)).toEqual([])

    await openEveryCategory(tab, expected.categories.length)
    expect(await categoryStates(tab)).toEqual(expected.categories.map(({ name }) => ({ name, open: true })))
    await expectEveryTreatmentShown(tab, expected)
    // Soft: a page that scrolls sideways fails the test, which still goes on to check closing.
    expect.soft(await sidewaysOverflow(tab), "what makes the page scroll sideways").toEqual([])

    // Closing shrinks the list first (0.3 s, the site's script), then the browser closes the category.
    await clickOn(tab, CATEGORY_HEADERS, 0)
    await expect.poll(async () => (await categoryStates(tab))[0].open).toBe(false)
    await categoriesSettled(tab)
    expect(namesSeen((await treatmentsShown(tab))[0])).toEqual([])
    // The others stay open.
    expect((await categoryStates(tab)).slice(1).every(({ open }) => open)).toBe(true)
  })
})
