/**
 * The reveal blocks in Firefox (docs/product.md, Motion; e2e/support/pages.ts's revealsDone in Chromium): once the
 * page's scripts run, the [data-reveal] blocks below the first screen wait hidden, fade in as the visitor scrolls
 * to them, and all end fully opaque.
 */
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import { revealsNotDone, scrollToY, visit } from "./pages"

firefoxSuite()

atEachWidth(() => {
  test("the blocks below the first screen fade in as the page is scrolled through, and all end fully opaque", async ({
    tab,
    origin,
  }) => {
    await visit(tab, origin, "/")
    // Below the first screen they wait, hidden: the page does hide them (or this test would prove nothing).
    await expect.poll(async () => (await revealsNotDone(tab)).length).toBeGreaterThan(0)
    // Down the page most of a screen at a time, two frames at each stop, as a reader scrolls.
    const { height, step } = await tab.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      step: Math.floor(window.innerHeight * 0.9),
    }))
    for (let y = step; y < height + step; y += step) await scrollToY(tab, y)
    await expect.poll(() => revealsNotDone(tab), { message: "blocks still hidden or fading in" }).toEqual([])
    // Back at the top, nothing hides again.
    await scrollToY(tab, 0)
    expect(await revealsNotDone(tab)).toEqual([])
  })
})
