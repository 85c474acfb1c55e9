/**
 * Every page at a phone's and a desktop's width as it looks once it has settled (fonts loaded, every block
 * faded in, photos decoded, animations finished, the map's frame left out), compared pixel by pixel with
 * the screenshot in __tests__/e2e/screenshots/. After an intended change of the design, `npm run
 * screenshots:update` writes the new ones, to be looked at and committed with the change.
 *
 * Drawing differs between browsers and systems, so the screenshots are kept per system and browser major
 * (playwright.config.ts); where there are none for the browser at hand (Google Chrome in GitHub's runner),
 * the test says so and is skipped.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./support/fixtures"
import { scrollThrough, visit } from "./support/pages"

const PAGES = {
  home: "/",
  about: "/about/",
  treatments: "/treatments/",
  contact: "/contact/",
  "not-found": "/no-such-page/",
}

for (const [name, route] of Object.entries(PAGES)) {
  test(`${route} looks as in its screenshot`, async ({ page }, testInfo) => {
    const browserFolder = path.dirname(path.dirname(testInfo.snapshotPath(`${name}.png`)))
    test.skip(
      !fs.existsSync(browserFolder) && testInfo.config.updateSnapshots === "none",
      `No screenshots for this browser and system (${path.basename(browserFolder)}): npm run screenshots:update makes them`,
    )
    await visit(page, route)
    await scrollThrough(page)
    await page.evaluate(async () => {
      await document.fonts.ready
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    })
    await expect(page).toHaveScreenshot(`${name}.png`, {
      fullPage: true,
      animations: "disabled",
      mask: [page.locator("iframe")],
    })
  })
}
