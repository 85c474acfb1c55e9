/**
 * The top bar in Safari's engine (docs/product.md, Frame): transparent over the page's opening band, solid
 * (white, blurred, shadowed) once the page has scrolled past 50 px, and transparent again back at the top, as
 * the page's script sets it (data-scrolled). Without scripts: without-scripts.test.ts.
 */
import { expect, test } from "./support/fixtures"
import { barLook, hydrated, scriptsRan, SOLID, TOP_BAR, TRANSPARENT } from "./support/site"

test("the top bar is transparent at the top, solid past 50 px, and transparent again back at the top", async ({
  tab,
}) => {
  await tab.goto("/")
  await hydrated(tab)
  // The page's scripts run here (without-scripts.test.ts sees them not run with this same probe).
  expect(await scriptsRan(tab)).toBe(true)
  const scrolled = () => tab.evaluate((top) => document.querySelector(top)!.getAttribute("data-scrolled"), TOP_BAR)
  await expect.poll(scrolled).toBe("false")
  expect(await barLook(tab)).toEqual(TRANSPARENT)
  await tab.scrollToY(40)
  expect(await barLook(tab)).toEqual(TRANSPARENT)
  // The colours change with a short transition: the polls wait for its end.
  await tab.scrollToY(60)
  await expect.poll(() => barLook(tab)).toEqual(SOLID)
  expect(await scrolled()).toBe("true")
  await tab.scrollToY(1500)
  expect(await barLook(tab)).toEqual(SOLID)
  await tab.scrollToY(0)
  await expect.poll(() => barLook(tab)).toEqual(TRANSPARENT)
  expect(await scrolled()).toBe("false")
})
