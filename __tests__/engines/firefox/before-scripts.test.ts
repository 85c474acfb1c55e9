/**
 * Firefox's first paint, before the page's scripts have run (e2e/before-scripts.test.ts in Chromium): with every
 * request for a script held unanswered, the controls that are the browser's own already work: a category's header
 * opens and closes it, the menu's toggle opens the menu (a popover) and Escape closes it; the top bar is readable.
 */
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import {
  CATEGORY_HEADERS,
  categoriesSettled,
  categoryStates,
  namesSeen,
  shownWhenOpen,
  treatmentsShown,
} from "./catalogue"
import {
  all,
  barLook,
  clickOn,
  focusedOn,
  isSeen,
  MENU_LIST,
  MENU_TOGGLE,
  menuOpen,
  notHydrated,
  openWithScriptsHeld,
  scrollToY,
  SOLID,
  textsSeen,
  TRANSPARENT,
} from "./pages"
import { normalise } from "../../support/expected-content"

firefoxSuite()

atEachWidth((screen) => {
  test("a category's header opens and closes it, showing its treatments; the top bar is readable", async ({
    tab,
    origin,
    expected,
  }) => {
    await openWithScriptsHeld(tab, origin, "/treatments/")
    // Solid past 50 px by the browser's scroll timeline; at the top transparent where the browser has scroll
    // timelines, solid where it has none (Firefox 153), readable over any block.
    const timelines = await tab.evaluate(() => CSS.supports("animation-timeline: scroll()"))
    await expect.poll(() => barLook(tab)).toEqual(timelines ? TRANSPARENT : SOLID)
    await scrollToY(tab, 60)
    await expect.poll(() => barLook(tab)).toEqual(SOLID)

    const [first] = expected.categories
    await clickOn(tab, CATEGORY_HEADERS, 0)
    expect((await categoryStates(tab))[0]).toEqual({ name: first.name, open: true })
    await categoriesSettled(tab)
    expect((await treatmentsShown(tab))[0]).toEqual(shownWhenOpen(first))
    await clickOn(tab, CATEGORY_HEADERS, 0)
    expect((await categoryStates(tab))[0].open).toBe(false)
    await categoriesSettled(tab)
    expect(namesSeen((await treatmentsShown(tab))[0])).toEqual([])
    expect(await notHydrated(tab)).toBe(true)
  })

  if (screen.name === "phone")
    test("the menu's toggle opens the menu with the site's links, and Escape closes it", async ({
      tab,
      origin,
      expected,
    }) => {
      await openWithScriptsHeld(tab, origin, "/")
      await clickOn(tab, MENU_TOGGLE)
      expect(await menuOpen(tab)).toBe(true)
      expect(await textsSeen(await all(tab, `${MENU_LIST} a`))).toEqual(
        expected.site.nav.map(({ label }) => ({ text: normalise(label), seen: true })),
      )
      await expect.poll(() => barLook(tab)).toEqual(SOLID)
      await tab.keyboard.press("Escape")
      expect(await menuOpen(tab)).toBe(false)
      expect(await isSeen(tab, MENU_LIST)).toBe(false)
      expect(await focusedOn(tab, MENU_TOGGLE)).toBe(true)
      expect(await notHydrated(tab)).toBe(true)
    })
})
