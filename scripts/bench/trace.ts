/**
 * `npm run bench:trace [-- /route/ …]` (after `npm run build`): where the main
 * thread's time goes while a page loads and hydrates, for comparing one change
 * with the next. Headless Chromium (playwright-core) at 4× CPU slowdown, the
 * phone viewport Lighthouse uses, a Chrome trace per route read back into:
 * the long tasks (over 50 ms) and what filled them, the blocking time they add
 * up to (TBT's formula, without Lighthouse's network simulation; all tasks, and
 * those after the first contentful paint, TBT's window), and the
 * scripts that ran longest (self time from the sampling profiler, by file; by
 * npm package and source file for a build made with
 * `BUILD_SOURCE_MAPS=1 npm run build`, which must never be published).
 * BENCH_PUBLIC=dir traces another build (the baseline worktree's public/).
 * A single trace on a shared 2-core machine moves by ±30 %: compare runs made
 * back to back, and leave the verdict to `npm run bench`.
 */
import fs from "node:fs"
import path from "node:path"
import { type Browser, chromium } from "playwright-core"
import { SourceMapConsumer } from "source-map-js"
import { CHROME_PATH, CHROMIUM_ARGS } from "../chromium"
import { startServer } from "../serve/server"
import { rootDir } from "../temp-project"

const publicDir = path.resolve(rootDir, process.env.BENCH_PUBLIC ?? "public")
const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

/** A Chrome trace event (the fields read here). */
type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur: number
  args?: { name?: string; data?: { url?: string; stackTrace?: { url?: string }[] } }
}
type CallFrame = { url: string; functionName: string; lineNumber: number; columnNumber: number }
type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
}
type LongTask = { start: number; end: number; ms: number; parts: [string, number][] }

const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
]
/** Events that run script, named by the file they run. */
const SCRIPT_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.compile",
  "v8.compileModule",
  "FireIdleCallback",
])
/** The browser's own work, by kind. */
const RENDERING: Record<string, string> = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  MinorGC: "GC",
  MajorGC: "GC",
}

const fileOf = (url: string | undefined) =>
  url ? path.basename(new URL(url, "http://x/").pathname) || "(document)" : ""

/** The main thread of the page's renderer: the one that ran our scripts. */
function mainThread(events: TraceEvent[]): TraceEvent | undefined {
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
  const scriptTime = (thread: TraceEvent) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && SCRIPT_EVENTS.has(e.name))
      .reduce((sum, e) => sum + e.dur, 0)
  return mains.sort((a, b) => scriptTime(b) - scriptTime(a))[0]
}

/** Long tasks of the main thread, each split into the scripts it ran (by file) and the browser's own work. */
function longTasks(events: TraceEvent[]): LongTask[] {
  const main = mainThread(events)
  const own = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === "X")
  const tasks = own.filter((e) => e.name === "RunTask" && e.dur / 1000 > LONG_TASK_MS)
  return tasks.map((task) => {
    const end = task.ts + task.dur
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end).sort((a, b) => a.ts - b.ts)
    const parts = new Map<string, number>()
    const add = (key: string, us: number) => parts.set(key, (parts.get(key) ?? 0) + us / 1000)
    // Outermost script events only: a function call inside an evaluated script is part of it.
    let scriptUntil = -Infinity
    for (const e of inside) {
      if (SCRIPT_EVENTS.has(e.name)) {
        if (e.ts + e.dur <= scriptUntil) continue
        scriptUntil = e.ts + e.dur
        const data = e.args?.data ?? {}
        add(fileOf(data.url || data.stackTrace?.[0]?.url) || e.name, e.dur)
      } else if (RENDERING[e.name] && e.ts >= scriptUntil) add(RENDERING[e.name], e.dur)
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4)
    return { start: task.ts, end, ms: task.dur / 1000, parts: top }
  })
}

/** When the page first painted content (trace clock, µs): TBT counts only the long tasks after it. */
function firstContentfulPaint(events: TraceEvent[]): number {
  const main = mainThread(events)
  const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === main?.pid).map((e) => e.ts)
  return paints.length ? Math.min(...paints) : NaN
}

/**
 * Where a profiled function comes from: its script file, or, when the build
 * kept source maps (`BUILD_SOURCE_MAPS=1 npm run build`), its npm package or
 * source file.
 */
function makeOrigin(publicDir: string): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>()
  const consumer = (file: string) => {
    if (!maps.has(file)) {
      const map = path.join(publicDir, `${file}.map`)
      maps.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, "utf8"))) : null)
    }
    return maps.get(file)
  }
  return ({ url, functionName, lineNumber, columnNumber }) => {
    if (!url) return `(${functionName || "program"})`
    const file = fileOf(url)
    const source = consumer(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source
    if (!source) return file
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
    if (inPackage) return inPackage[1]
    return source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, "")
  }
}

/** Self time per origin (see makeOrigin) from a V8 CPU profile, of the samples between `from` and `to` (µs). */
function selfTimeByOrigin(
  profile: CpuProfile,
  origin: (frame: CallFrame) => string,
  from = -Infinity,
  to = Infinity,
): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const time = new Map<string, number>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]
    if (at < from || at > to) return
    const key = origin(byId.get(id)!.callFrame)
    time.set(key, (time.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000)
  })
  return [...time].sort((a, b) => b[1] - a[1])
}

async function traceRoute(browser: Browser, baseUrl: string, route: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort()))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await cdp.send("Profiler.enable")
  await cdp.send("Profiler.setSamplingInterval", { interval: 1000 })
  const events: TraceEvent[] = []
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
  await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReportEvents" })
  await cdp.send("Profiler.start")
  await page.goto(new URL(route, baseUrl).href, { waitUntil: "load" })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(1500)
  const { profile } = await cdp.send("Profiler.stop")
  await cdp.send("Tracing.end")
  await done
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve(entries[entries.length - 1]?.startTime ?? NaN)
        }).observe({ type: "largest-contentful-paint", buffered: true })
      }),
  )
  await context.close()
  const origin = makeOrigin(publicDir)
  const tasks = longTasks(events).map((task) => ({
    ...task,
    origins: selfTimeByOrigin(profile as CpuProfile, origin, task.start, task.end).filter(
      ([key]) => !key.startsWith("(("),
    ),
  }))
  return {
    route,
    tasks,
    files: selfTimeByOrigin(profile as CpuProfile, origin),
    lcp,
    fcp: firstContentfulPaint(events),
  }
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`${publicDir} has no build: run \`npm run build\` first.`)
    process.exit(1)
  }
  const site = await startServer({ root: publicDir, port: 0 })
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true })
  try {
    for (const route of routes.length ? routes : ["/", "/treatments/"]) {
      const { tasks, files, lcp, fcp } = await traceRoute(browser, site.url, route)
      const blockingOf = (list: LongTask[]) => Math.round(list.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0))
      // A task that straddles FCP counts from FCP on, as in Lighthouse's TBT.
      const afterFcp = tasks
        .filter((task) => task.end > fcp)
        .map((task) => ({ ...task, ms: (task.end - Math.max(task.start, fcp)) / 1000 }))
        .filter((task) => task.ms > LONG_TASK_MS)
      console.log(`\n${route}  (${CPU_SLOWDOWN}× CPU slowdown; LCP ${Math.round(lcp)} ms unthrottled network)`)
      console.log(
        `  long tasks: ${tasks.length}, blocking time ${blockingOf(tasks)} ms; ` +
          (Number.isFinite(fcp)
            ? `after first contentful paint (TBT's window): ${afterFcp.length}, ${blockingOf(afterFcp)} ms`
            : "no first contentful paint in the trace"),
      )
      for (const task of tasks) {
        const parts = task.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join("; ")
        console.log(`    ${Math.round(task.ms).toString().padStart(4)} ms  ${parts}`)
        const origins = task.origins.slice(0, 5).map(([name, ms]) => `${name} ${Math.round(ms)}`)
        if (origins.length) console.log(`             of which ${origins.join("; ")}`)
      }
      console.log("  self time by script, or by package and source file where source maps exist (ms):")
      for (const [file, ms] of files.filter(([, ms]) => ms >= 5).slice(0, 16))
        console.log(`    ${Math.round(ms).toString().padStart(5)}  ${file}`)
    }
  } finally {
    await browser.close()
    await site.close()
  }
}

void main()
