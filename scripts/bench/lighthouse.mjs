/**
 * `npm run bench` (after `npm run build`): Lighthouse 12.2.3 in mobile and
 * desktop settings on every route, median of 3 runs, for the built site and
 * for the same pages with every script removed — the floor for this content —
 * side by side, plus the Nu HTML Checker's error count of each page. Not
 * pass/fail: it prints a markdown table for docs/performance.md and marks the
 * targets of issue 14 that are missed. Run it on a quiet machine (it prints
 * the load average): Lighthouse's simulated throttling multiplies the
 * main-thread time it observes, so other work inflates TBT.
 *
 * For a quicker look while developing (not for the record):
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/treatments/ BENCH_FORMS=mobile npm run bench
 * BENCH_PUBLIC=dir measures another build, e.g. the baseline worktree's public/.
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
import { formatTable, median, targetsLegend } from "./report.mjs"
import { nuErrors } from "../nu-checker.cjs"

const { CHROME_PATH, CHROMIUM_ARGS } = chromiumSettings
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.resolve(root, process.env.BENCH_PUBLIC ?? "public")
const list = (value, all) => (value ? value.split(",").map((item) => item.trim()) : all)
const routes = list(process.env.BENCH_ROUTES, ["/", "/about/", "/treatments/", "/contact/"])
const formFactors = list(process.env.BENCH_FORMS, ["mobile", "desktop"])
const runs = Number(process.env.BENCH_RUNS ?? 3)
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS]

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`${publicDir} has no build: run \`npm run build\` first.`)
  process.exit(1)
}
const pageFile = (route) => path.join(publicDir, route, "index.html")
const refused = [
  !(Number.isInteger(runs) && runs > 0) &&
    `BENCH_RUNS must be a positive whole number, not "${process.env.BENCH_RUNS}".`,
  ...formFactors.filter((ff) => !["mobile", "desktop"].includes(ff)).map((ff) => `BENCH_FORMS: unknown form "${ff}".`),
  ...routes
    .filter((route) => !fs.existsSync(pageFile(route)))
    .map((route) => `BENCH_ROUTES: no page ${route} in the build.`),
].filter(Boolean)
if (refused.length) {
  console.error(refused.join("\n"))
  process.exit(1)
}

const FIGURE_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "cumulative-layout-shift",
  "total-blocking-time",
]

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
    // A run that could not measure something (a busy machine can make Chromium miss its trace) says so,
    // and its missing figures leave the median to the other runs.
    const failed = [lhr.runtimeError?.message, ...FIGURE_AUDITS.map((id) => lhr.audits[id]?.errorMessage)]
    for (const message of failed.filter(Boolean))
      process.stderr.write(`${formFactor} ${url} run ${i + 1}: ${message}\n`)
    results.push(figures(lhr))
  }
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]))
}

const nuMessages = nuErrors(routes.map(pageFile))
const nuCount = (route) => nuMessages.filter((message) => message.url.endsWith(pageFile(route))).length
const loadBefore = os.loadavg()[0]

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
  for (const formFactor of formFactors) {
    for (const route of routes) {
      const ours = await measure(new URL(route, site.url).href, formFactor, chrome.port)
      const bare = await measure(new URL(route, floor.url).href, formFactor, chrome.port)
      const firstJsKB = firstLoadScriptKB(publicDir, route)
      rows.push({ formFactor, route, ours: { ...ours, firstJsKB }, floor: bare, nuErrors: nuCount(route) })
      process.stderr.write(`measured ${formFactor} ${route}\n`)
    }
  }
} finally {
  await chrome.kill()
  await site.close()
  await floor.close()
  fs.rmSync(floorDir, { recursive: true, force: true })
}

const load = `load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, ${os.cpus().length} cores`
console.log(`Lighthouse 12.2.3, median of ${runs} run(s), ${new Date().toISOString().slice(0, 10)}, ${load}\n`)
console.log(formatTable(rows))
console.log(`\n${targetsLegend()}`)
