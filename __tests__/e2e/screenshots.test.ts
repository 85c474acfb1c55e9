/**
 * Every page at a phone's and a desktop's width as it looks once it has settled (fonts loaded, every block
 * faded in, photos decoded, animations finished, the map's frame left out), compared pixel by pixel with
 * the screenshot in __tests__/e2e/screenshots/. After an intended change of the design, `npm run
 * screenshots:update` writes the new ones, to be looked at and committed with the change.
 *
 * Taken of the second site only (tagged @second-site: the edited-phone and edited-desktop projects), which is
 * built from frozen content no editor changes (__tests__/fixtures/frozen-content/README.md): an editor's
 * publish (a price, a category, a team member) never changes them, a change of the design always does.
 *
 * Drawing differs between browsers and systems, so the screenshots are kept per system and browser major
 * (playwright.config.ts); where there are none for the browser at hand (Google Chrome in GitHub's runner),
 * the test says so and is skipped.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page, TestInfo } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { categoryHeaders, categorySettled, revealsDone, scrollThrough, visit } from "./support/pages"

const SECOND_SITE = "@second-site"

const PAGES = {
  home: "/",
  about: "/about/",
  treatments: "/treatments/",
  contact: "/contact/",
  "not-found": "/no-such-page/",
}

/** Skips the test where no screenshots were made for this browser and system, or for this second catalogue. */
function skipWithoutScreenshots(testInfo: TestInfo, name: string) {
  test.skip(process.env.SECOND_CATALOGUE === "small", "The screenshots are of the large second catalogue")
  const browserFolder = path.dirname(path.dirname(testInfo.snapshotPath(name)))
  test.skip(
    !fs.existsSync(browserFolder) && testInfo.config.updateSnapshots === "none",
    `No screenshots for this browser and system (${path.basename(browserFolder)}): npm run screenshots:update makes them`,
  )
}

/**
 * How far a pixel's colour may move before it counts as changed: Playwright's default (0.2 of the YIQ range)
 * let the page's background go from paper #FAF7F2 to #F3EEE6 unnoticed; one site and one browser draw the same
 * pixels every time, so a design change must show.
 */
const STRICT = { threshold: 0.01 }

const settledDrawing = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })

for (const [name, route] of Object.entries(PAGES)) {
  test(`${route} looks as in its screenshot`, { tag: SECOND_SITE }, async ({ page }, testInfo) => {
    skipWithoutScreenshots(testInfo, `${name}.png`)
    await visit(page, route)
    await scrollThrough(page)
    await settledDrawing(page)
    await expect(page).toHaveScreenshot(`${name}.png`, {
      ...STRICT,
      fullPage: true,
      animations: "disabled",
      mask: [page.locator("iframe")],
    })
  })
}

// The narrowest phones: what a visitor sees of the first category, opened and scrolled to (its header below the
// top bar, its description and first cards), within the screen and nothing cut off.
for (const width of [320, 360]) {
  test(
    `the first category, open on a ${width} px phone, looks as in its screenshot`,
    { tag: ["@phone", SECOND_SITE] },
    async ({ page }, testInfo) => {
      const name = `treatments-open-${width}.png`
      skipWithoutScreenshots(testInfo, name)
      await page.setViewportSize({ width, height: 760 })
      await visit(page, "/treatments/")
      await scrollThrough(page)
      const header = categoryHeaders(page).first()
      // Clicked where no pointer stays: a pointer left on the page would light up what it hovers.
      await header.dispatchEvent("click")
      await categorySettled(header)
      await header.evaluate((summary) => summary.scrollIntoView({ block: "start", behavior: "instant" }))
      await revealsDone(page)
      await settledDrawing(page)
      await expect(page).toHaveScreenshot(name, { ...STRICT, animations: "disabled" })
    },
  )
}
