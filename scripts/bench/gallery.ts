/**
 * `npm run bench:gallery [-- --before <git revision>] [-- --runs 5]`: how long a
 * visitor on a phone waits from a tap to a sharp photo in the home page's
 * gallery viewer — opening a photo, then "next" or "previous" — on a build
 * with photo-like images (photos.ts), so the photos weigh what real ones do.
 *
 * Headless Chromium at Lighthouse's phone size (412 × 823, DPR 1.75) with
 * Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, per request) and
 * 4 × CPU slowdown, an empty cache each time. The visitor waits for the page
 * to hydrate, scrolls to the gallery, waits for its thumbnails, taps the
 * second photo, looks at it for two seconds, then taps "next" (in one visit)
 * or "previous" (in another). "Sharp" is the first animation frame in which the
 * viewer's shown photo (its <img> that screen readers see) has its large
 * rendition loaded and decoded; "on screen" the first frame with any photo in
 * the viewer, which may be the tapped thumbnail scaled up.
 *
 * With `--before`, the same measurement of a build of that revision's code (same
 * content, same photo-like images) alternates visit by visit with this one.
 */
import { type Browser, chromium, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_ARGS } from "../chromium"
import { cliOptions } from "../cli-options"
import { startServer } from "../serve/server"
import { loadContent } from "../../src/content"
import { ROUTES } from "../../src/routes"
import { rootDir } from "../temp-project"
import { median } from "./lighthouse-runs"
import { buildVariant } from "./variants"

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const CPU_SLOWDOWN = 4
const LOOK_MS = 2000
const OPENED = 1

const { values } = cliOptions({ runs: { type: "string" }, before: { type: "string" } })
const runs = Number(values.runs ?? 5)
const before = values.before

const content = loadContent(`${rootDir}/content`)
const labels = content.site.labels.lightbox
const photos = content.pages.home.gallery.images

type Timing = { onScreen: number; sharp: number }
type Visit = { open: Timing; moved: Timing }

/** The viewer: the platform's <dialog> or an element with the dialog role (the viewer before <dialog>). */
const VIEWER = "dialog[open], [role='dialog']"

/** Starts the clock at the next pointer press, and stops it at the first frame where `alt`'s photo is on screen and sharp. */
async function timeTap(page: Page, alt: string, tap: () => Promise<void>): Promise<Timing> {
  await page.evaluate(() => {
    const clock = window as unknown as { tappedAt?: number }
    delete clock.tappedAt
    addEventListener("pointerdown", () => (clock.tappedAt = performance.now()), { capture: true, once: true })
  })
  await tap()
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  const times = await page.waitForFunction(
    ({ viewer, alt }) => {
      const clock = window as unknown as { tappedAt?: number; onScreenAt?: number }
      const root = document.querySelector(viewer)
      if (!root || clock.tappedAt === undefined) return false
      const images = [...root.querySelectorAll("img")].filter(
        (img) => img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0,
      )
      clock.onScreenAt ??= images.length > 0 ? performance.now() : undefined
      if (!images.some((img) => img.alt === alt && img.closest("picture") && !img.hasAttribute("aria-hidden")))
        return false
      const sharpAt = performance.now()
      const result = { onScreen: (clock.onScreenAt ?? sharpAt) - clock.tappedAt, sharp: sharpAt - clock.tappedAt }
      delete clock.onScreenAt
      return result
    },
    { viewer: VIEWER, alt },
    { polling: "raf", timeout: 60_000 },
  )
  return (await times.jsonValue()) as Timing
}

/** One visit in a fresh context: open the second photo, look, then move by `step`. */
async function visit(browser: Browser, baseUrl: string, step: 1 | -1): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort()))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(new URL(ROUTES.home, baseUrl).href, { waitUntil: "load" })
    const thumbnail = page.getByRole("button", { name: `${labels.open}: ${photos[OPENED]!.alt}` })
    // Hydrated: React has marked the button it will answer (both builds hydrate it with the page).
    await page.waitForFunction(
      (button) => Object.keys(button).some((key) => key.startsWith("__reactProps$")),
      await thumbnail.elementHandle(),
      { polling: 100 },
    )
    await thumbnail.scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    const open = await timeTap(page, photos[OPENED]!.alt, () => thumbnail.tap())
    await page.waitForTimeout(LOOK_MS)
    const target = photos[(OPENED + step + photos.length) % photos.length]!
    const button = page.locator(VIEWER).getByRole("button", { name: step === 1 ? labels.next : labels.previous })
    const moved = await timeTap(page, target.alt, () => button.tap())
    return { open, moved }
  } finally {
    await context.close()
  }
}

type Series = { open: Timing[]; next: Timing[]; previous: Timing[] }

const medianOf = (timings: Timing[], key: keyof Timing) => Math.round(median(timings.map((t) => t[key])))

async function main() {
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive whole number, not ${runs}`)
  if (photos.length < 3) throw new Error("The home page's gallery needs three photos for this benchmark.")
  const builds: [string, string][] = [["this code", await buildVariant({ name: "photos", photos: true })]]
  if (before)
    builds.unshift([
      `before (${before})`,
      await buildVariant({ name: "photos-before", photos: true, revision: before }),
    ])

  const servers = await Promise.all(builds.map(([, root]) => startServer({ root, port: 0 })))
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true })
  const series: Series[] = builds.map(() => ({ open: [], next: [], previous: [] }))
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [at, server] of servers.entries()) {
        for (const step of [1, -1] as const) {
          const { open, moved } = await visit(browser, server.url, step)
          series[at].open.push(open)
          series[at][step === 1 ? "next" : "previous"].push(moved)
          process.stderr.write(
            `${builds[at][0]}, run ${run}: open ${Math.round(open.sharp)} ms, ${step === 1 ? "next" : "previous"} ${Math.round(moved.sharp)} ms\n`,
          )
        }
      }
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }

  console.log(
    `Tap to photo in the home gallery's viewer: Slow 4G, ${CPU_SLOWDOWN}× CPU, 412 px @1.75x, photo-like images, median of ${runs} visits (open: ${2 * runs}), ms\n`,
  )
  console.log("| build | open: on screen | open: sharp | next: sharp | previous: sharp |")
  console.log("| --- | --- | --- | --- | --- |")
  for (const [at, [name]] of builds.entries()) {
    const s = series[at]
    console.log(
      `| ${name} | ${medianOf(s.open, "onScreen")} | ${medianOf(s.open, "sharp")} | ${medianOf(s.next, "sharp")} | ${medianOf(s.previous, "sharp")} |`,
    )
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
