/**
 * The site in Safari's engine with JavaScript switched off (MiniBrowser's enable-javascript=false; the page's
 * scripts are not even fetched): the top bar turns solid past 50 px by the browser's own scroll timeline, both
 * ways (in an engine without one, the CSS's fallback: solid throughout); every reveal block is opaque from the
 * start; the menu is a native popover that opens from its toggle and closes on Escape; an address naming a
 * treatment opens its category and lands its card below the top bar. One file, run in one worker, so that only
 * one worker needs a session without JavaScript.
 */
import { normalise } from "../../support/expected-content"
import { expect, PHONE, test } from "./support/fixtures"
import { LANDED, place, treatmentsToTry } from "./support/landing"
import {
  barLook,
  MENU_LIST,
  MENU_TOGGLE,
  menuOpen,
  scriptsRan,
  SOLID,
  textsSeen,
  TOP_BAR,
  TRANSPARENT,
} from "./support/site"

test.describe.configure({ mode: "default" })
test.use({ javaScript: false })

test("the top bar is transparent at the top and solid past 50 px, both ways, with no script run", async ({
  tab,
}, testInfo) => {
  await tab.goto("/about/")
  expect(await scriptsRan(tab)).toBe(false)
  // The browser's scroll timeline switches the look (WebKitGTK 2.50 has one). An engine without scroll-driven
  // animations runs the animation as an ordinary one of 0 s, which holds its end: solid at every position.
  const timeline = await tab.evaluate(() => CSS.supports("animation-timeline: scroll()"))
  testInfo.annotations.push({ type: "top bar", description: timeline ? "scroll timeline" : "fallback: always solid" })
  const atTop = timeline ? TRANSPARENT : SOLID
  await expect.poll(() => barLook(tab)).toEqual(atTop)
  await tab.scrollToY(40)
  await expect.poll(() => barLook(tab)).toEqual(atTop)
  await tab.scrollToY(60)
  await expect.poll(() => barLook(tab)).toEqual(SOLID)
  await tab.scrollToY(1500)
  expect(await barLook(tab)).toEqual(SOLID)
  await tab.scrollToY(0)
  await expect.poll(() => barLook(tab)).toEqual(atTop)
  // No script has read the scroll: the browser did it all.
  expect(await tab.evaluate((top) => document.querySelector(top)!.hasAttribute("data-scrolled"), TOP_BAR)).toBe(false)
  expect(await scriptsRan(tab)).toBe(false)
})

for (const route of ["/", "/about/", "/treatments/"]) {
  test(`${route} shows every reveal block fully opaque from the start`, async ({ tab }) => {
    await tab.goto(route)
    const opacities = await tab.evaluate(() =>
      [...document.querySelectorAll("[data-reveal]")].map((block) => getComputedStyle(block).opacity),
    )
    expect(opacities.length).toBeGreaterThan(0)
    expect(opacities.filter((opacity) => opacity !== "1")).toEqual([])
  })
}

test.describe("on a phone", () => {
  test.use({ screenSize: PHONE })

  test("the menu opens from its toggle and closes on Escape", async ({ tab, expected }) => {
    await tab.goto("/")
    await tab.click(await tab.element(MENU_TOGGLE))
    expect(await menuOpen(tab)).toBe(true)
    const links = expected.site.nav.map((item) => ({ text: normalise(item.label), seen: true }))
    await expect.poll(() => textsSeen(tab, `${MENU_LIST} a`)).toEqual(links)
    await tab.press("Escape")
    expect(await menuOpen(tab)).toBe(false)
    expect(await scriptsRan(tab)).toBe(false)
  })
})

for (const which of ["first", "middle", "last"] as const) {
  test(`an address naming the ${which} treatment opens its category and lands its card below the top bar`, async ({
    tab,
    content,
  }) => {
    const { slug } = treatmentsToTry(content)[which]
    await tab.goto(`/treatments/#${slug}`)
    await expect.poll(() => place(tab, slug)).toMatchObject(LANDED)
  })
}
