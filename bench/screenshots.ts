/**
 * `npm run screenshots -- [--base http://localhost:9000] [--out screenshots] [--compare before/]`: full-page
 * shots of every route at phone and desktop width, against a running `npm run serve`, for a look by eye after
 * design changes and to prove a refactoring changed nothing a visitor sees: `--compare dir` compares each shot
 * with the same-named one in `dir` pixel by pixel and prints which differ (exit code 1 if any does).
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { cliOptions } from "../scripts/cli-options"
import { ROUTES } from "../src/routes"
import { launchBrowser, loopbackOnly } from "./browser"

const { values } = cliOptions({ base: { type: "string" }, out: { type: "string" }, compare: { type: "string" } })
const base = values.base ?? "http://localhost:9000"
const outDir = path.resolve(values.out ?? "screenshots")
const compareDir = values.compare
const routes: Record<string, string> = { ...ROUTES, "not-found": "/no-such-page/" }
const widths = [375, 1280]

/** How many bytes of the two PNGs' pixels differ, or why they cannot be compared. */
async function difference(a: string, b: string): Promise<string | number> {
  if (!fs.existsSync(b)) return "no earlier shot"
  const [x, y] = await Promise.all([a, b].map((file) => sharp(file).raw().toBuffer({ resolveWithObject: true })))
  if (x.info.width !== y.info.width || x.info.height !== y.info.height)
    return `size ${x.info.width}×${x.info.height}, was ${y.info.width}×${y.info.height}`
  let differing = 0
  for (let i = 0; i < x.data.length; i++) if (x.data[i] !== y.data[i]) differing++
  return differing
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await launchBrowser()
  const context = await browser.newContext()
  await loopbackOnly(context)
  const page = await context.newPage()
  let differ = 0
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, route] of Object.entries(routes)) {
      await page.goto(new URL(route, base).href, { waitUntil: "networkidle" })
      // Scroll through once so every reveal block has been seen and every lazy photo has started, wait until
      // each photo is decoded (a shot taken while one still loads differs from run to run), then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
        window.scrollTo(0, 0)
        await new Promise((r) => setTimeout(r, 1000))
      })
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      if (!compareDir) {
        console.log(file)
        continue
      }
      const result = await difference(file, path.join(compareDir, path.basename(file)))
      if (result !== 0) differ++
      console.log(
        `${path.basename(file)}: ${result === 0 ? "identical" : typeof result === "number" ? `${result} bytes differ` : result}`,
      )
    }
  }
  await browser.close()
  if (differ) process.exitCode = 1
}

void main()
