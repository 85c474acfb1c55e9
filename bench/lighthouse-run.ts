/**
 * One Lighthouse run and the figures the bench keeps. Exactly 12.2.3: `npm ci` refuses a lock with 12.3–13.4
 * ("Missing: third-party-web"), 13 needs Node 22; its diagnostic audits error on Chromium 156, its scores,
 * metrics and byte counts are sound.
 */
import path from "node:path"
import fs from "node:fs"
import type { Flags, Result } from "lighthouse"
import { median } from "./machine"
import { brotliBytes } from "./build-files"

export type FormFactor = "mobile" | "desktop"

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  cls: number
  tbt: number
  /** Brotli KB of every script requested by the end of the run (bodyBytes). */
  scriptKB: number
  benchmarkIndex: number
}

const FIGURE_AUDITS = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"]

// The map on /contact/ is the one request to another host; this machine has no internet, so it would
// only wait for a failing connection. Blocking it measures the site itself, as the browser tests do.
const OTHER_HOSTS = ["*://www.google.com/*", "*://maps.google.com/*", "*://*.gstatic.com/*"]

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number }

/**
 * What a request's body costs: for a file of the measured build, its brotli
 * size (the local server speaks HTTP/1.1 and repeats about 1.7 KB of security
 * headers on every response, which HTTP/2's header compression makes nearly
 * free in production: counted in, they added about 20 KB to a page's 14
 * scripts); otherwise what Lighthouse saw transferred.
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
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === "Script")
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    scriptKB: scripts.reduce((sum, r) => sum + bodyBytes(r, publicDir), 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * One Lighthouse run of `url` on the Chromium at `port`: mobile (simulated
 * Slow 4G, `cpuSlowdown` × this machine's CPU) or desktop. `publicDir`: the
 * build the server serves, whose scripts then count their brotli bytes.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  { formFactor, cpuSlowdown, publicDir }: { formFactor: FormFactor; cpuSlowdown: number; publicDir: string },
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

/** The median of each figure over runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures
}
