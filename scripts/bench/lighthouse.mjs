/**
 * `npm run bench` (after `npm run build`): Lighthouse 12.2.3 in mobile and
 * desktop settings on every route, median of N runs (BENCH_RUNS, default 3),
 * for the built site and for the same pages with every script removed — the
 * floor for this content — side by side. Not pass/fail: it prints figures and
 * marks the targets of issue 6 that are missed.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import chromiumSettings from "../chromium.cjs"
import { startServer } from "../serve.mjs"
import { firstLoadScriptKB } from "./first-load-js.mjs"
import { makeScriptlessCopy } from "./scriptless-copy.mjs"
import { formatTable, median } from "./report.mjs"

const { CHROME_PATH, CHROMIUM_ARGS } = chromiumSettings
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const routes = ["/", "/about/", "/treatments/", "/contact/"]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS]

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("public/ has no build: run `npm run build` first.")
  process.exit(1)
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const bytes = (type) =>
    requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    totalKB: bytes() / 1024,
    scriptKB: bytes("Script") / 1024,
    imageKB: bytes("Image") / 1024,
  }
}

// The map on /contact/ is the one request to another host; this machine has no internet, so it would
// only wait for a failing connection. Blocking it measures the site itself, as the browser tests do.
const OTHER_HOSTS = ["*://www.google.com/*", "*://maps.google.com/*", "*://*.gstatic.com/*"]

async function measure(url, formFactor, port) {
  const flags = { port, output: "json", logLevel: "error", blockedUrlPatterns: OTHER_HOSTS }
  const config = formFactor === "desktop" ? desktopConfig : undefined
  const results = []
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, flags, config)
    results.push(figures(lhr))
  }
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]))
}

const floorDir = makeScriptlessCopy(publicDir, fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-")))
const site = await startServer({ root: publicDir, port: 0 })
const floor = await startServer({ root: floorDir, port: 0 })
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "bench-chrome-")),
})

const rows = []
try {
  for (const formFactor of ["mobile", "desktop"]) {
    for (const route of routes) {
      const ours = await measure(new URL(route, site.url).href, formFactor, chrome.port)
      const bare = await measure(new URL(route, floor.url).href, formFactor, chrome.port)
      rows.push({ formFactor, route, ours: { ...ours, firstJsKB: firstLoadScriptKB(publicDir, route) }, floor: bare })
      process.stderr.write(`measured ${formFactor} ${route}\n`)
    }
  }
} finally {
  await chrome.kill()
  await site.close()
  await floor.close()
  fs.rmSync(floorDir, { recursive: true, force: true })
}

console.log(`Lighthouse 12.2.3, median of ${runs} run(s), ${new Date().toISOString().slice(0, 10)}\n`)
console.log(formatTable(rows))
