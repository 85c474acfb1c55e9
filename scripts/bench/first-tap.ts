/**
 * `npm run bench:first-tap [-- --before <git revision>] [-- --runs 3]`: whether a
 * control answers the moment it is painted. For each control (a category
 * header on /treatments/, the menu button and a gallery photo on /), a phone
 * taps it every 150 ms from the frame in which it first shows, and the bench
 * records how many taps did nothing and how long after the control was on
 * screen the first tap's effect was (the category or the menu open, the
 * photo's large file or the viewer on its way).
 *
 * Headless Chromium at Lighthouse's phone size (412 × 823), Slow 4G (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, per request), 4 × and 8 × CPU,
 * an empty cache each visit, this project's server (brotli). Taps are sent
 * without waiting for the page (CDP input events), as a finger does: a busy
 * main thread handles them late, and that lateness is what is measured. The
 * clock is the page's: a tap's time is its event's timestamp (when the finger
 * came down), an effect's time when the frame after the change it made was on
 * screen (Event Timing), and the control on screen when its frame was (that
 * frame's presentation, Long Animation Frames). The page tells the bench
 * while that frame is drawn, so the first tap comes down before the control
 * is on screen, earlier than a finger could (timing the finger to the screen
 * takes a screencast, which slowed the page itself): how the figure still
 * times a finger is in first-tap-judge.ts. The table also prints the figure
 * from the end of the control's frame's style and layout, 40–100 ms before
 * the screen showed it, which no finger can meet. A tap whose change the
 * next tap undid before any frame showed it (both handled in one busy
 * stretch) did nothing the visitor could see: it counts as dead.
 * Prints the machine's Lighthouse benchmark index and load average.
 *
 * With `--before`, a build of that revision's code alternates visit by visit;
 * `--cpu 4` for one slowdown, `--public dir` to measure another build.
 */
import os from "node:os"
import { type Browser, chromium, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_ARGS } from "../chromium"
import { cliOptions } from "../cli-options"
import { startServer } from "../serve/server"
import { rootDir } from "../temp-project"
import { machineVerdict, median } from "./lighthouse-runs"
import { judge, type LogEvent, type Painted, type Visit } from "./first-tap-judge"
import { buildVariant } from "./variants"

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const TAP_EVERY_MS = 150
const MAX_TAPS = 40
const TARGET_MS = 100

const { values } = cliOptions({
  runs: { type: "string" },
  before: { type: "string" },
  cpu: { type: "string" },
  public: { type: "string" },
})
const runs = Number(values.runs ?? 3)
const slowdowns = (values.cpu ?? "4,8").split(",").map(Number)
const before = values.before

type Control = {
  name: string
  route: string
  /** The control in this code and in older code (first match). */
  selector: string
  /** Also time tap to next paint once the page has hydrated (a control that opens in place). */
  afterHydration?: boolean
}

const CONTROLS: readonly Control[] = [
  {
    name: "category header (/treatments/)",
    route: "/treatments/",
    selector: "main details[data-category] > summary, main h2 > button[aria-controls]",
    afterHydration: true,
  },
  {
    name: "menu button (/)",
    route: "/",
    selector: "button[popovertarget], button[aria-controls='site-menu']",
    afterHydration: true,
  },
  {
    name: "gallery photo (/)",
    route: "/",
    selector:
      "#gallery ~ ul a[href], #gallery ~ ul button, section[aria-labelledby='gallery'] li a, section[aria-labelledby='gallery'] li button",
  },
]

/** The page's line to the bench: a raw CDP binding, which sends one string and expects no answer. */
const BINDING = "__firstTapSignal"

/**
 * Runs in the page before its own scripts: finds the control, scrolls it into
 * view, and logs the frame it first shows in and every change of state a tap
 * makes (a category or the menu opened, a link followed, the viewer opened),
 * with that tap's time, once a frame draws it. A change that a later tap
 * undid before the next frame (two taps handled in one busy stretch: the
 * category opens and closes unseen) is not logged.
 *
 * The instrument must cost the page next to nothing, or it is what the bench
 * measures: the log stays in the page, and the page signals the bench only as
 * the control is drawn, once a change is on screen, and when a link is
 * followed (which ends the timing). Reporting every event through
 * Playwright's exposeFunction made each tap's task 50–70 ms longer at 8 × CPU
 * (its binding also answers each call with a task of its own; the raw binding
 * does not), and an element-by-element MutationObserver ran while the page
 * was parsed.
 * A dialog opened with showModal() fires beforetoggle, like a popover.
 * Written as a string: tsx would give named functions a helper the page lacks.
 */
const instrument = (selector: string) => `
(() => {
  const log = (window.__firstTapLog = [])
  // Only the control's frame travels with its signal; the rest of the log is read once the visit is over.
  const signal = (what, painted) => window.${BINDING}(JSON.stringify({ what, painted }))
  let control = null
  let painted = false
  // Called in a frame callback: a task queued there runs once that frame is painted.
  const afterThisFrame = (callback) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => callback(performance.now())
    channel.port2.postMessage(null)
  }
  const look = () => {
    control = control || document.querySelector(${JSON.stringify(selector)})
    if (control && !painted) {
      if (window.scrollY === 0) control.scrollIntoView({ block: "center", behavior: "instant" })
      const box = control.getBoundingClientRect()
      if (control.checkVisibility() && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight) {
        painted = true
        const frame = performance.now()
        // A frame callback runs before its frame's style, layout and paint: the control shows once they are done.
        // The binding's message leaves at once: the first tap comes down while this frame is drawn, handled after it.
        const entry = { kind: "painted", frame, origin: performance.timeOrigin, x: box.left + box.width / 2, y: box.top + box.height / 2 }
        log.push(entry)
        signal("painted", entry)
      }
    }
    if (!painted) requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
  let lastTap = 0
  // The bench counts the taps it sends; the page only needs the one that made a change.
  addEventListener("click", (event) => {
    lastTap = event.timeStamp
  }, { capture: true })
  let effect = null
  // Every change of state, either way. A change is an effect when the next frame draws it: that frame's
  // callbacks run after every tap handled before it, then its style, layout and paint, with nothing between.
  let changes = 0
  const changed = (opened) => {
    const change = ++changes
    if (effect || !opened) return
    const time = performance.now()
    const tap = lastTap
    requestAnimationFrame(() => {
      if (effect || change !== changes) return
      effect = { kind: "effect", time, tap, frame: performance.now() }
      log.push(effect)
      afterThisFrame(() => signal("effect"))
    })
  }
  // A link followed: the click was not prevented, and the browser would start loading the next page now,
  // which is the effect. The instrument then prevents it: the page stays to report the control's frame,
  // whose Long Animation Frames entry (with its presentation) may come after the click.
  addEventListener("click", (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element && event.target.closest("a[href]"))) return
    event.preventDefault()
    if (!effect) {
      const time = performance.now()
      effect = { kind: "effect", time, tap: event.timeStamp, frame: time, navigation: true }
      log.push(effect)
      signal("shown")
    }
  })
  // A popover or a modal dialog shown or hidden (beforetoggle is dispatched in the tap's own task).
  document.addEventListener("beforetoggle", (event) => changed(event.newState === "open"), { capture: true })
  // A category opened or closed: <details> (its toggle event comes a task later), or an older build's accordion.
  new MutationObserver((records) => {
    for (const { target, attributeName, oldValue } of records) {
      if (attributeName === "open" && target.hasAttribute("open") !== (oldValue !== null)) changed(target.hasAttribute("open"))
      if (attributeName === "aria-expanded" && (target.getAttribute("aria-expanded") === "true") !== (oldValue === "true"))
        changed(target.getAttribute("aria-expanded") === "true")
    }
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ["aria-expanded", "open"] })
  // Frames of 50 ms and more: the one that painted the control may have ended well before a task could run after it.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      log.push({ kind: "long frame", start: entry.startTime, end: entry.startTime + entry.duration, presented: entry.presentationTime || undefined })
  }).observe({ type: "long-animation-frame", buffered: true })
  // Tap to next paint (Event Timing reports interactions of 16 ms and more), logged once that paint is done.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId && entry.name === "click") {
        log.push({ kind: "interaction", time: entry.startTime, duration: entry.duration })
        if (effect && Math.abs(entry.startTime - effect.tap) < 1) signal("shown")
      }
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
})()
`

/** What the page signals: the control showed (with its frame), a change was drawn, it is on screen. */
type Signal = { what: "painted"; painted: Painted } | { what: "effect" | "shown" }

/** The page's log as it is now. */
const logOf = (page: Page) => page.evaluate(() => (window as unknown as { __firstTapLog: LogEvent[] }).__firstTapLog)

/** One visit in a fresh context: taps the control every 150 ms from its first frame until a tap takes effect. */
async function visit(browser: Browser, baseUrl: string, control: Control, cpu: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort()))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    let painted: ((event: Painted) => void) | undefined
    const paint = new Promise<Painted>((resolve) => (painted = resolve))
    // The visitor stops tapping once the change is on screen: when Event Timing reports the paint after
    // the tap that made it (a frame drew the change), or, if it reports none (under its 16 ms), soon after.
    let effectAt = 0
    let shown = false
    let seen: (() => void) | undefined
    const effect = new Promise<void>((resolve) => (seen = resolve))
    cdp.on("Runtime.bindingCalled", ({ name, payload }) => {
      if (name !== BINDING) return
      const signal = JSON.parse(payload) as Signal
      if (signal.what === "painted") painted?.(signal.painted)
      if (signal.what === "effect") effectAt = Date.now()
      if (signal.what === "shown") {
        shown = true
        seen?.()
      }
    })
    await cdp.send("Runtime.enable")
    await cdp.send("Runtime.addBinding", { name: BINDING })
    await page.addInitScript(instrument(control.selector))
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu })
    void page.goto(new URL(control.route, baseUrl).href).catch(() => undefined)
    const { x, y } = await Promise.race([
      paint,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${control.name} never showed`)), 60_000)),
    ])
    // Not awaited: the finger does not wait for the page.
    const tapAt = (atX: number, atY: number) => {
      for (const type of ["mousePressed", "mouseReleased"] as const)
        void cdp
          .send("Input.dispatchMouseEvent", { type, x: atX, y: atY, button: "left", clickCount: 1 })
          .catch(() => undefined)
    }
    const done = () => shown || (effectAt > 0 && Date.now() - effectAt > 100)
    const sent: number[] = []
    for (let tap = 0; tap < MAX_TAPS && !done(); tap++) {
      sent.push(Date.now())
      tapAt(x, y)
      await pause(TAP_EVERY_MS)
    }
    await Promise.race([effect, pause(5000)])
    // Event Timing reports a tap once its frame is on screen.
    await pause(1000)
    const result = judge(await logOf(page), sent)
    if (control.afterHydration) result.hydratedMs = await tapWhenHydrated(page, () => tapAt(x, y))
    return result
  } finally {
    await context.close()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Once the page has hydrated and settled: a tap closes the control (it is open), another opens it
 * again, and the opening's tap to next paint is read from Event Timing (16 ms when below its threshold).
 */
async function tapWhenHydrated(page: Page, tap: () => void): Promise<number> {
  await page.waitForFunction(
    () => {
      const bar = document.querySelector("header[data-scrolled]")
      return bar !== null && Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
    },
    undefined,
    { polling: 200, timeout: 60_000 },
  )
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await pause(1000)
  tap()
  await pause(1500)
  const from = await page.evaluate(() => performance.now())
  tap()
  await pause(1500)
  const durations = (await logOf(page))
    .filter((event) => event.kind === "interaction" && event.time >= from)
    .map((event) => (event as { duration: number }).duration)
  return durations.length > 0 ? Math.max(...durations) : 16
}

/** Lighthouse's benchmark index of this machine now, computed as Lighthouse does, in an unthrottled page. */
async function benchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as unknown as {
    pageFunctions: { computeBenchmarkIndex: () => number }
  }
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>
}

async function main() {
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive whole number, not ${runs}`)
  const builds: [string, string][] = [["this code", values.public ?? `${rootDir}/public`]]
  if (before) builds.push([`before (${before})`, await buildVariant({ name: "first-tap-before", revision: before })])
  const servers = await Promise.all(builds.map(([, root]) => startServer({ root, port: 0 })))
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true })
  const loadBefore = os.loadavg()[0]
  const indexes: number[] = []
  const results = new Map<string, Visit[]>()
  const key = (build: number, control: number, cpu: number) => `${build} ${control} ${cpu}`
  try {
    const blank = await browser.newPage()
    for (let run = 1; run <= runs; run++) {
      indexes.push(await benchmarkIndex(blank))
      for (const cpu of slowdowns)
        for (const [c, control] of CONTROLS.entries())
          for (const [b, server] of servers.entries()) {
            const result = await visit(browser, server.url, control, cpu)
            results.set(key(b, c, cpu), [...(results.get(key(b, c, cpu)) ?? []), result])
            process.stderr.write(
              `run ${run}, ${cpu}× CPU, ${builds[b]![0]}, ${control.name}: ${result.deadTaps} dead, first tap ${Math.round(result.firstTapMs)} ms (from its frame's layout ${Math.round(result.fromLayoutMs)}, waited ${Math.round(result.waitedMs)})\n`,
            )
          }
    }
    indexes.push(await benchmarkIndex(blank))
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }
  const verdict = machineVerdict(indexes, [loadBefore, os.loadavg()[0]])
  console.log(`${verdict.line}\n`)
  console.log(
    `First tap: Slow 4G, 412 px, empty cache, a tap every ${TAP_EVERY_MS} ms from the control's first frame, median of ${runs}`,
  )
  console.log(
    `Target: 0 dead taps and the first tap's effect on screen within ${TARGET_MS} ms of the control showing, every control, every slowdown.\n`,
  )
  console.log(
    "| build | control | CPU | dead taps | first tap ms | from its frame's layout ms | the bench's working tap waited ms | hydrated: tap to next paint ms | target |",
  )
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
  let missed = 0
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : "–")
  for (const [b, [build]] of builds.entries())
    for (const cpu of slowdowns)
      for (const [c, control] of CONTROLS.entries()) {
        const visits = results.get(key(b, c, cpu)) ?? []
        const dead = median(visits.map((v) => v.deadTaps))
        const first = median(visits.map((v) => v.firstTapMs))
        const fromLayout = median(visits.map((v) => v.fromLayoutMs))
        const waited = median(visits.map((v) => v.waitedMs))
        const hydrated = median(visits.map((v) => v.hydratedMs ?? Number.NaN))
        const met = dead === 0 && first <= TARGET_MS
        if (b === 0 && !met) missed++
        console.log(
          `| ${build} | ${control.name} | ${cpu}× | ${dead} | ${ms(first)} | ${ms(fromLayout)} | ${ms(waited)} | ${ms(hydrated)} | ${met ? "met" : "missed"} |`,
        )
      }
  console.log(
    missed === 0
      ? "\nEvery control of this code meets the target."
      : `\n${missed} figures of this code miss the target.`,
  )
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
