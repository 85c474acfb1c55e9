/**
 * Full-page screenshots of every route at phone and desktop width, for a look
 * by eye after design changes: `node scripts/screenshots.mjs [baseUrl] [outDir]`
 * against a running `npm run serve`.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "playwright-core"
import chromiumSettings from "./chromium.cjs"

const { CHROME_PATH, CHROMIUM_ARGS } = chromiumSettings

const base = process.argv[2] ?? "http://localhost:9000"
const outDir = path.resolve(process.argv[3] ?? "screenshots")
const routes = {
  home: "/",
  about: "/about/",
  treatments: "/treatments/",
  contact: "/contact/",
  "not-found": "/no-such-page/",
}
const widths = [375, 1280]

fs.mkdirSync(outDir, { recursive: true })
const context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), "shots-")), {
  executablePath: CHROME_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
})
await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
const page = await context.newPage()
for (const width of widths) {
  await page.setViewportSize({ width, height: 900 })
  for (const [name, route] of Object.entries(routes)) {
    await page.goto(base + route, { waitUntil: "networkidle" })
    // Scroll through once so every reveal block has been seen, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
      await new Promise((r) => setTimeout(r, 1000))
    })
    const file = path.join(outDir, `${name}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
}
await context.close()
