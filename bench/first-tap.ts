/**
 * `npm run bench:first-tap [-- --before <revision>] [-- --runs 3] [-- --cpu 4,8] [-- --public dir]`: whether
 * a control answers the moment it is painted. A phone (412 × 823, Slow 4G per request, 4 × and 8 × CPU, empty
 * cache) taps each control every 150 ms from the frame it first shows in, with CDP input events that do not
 * wait for the page: a busy main thread handles them late, and that is what is measured, on the page's clock
 * (first-tap-page.ts logs, first-tap-judge.ts reads). `--before`: that revision's build, visit by visit.
 */
import type { Browser, Page } from "playwright-core"
import { cliOptions } from "../scripts/cli-options"
import { buildRevision, launchBrowser, loopbackOnly, rootDir, serveBuild } from "./browser"
import { BINDING, instrument } from "./first-tap-page"
import { COLUMNS, judge, type LogEvent, type Painted, summarise, targetText, type Visit } from "./first-tap-judge"
import { benchmarkIndex, loadAverage, machineVerdict, utcNow } from "./machine"

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const TAP_EVERY_MS = 150
const MAX_TAPS = 40

const text = { type: "string" } as const
const { values } = cliOptions({ runs: text, before: text, cpu: text, public: text })
const runs = Number(values.runs ?? 3)
const slowdowns = (values.cpu ?? "4,8").split(",").map(Number)

/** `afterHydration`: a control that opens in place, also timed with a tap once the page has hydrated. */
type Control = { name: string; route: string; selector: string; afterHydration?: boolean }

const CONTROLS: readonly Control[] = [
  {
    name: "category header (/treatments/)",
    route: "/treatments/",
    selector: "main details[data-category] > summary",
    afterHydration: true,
  },
  { name: "menu button (/)", route: "/", selector: "button[popovertarget]", afterHydration: true },
  { name: "gallery photo (/)", route: "/", selector: "section[aria-labelledby='gallery'] li a" },
]

/** What the page signals: the control showed (with its frame), a change was drawn, it is on screen. */
type Signal = { what: "painted"; painted: Painted } | { what: "effect" | "shown" }

const logOf = (page: Page) => page.evaluate(() => (window as unknown as { __firstTapLog: LogEvent[] }).__firstTapLog)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One visit in a fresh context: taps the control every 150 ms from its first frame until a tap takes effect. */
async function visit(browser: Browser, baseUrl: string, control: Control, cpu: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    await loopbackOnly(context)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    let painted = (_: Painted) => {}
    const paint = new Promise<Painted>((resolve) => (painted = resolve))
    // The visitor stops tapping once the change is on screen: when Event Timing reports the paint after
    // the tap that made it (a frame drew the change), or, if it reports none (under its 16 ms), soon after.
    let effectAt = 0
    let isShown = false
    let seen = () => {}
    const shown = new Promise<void>((resolve) => (seen = resolve))
    cdp.on("Runtime.bindingCalled", ({ name, payload }) => {
      if (name !== BINDING) return
      const signal = JSON.parse(payload) as Signal
      if (signal.what === "painted") painted(signal.painted)
      if (signal.what === "effect") effectAt = Date.now()
      if (signal.what === "shown") {
        isShown = true
        seen()
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
    const tap = () => {
      for (const type of ["mousePressed", "mouseReleased"] as const)
        void cdp.send("Input.dispatchMouseEvent", { type, x, y, button: "left", clickCount: 1 }).catch(() => undefined)
    }
    const done = () => isShown || (effectAt > 0 && Date.now() - effectAt > 100)
    const sent: number[] = []
    for (let taps = 0; taps < MAX_TAPS && !done(); taps++) {
      sent.push(Date.now())
      tap()
      await pause(TAP_EVERY_MS)
    }
    await Promise.race([shown, pause(5000)])
    // Event Timing reports a tap once its frame is on screen.
    await pause(1000)
    const result = judge(await logOf(page), sent)
    if (control.afterHydration) result.hydratedMs = await tapWhenHydrated(page, tap)
    return result
  } finally {
    await context.close()
  }
}

/**
 * Once the page has hydrated and settled: a tap closes the control (it is open), another opens it
 * again, and the opening's tap to next paint is read from Event Timing (16 ms when below its threshold).
 */
async function tapWhenHydrated(page: Page, tap: () => void): Promise<number> {
  // A function, not a string: the page's Content-Security-Policy refuses eval.
  const hydrated = () =>
    Object.keys(document.querySelector("header[data-scrolled]") ?? {}).some((key) => key.startsWith("__reactProps$"))
  await page.waitForFunction(hydrated, undefined, { polling: 200, timeout: 60_000 })
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

async function main() {
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a whole number over 0, not ${values.runs}`)
  if (!slowdowns.every((cpu) => cpu >= 1)) throw new Error(`--cpu must list slowdowns of 1 or more, not ${values.cpu}`)
  const builds: [string, string][] = [["this code", values.public ?? `${rootDir}/public`]]
  if (values.before) builds.push([`before (${values.before})`, await buildRevision(values.before)])
  const servers = await Promise.all(builds.map(([, root]) => serveBuild(root)))
  const browser = await launchBrowser()
  const loadBefore = loadAverage()
  const indexes: number[] = []
  // visits[build][slowdown][control]
  const visits = builds.map(() => slowdowns.map(() => CONTROLS.map((): Visit[] => [])))
  try {
    const blank = await browser.newPage()
    for (let run = 1; run <= runs; run++) {
      indexes.push(await benchmarkIndex(blank))
      for (const [s, cpu] of slowdowns.entries())
        for (const [c, control] of CONTROLS.entries())
          for (const [b, server] of servers.entries()) {
            const v = await visit(browser, server.url, control, cpu)
            visits[b][s][c].push(v)
            const ms = [v.firstTapMs, v.fromLayoutMs, v.fontsMs, v.waitedMs].map(Math.round)
            process.stderr.write(
              `run ${run}, ${cpu}× CPU, ${builds[b][0]}, ${control.name}: ${v.deadTaps} dead, first tap ${ms[0]} ms (from its frame's layout ${ms[1]}, fonts' relayout ended ${ms[2]}, waited ${ms[3]})\n`,
            )
          }
    }
    indexes.push(await benchmarkIndex(blank))
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }
  const verdict = machineVerdict(indexes, [loadBefore, loadAverage()])
  console.log(`${utcNow()}. ${verdict.line}\n`)
  console.log(
    `First tap: Slow 4G, 412 px, empty cache, a tap every ${TAP_EVERY_MS} ms from its first frame, median of ${runs}`,
  )
  for (const cpu of slowdowns) console.log(`Target at ${cpu}×: ${targetText(cpu)}.`)
  const header = ["build", "control", "CPU", ...COLUMNS.map(([name]) => name), "target"]
  console.log(`\n| ${header.join(" | ")} |\n|${" --- |".repeat(header.length)}`)
  let missed = 0
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : "–")
  for (const [b, [build]] of builds.entries())
    for (const [s, cpu] of slowdowns.entries())
      for (const [c, control] of CONTROLS.entries()) {
        const { cells, met } = summarise(visits[b][s][c], cpu)
        if (b === 0 && !met) missed++
        console.log(
          `| ${build} | ${control.name} | ${cpu}× | ${cells.map(ms).join(" | ")} | ${met ? "met" : "missed"} |`,
        )
      }
  console.log(
    missed ? `\n${missed} figures of this code miss the target.` : "\nEvery control of this code meets the target.",
  )
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
