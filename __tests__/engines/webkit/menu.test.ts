/**
 * The menu on a phone (docs/product.md, Frame) in Safari's engine: a native popover, opened by its toggle in
 * the top bar, showing the menu's links over a solid bar, and closed by Escape with the focus back on the
 * toggle. Without scripts: without-scripts.test.ts.
 */
import { normalise } from "../../support/expected-content"
import { expect, PHONE, test } from "./support/fixtures"
import { barLook, hydrated, MENU_LIST, MENU_TOGGLE, menuOpen, SOLID, textsSeen } from "./support/site"

test.use({ screenSize: PHONE })

test("opens from its toggle, showing the menu's links over a solid bar, and closes on Escape", async ({
  tab,
  expected,
}) => {
  await tab.goto("/")
  await hydrated(tab, MENU_TOGGLE)
  const toggle = await tab.element(MENU_TOGGLE)
  expect(await menuOpen(tab)).toBe(false)
  // The page fits the phone's width: nothing makes it scroll sideways (WebKitGTK's scrollbars overlay the page).
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect((await textsSeen(tab, `${MENU_LIST} a`)).filter(({ seen }) => seen)).toEqual([])

  await tab.click(toggle)
  await expect.poll(() => menuOpen(tab)).toBe(true)
  const links = expected.site.nav.map((item) => ({ text: normalise(item.label), seen: true }))
  await expect.poll(() => textsSeen(tab, `${MENU_LIST} a`)).toEqual(links)
  await expect.poll(() => barLook(tab)).toEqual(SOLID)

  await tab.press("Escape")
  await expect.poll(() => menuOpen(tab)).toBe(false)
  await expect.poll(async () => (await textsSeen(tab, `${MENU_LIST} a`)).filter(({ seen }) => seen)).toEqual([])
  expect(await tab.evaluateOn(toggle, (element) => element === document.activeElement)).toBe(true)
})
