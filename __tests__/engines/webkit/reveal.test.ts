/**
 * The blocks that fade in as they come into view (docs/product.md, Motion) in Safari's engine, on the home page,
 * which has the most: below the first screen a block waits hidden, and every block the visitor has scrolled to
 * ends fully opaque. Without scripts every block is opaque from the start: without-scripts.test.ts.
 */
import { expect, test } from "./support/fixtures"
import type { WebKitPage } from "./support/page"
import { hydrated } from "./support/site"

/** The opacity of each rendered [data-reveal] block. */
const opacities = (tab: WebKitPage) =>
  tab.evaluate(() =>
    [...document.querySelectorAll("[data-reveal]")]
      .filter((block) => block.checkVisibility())
      .map((block) => getComputedStyle(block).opacity),
  )

/** The rendered blocks not fully opaque yet, by the start of their text; scrolls to the first one still hidden. */
const stillFading = (tab: WebKitPage) =>
  tab.evaluate(() => {
    const notDone = [...document.querySelectorAll("[data-reveal]")].filter(
      (block) => block.checkVisibility() && getComputedStyle(block).opacity !== "1",
    )
    // A block passed before the animation code arrived waits hidden until it is scrolled to again (as e2e's).
    notDone.find((block) => getComputedStyle(block).opacity === "0")?.scrollIntoView({ block: "center" })
    return notDone.map((block) => `${block.localName} "${(block.textContent ?? "").slice(0, 40)}"`)
  })

test("the blocks below the first screen wait hidden, and all end fully opaque once scrolled to", async ({ tab }) => {
  await tab.goto("/")
  await hydrated(tab)
  // Below the first screen, blocks wait hidden: the reveal is at work in this engine.
  await expect.poll(async () => (await opacities(tab)).filter((opacity) => opacity === "0").length).toBeGreaterThan(0)
  // Down the page most of a screen at a time, as a reader scrolls.
  const { height, step } = await tab.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight * 0.9),
  }))
  for (let y = step; y < height + step; y += step) await tab.scrollToY(y)
  await expect.poll(() => stillFading(tab), { timeout: 15_000, message: "blocks still fading in" }).toEqual([])
  expect((await opacities(tab)).length).toBeGreaterThan(0)
})
