#!/usr/bin/env node
/**
 * Image benchmark: the images a visitor downloads on first view of each page,
 * measured in headless Chromium against the built site (run `npm run build`
 * first; not part of `npm test`).
 *
 *   npm run bench:images [-- --dpr 2.625] [-- --verbose]
 *
 * Two visitors, each page loaded once in a fresh browser profile (empty cache):
 * a phone 375 × 667 CSS px at device pixel ratio 2 (iPhone SE/8; `--dpr` sets
 * another, e.g. 2.625) and a laptop 1280 × 800 at DPR 1. "First view" is
 * everything fetched until the network is idle, without scrolling; Chromium
 * starts lazy images a little before they scroll into view (about 1250 px on a
 * fast connection), so those count too, as they do for a real visitor.
 * Only loopback requests are allowed; everything else is blocked.
 *
 * Prints per page the number and bytes of those images, the hero's bytes, and
 * the bytes of all images in public/. Exits with 1 when a target is missed.
 */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import chromiumSettings from "./chromium.cjs"

const { CHROME_PATH: CHROMIUM, CHROMIUM_ARGS: FLAGS } = chromiumSettings

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PUBLIC = path.join(ROOT, "public")
const PAGES = ["/", "/about/", "/treatments/", "/contact/", "/404.html"]
const KB = 1024
const TARGETS = { heroPhone: 60 * KB, homePhone: 250 * KB }
const IMAGE_FILE = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const verbose = process.argv.includes("--verbose")
const phoneDpr = Number(option("dpr", 2))
const VISITORS = [
  {
    key: "phone",
    label: `375 px @${phoneDpr}x`,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: phoneDpr,
    isMobile: true,
    hasTouch: true,
  },
  {
    key: "laptop",
    label: "1280 px @1x",
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
]

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const isLoopback = (url) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)

/** scripts/serve.mjs serves public/ as the host will; a bare static server stands in if it is missing. */
async function serve(root) {
  if (fs.existsSync(path.join(ROOT, "scripts", "serve.mjs"))) {
    const { startServer } = await import("./serve.mjs")
    return startServer({ root, port: 0 })
  }
  const types = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".json": "application/json",
    ".css": "text/css",
    ".avif": "image/avif",
    ".webp": "image/webp",
    ".jpg": "image/jpeg",
    ".png": "image/png",
    ".svg": "image/svg+xml",
  }
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
    const file = path.join(root, path.posix.normalize(pathname), pathname.endsWith("/") ? "index.html" : "")
    fs.readFile(file, (error, body) => {
      res.writeHead(error ? 404 : 200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" })
      res.end(error ? "Not found" : body)
    })
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((done) => server.close(done)) }
}

/** One page, one visitor, a fresh profile: the image responses before any scroll, and the hero's address. */
async function measure(baseUrl, route, visitor) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-images-"))
  const { key: _key, label: _label, ...device } = visitor
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    serviceWorkers: "block",
    ...device,
  })
  try {
    await context.route("**/*", (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()))
    const page = context.pages()[0] ?? (await context.newPage())
    const pending = []
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image" || !request.url().startsWith("http")) return
      pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })))
    })
    await page.goto(new URL(route, baseUrl).href, { waitUntil: "load" })
    await page.waitForLoadState("networkidle")
    // Hydration may swap sources; give it a moment, then wait for the network to settle again.
    await page.waitForTimeout(750)
    await page.waitForLoadState("networkidle")
    const hero = await page.evaluate(() => document.querySelector('img[fetchpriority="high"]')?.currentSrc ?? null)
    return { images: await Promise.all(pending), hero }
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(file) : [file]
  })
}

/** All image files in public/, and those the current build refers to (earlier builds leave theirs behind in public/static). */
function imagesInPublic() {
  const files = walk(PUBLIC)
  const images = files.filter((file) => IMAGE_FILE.test(file))
  const texts = files.filter((file) => /\.(html|json|webmanifest)$/.test(file) && !file.endsWith("webpack.stats.json"))
  const referenced = new Set()
  for (const text of texts) {
    for (const [, url] of fs
      .readFileSync(text, "utf8")
      .matchAll(/(\/[\w./-]+\.(?:avif|webp|jpe?g|png|gif|svg|ico))/gi)) {
      referenced.add(path.join(PUBLIC, url))
    }
  }
  const size = (list) => list.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  const used = images.filter((file) => referenced.has(file))
  return { all: { count: images.length, bytes: size(images) }, used: { count: used.length, bytes: size(used) } }
}

if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
  console.error("public/index.html is missing: run `npm run build` first.")
  process.exit(1)
}

const server = await serve(PUBLIC)
const results = []
try {
  for (const route of PAGES) {
    const row = { route }
    for (const visitor of VISITORS) row[visitor.key] = await measure(server.url, route, visitor)
    results.push(row)
  }
} finally {
  await server.close()
}

const total = (images) => images.reduce((sum, image) => sum + image.bytes, 0)
const heroBytes = ({ images, hero }) => images.find((image) => image.url === hero)?.bytes ?? 0
const cell = (text, width) => text.padEnd(width)

console.log(`Images downloaded on first view (no scrolling, empty cache, headless Chromium; 1 KB = ${KB} bytes)\n`)
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
const home = results.find((row) => row.route === "/")
const heroLine = VISITORS.map(
  (v) =>
    `${v.label}: ${kb(heroBytes(home[v.key]))} (${home[v.key].hero ? path.basename(path.dirname(new URL(home[v.key].hero).pathname)) + "/" + path.basename(home[v.key].hero) : "not found"})`,
)
console.log(`\nHero on /      ${heroLine.join("   ")}`)

const publicImages = imagesInPublic()
console.log(
  `Images in public/: ${kb(publicImages.all.bytes)} in ${publicImages.all.count} files; the current build refers to ${kb(publicImages.used.bytes)} in ${publicImages.used.count} files`,
)

const checks = [
  [`hero at 375 px ≤ ${kb(TARGETS.heroPhone)}`, heroBytes(home.phone), TARGETS.heroPhone],
  [`first-view images on / at 375 px ≤ ${kb(TARGETS.homePhone)}`, total(home.phone.images), TARGETS.homePhone],
]
console.log("\nTargets")
for (const [name, value, limit] of checks)
  console.log(`  ${value <= limit && value > 0 ? "met   " : "MISSED"} ${name}: ${kb(value)}`)
if (checks.some(([, value, limit]) => value > limit || value === 0)) process.exitCode = 1
