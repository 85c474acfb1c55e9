/**
 * `npm run bench:images`: the images a visitor downloads on first view of
 * each page, measured in headless Chromium, for a build of the site with
 * photo-like images in place of the placeholder artwork (photos.ts; the
 * placeholders compress far below what real photos cost). Prints, first, the
 * sizes that build's renditions have at each width and format, so the figures
 * can be read against real photographs. Not part of `npm test`.
 *
 *   npm run bench:images [-- --dpr 2.625] [-- --verbose] [-- --site]
 *
 * `--site` measures public/ as built (the placeholders) instead.
 * Two visitors, each page loaded once in a fresh browser profile (empty cache):
 * a phone 375 × 667 CSS px at device pixel ratio 2 (iPhone SE/8; `--dpr` sets
 * another, e.g. 2.625) and a laptop 1280 × 800 at DPR 1. "First view" is
 * everything fetched until the network is idle, without scrolling; Chromium
 * starts lazy images a little before they scroll into view (about 1250 px on a
 * fast connection), so those count too, as they do for a real visitor.
 * Only loopback requests are allowed; everything else is blocked.
 * Exits with 1 when a target is missed.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type BrowserContextOptions, chromium } from "playwright-core"
import sharp from "sharp"
import { CHROME_PATH, CHROMIUM_ARGS } from "../chromium"
import { cliOptions } from "../cli-options"
import { startServer } from "../serve/server"
import { ROUTES } from "../../src/routes"
import { rootDir } from "../temp-project"
import { buildVariant } from "./variants"

const PAGES = [...Object.values(ROUTES), "/404.html"]
const KB = 1024
const TARGETS = { heroPhone: 60 * KB, homePhone: 250 * KB }
const IMAGE_FILE = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i

const { values } = cliOptions({ dpr: { type: "string" }, verbose: { type: "boolean" }, site: { type: "boolean" } })
const verbose = values.verbose ?? false
const ownBuild = values.site ?? false
const phoneDpr = Number(values.dpr ?? "2")

type Visitor = { key: "phone" | "laptop"; label: string; device: BrowserContextOptions }
const VISITORS: Visitor[] = [
  {
    key: "phone",
    label: `375 px @${phoneDpr}x`,
    device: { viewport: { width: 375, height: 667 }, deviceScaleFactor: phoneDpr, isMobile: true, hasTouch: true },
  },
  {
    key: "laptop",
    label: "1280 px @1x",
    device: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  },
]
type Image = { url: string; bytes: number }
type View = { images: Image[]; hero: string | null }

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const isLoopback = (url: string) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)

/** One page, one visitor, a fresh profile: the image responses before any scroll, and the hero's address. */
async function measure(baseUrl: string, route: string, visitor: Visitor): Promise<View> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-images-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    serviceWorkers: "block",
    ...visitor.device,
  })
  try {
    await context.route("**/*", (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()))
    const page = context.pages()[0] ?? (await context.newPage())
    const pending: Promise<Image>[] = []
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image" || !request.url().startsWith("http")) return
      pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })))
    })
    await page.goto(new URL(route, baseUrl).href, { waitUntil: "load" })
    await page.waitForLoadState("networkidle")
    // Hydration may swap sources; give it a moment, then wait for the network to settle again.
    await page.waitForTimeout(750)
    await page.waitForLoadState("networkidle")
    const hero = await page.evaluate(
      () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? null,
    )
    return { images: await Promise.all(pending), hero }
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(file) : [file]
  })
}

/** All image files in public/, and those the current build refers to (earlier builds leave theirs behind in public/static). */
function imagesInPublic(publicDir: string) {
  const files = walk(publicDir)
  const images = files.filter((file) => IMAGE_FILE.test(file))
  const texts = files.filter((file) => /\.(html|json|webmanifest)$/.test(file) && !file.endsWith("webpack.stats.json"))
  const referenced = new Set<string>()
  for (const text of texts) {
    for (const [, url] of fs
      .readFileSync(text, "utf8")
      .matchAll(/(\/[\w./-]+\.(?:avif|webp|jpe?g|png|gif|svg|ico))/gi)) {
      referenced.add(path.join(publicDir, url))
    }
  }
  const size = (list: string[]) => list.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  const used = images.filter((file) => referenced.has(file))
  return { all: { count: images.length, bytes: size(images) }, used: { count: used.length, bytes: size(used) } }
}

/** The median bytes of the renditions in `publicDir`/static at each width and format. */
async function renditionSizes(publicDir: string): Promise<string> {
  const files = walk(path.join(publicDir, "static")).filter((file) => /\.(avif|webp|jpe?g)$/i.test(file))
  const byKey = new Map<string, number[]>()
  for (const file of files) {
    const { width = 0 } = await sharp(file).metadata()
    const format = path.extname(file).slice(1).replace("jpeg", "jpg")
    const key = `${width}\t${format}`
    byKey.set(key, [...(byKey.get(key) ?? []), fs.statSync(file).size])
  }
  const widths = [...new Set([...byKey.keys()].map((key) => Number(key.split("\t")[0])))].sort((a, b) => a - b)
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
  const cell = (width: number, format: string) => {
    const sizes = byKey.get(`${width}\t${format}`)
    return sizes ? `${(median(sizes) / KB).toFixed(0)} (${sizes.length})` : "–"
  }
  return [
    "| width px | AVIF KB | WebP KB | JPEG KB |",
    "| --- | --- | --- | --- |",
    ...widths.map((width) => `| ${width} | ${["avif", "webp", "jpg"].map((f) => cell(width, f)).join(" | ")} |`),
  ].join("\n")
}

async function main() {
  const publicDir = ownBuild ? path.join(rootDir, "public") : await buildVariant({ name: "photos", photos: true })
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`${publicDir} has no build: run \`npm run build\` first.`)
    process.exit(1)
  }
  if (!ownBuild) {
    console.log("The build with photo-like images: median bytes of its renditions per width and format (count)\n")
    console.log(`${await renditionSizes(publicDir)}\n`)
  }
  const server = await startServer({ root: publicDir, port: 0 })
  const results: { route: string; phone: View; laptop: View }[] = []
  try {
    for (const route of PAGES) {
      const [phone, laptop] = [
        await measure(server.url, route, VISITORS[0]),
        await measure(server.url, route, VISITORS[1]),
      ]
      results.push({ route, phone, laptop })
    }
  } finally {
    await server.close()
  }

  const total = (images: Image[]) => images.reduce((sum, image) => sum + image.bytes, 0)
  const heroBytes = ({ images, hero }: View) => images.find((image) => image.url === hero)?.bytes ?? 0
  const cell = (text: string, width: number) => text.padEnd(width)

  const what = ownBuild ? "the site as built" : "the build with photo-like images"
  console.log(
    `Images downloaded on first view of ${what} (no scrolling, empty cache, headless Chromium; 1 KB = ${KB} bytes)\n`,
  )
  console.log(cell("page", 14) + VISITORS.map((v) => cell(v.label, 26)).join(""))
  for (const row of results) {
    console.log(
      cell(row.route, 14) +
        VISITORS.map((v) => cell(`${row[v.key].images.length} images, ${kb(total(row[v.key].images))}`, 26)).join(""),
    )
    if (verbose) {
      for (const v of VISITORS)
        for (const image of row[v.key].images)
          console.log(`    ${cell(v.key, 8)}${cell(kb(image.bytes), 10)}${new URL(image.url).pathname}`)
    }
  }
  const home = results.find((row) => row.route === "/")!
  const heroLine = VISITORS.map((v) => {
    const hero = home[v.key].hero
    const name = hero ? `${path.basename(path.dirname(new URL(hero).pathname))}/${path.basename(hero)}` : "not found"
    return `${v.label}: ${kb(heroBytes(home[v.key]))} (${name})`
  })
  console.log(`\nHero on /      ${heroLine.join("   ")}`)

  const publicImages = imagesInPublic(publicDir)
  console.log(
    `Images in public/: ${kb(publicImages.all.bytes)} in ${publicImages.all.count} files; the current build refers to ${kb(publicImages.used.bytes)} in ${publicImages.used.count} files`,
  )

  const checks: [string, number, number][] = [
    [`hero at 375 px ≤ ${kb(TARGETS.heroPhone)}`, heroBytes(home.phone), TARGETS.heroPhone],
    [`first-view images on / at 375 px ≤ ${kb(TARGETS.homePhone)}`, total(home.phone.images), TARGETS.homePhone],
  ]
  console.log("\nTargets")
  for (const [name, value, limit] of checks)
    console.log(`  ${value <= limit && value > 0 ? "met   " : "MISSED"} ${name}: ${kb(value)}`)
  if (checks.some(([, value, limit]) => value > limit || value === 0)) process.exitCode = 1
}

void main()
