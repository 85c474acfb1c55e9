/**
 * Lighthouse 12.2.3 runs for the benchmarks, and what a run says about the
 * machine it ran on. Every run reports Lighthouse's benchmark index (a fixed
 * piece of work timed on this machine, higher is faster): simulated throttling
 * multiplies the main-thread time it observes, so a slow hour of this shared
 * machine inflates TBT and LCP several times over. A run judges absolute
 * targets only when the machine was fast and steady; ratios between pages
 * measured in the same run (interleaved) hold in any hour.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Flags, Result } from "lighthouse"
import { CHROME_PATH, CHROMIUM_ARGS } from "../chromium"
import { brotliBytes } from "./first-load-js"

/** Below this index (about 90 % of a quiet hour's 3,600 on this machine), absolute targets are not judged. */
export const QUIET_INDEX = 3200
/** The slowest run's index may be this much below the fastest's in a steady run. */
export const STEADY_SPREAD = 1.25

export type FormFactor = "mobile" | "desktop"

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  cls: number
  tbt: number
  totalKB: number
  scriptKB: number
  imageKB: number
  benchmarkIndex: number
}

const FIGURE_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "cumulative-layout-shift",
  "total-blocking-time",
]

// The map on /contact/ is the one request to another host; this machine has no internet, so it would
// only wait for a failing connection. Blocking it measures the site itself, as the browser tests do.
const OTHER_HOSTS = ["*://www.google.com/*", "*://maps.google.com/*", "*://*.gstatic.com/*"]

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number }

/**
 * What a request's body costs: for a file of the measured build, its brotli size
 * (the local server speaks HTTP/1.1 and repeats about 1.7 KB of security headers
 * on every response, which HTTP/2's header compression makes nearly free in
 * production: counted in, they added about 20 KB to a page's 14 scripts);
 * otherwise what Lighthouse saw transferred.
 */
function bodyBytes(request: NetworkItem, publicDir: string | undefined): number {
  const url = request.url ? new URL(request.url) : undefined
  if (publicDir && url && ["127.0.0.1", "localhost"].includes(url.hostname)) {
    const root = path.resolve(publicDir)
    const file = path.join(root, decodeURIComponent(url.pathname))
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile())
      return brotliBytes(root, path.relative(root, file))
  }
  return request.transferSize ?? 0
}

function figures(lhr: Result, publicDir?: string): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[]
  const bytes = (type?: string) =>
    requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const scriptBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + bodyBytes(r, publicDir), 0)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
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
    scriptKB: scriptBytes / 1024,
    imageKB: bytes("Image") / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * Headless Chromium for Lighthouse, with a profile of its own that `kill()`
 * removes (chrome-launcher leaves a profile it was given).
 */
export async function launchChrome() {
  // Imported at run time, like Lighthouse: chrome-launcher is an ES module, and the unit tests of this file run in CommonJS.
  const { launch } = await import("chrome-launcher")
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"))
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    userDataDir,
  })
  return {
    port: chrome.port,
    kill: async () => {
      await chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * One Lighthouse run of `url` on the Chromium at `port`: mobile (Lighthouse's
 * simulated Slow 4G, `cpuSlowdown` × the machine's CPU, 4 by default) or desktop.
 * `publicDir`: the build the server serves, whose scripts then count their brotli bytes (bodyBytes).
 */
export async function lighthouseRun(
  url: string,
  port: number,
  {
    formFactor = "mobile",
    cpuSlowdown = 4,
    publicDir,
  }: { formFactor?: FormFactor; cpuSlowdown?: number; publicDir?: string } = {},
): Promise<Figures> {
  // Imported at run time: a static import would go through tsx's CommonJS transform, which gives every
  // function a `__name` helper, and Lighthouse sends some of its functions' source to the page to run there.
  const { default: lighthouse } = await import("lighthouse")
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js")
  const flags: Flags = { port, output: "json", logLevel: "error", blockedUrlPatterns: OTHER_HOSTS }
  const config =
    formFactor === "desktop"
      ? desktopConfig
      : { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } }
  const result = await lighthouse(url, flags, config)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  // A run that could not measure something (a busy machine can make Chromium miss its trace) says so,
  // and its missing figures leave the median to the other runs.
  const failed = [lhr.runtimeError?.message, ...FIGURE_AUDITS.map((id) => lhr.audits[id]?.errorMessage)]
  for (const message of failed.filter(Boolean)) process.stderr.write(`${formFactor} ${url}: ${message}\n`)
  return figures(lhr, publicDir)
}

export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each figure over runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures
}

export type MachineVerdict = { quiet: boolean; line: string }

/** What the benchmark indexes of a run's Lighthouse runs say: whether absolute targets can be judged. */
export function machineVerdict(indexes: readonly number[], load: readonly [number, number]): MachineVerdict {
  const known = indexes.filter((index) => Number.isFinite(index))
  const low = Math.min(...known)
  const high = Math.max(...known)
  const spread = high / low
  const fast = median(known) >= QUIET_INDEX
  const steady = spread <= STEADY_SPREAD
  const figures = `benchmark index ${Math.round(median(known))} (${Math.round(low)}–${Math.round(high)} over ${known.length} runs), load average ${load[0].toFixed(2)} before, ${load[1].toFixed(2)} after`
  if (fast && steady) return { quiet: true, line: `Machine: ${figures}: quiet, every target judged.` }
  const why = [!fast && `the index is below ${QUIET_INDEX}`, !steady && `it varied more than ${STEADY_SPREAD}×`]
    .filter(Boolean)
    .join(" and ")
  return {
    quiet: false,
    line: `Machine: ${figures}: ${why}, so the absolute targets (scores, TBT, LCP in ms) cannot be judged in this run; only the same-run ratios are.`,
  }
}
