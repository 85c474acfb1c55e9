/**
 * The targets of `npm run bench` and its table. A score or a time in ms depends on the machine's speed
 * (Lighthouse multiplies the main-thread time it observes): judged only in a quiet run, "?" otherwise.
 * A ratio between pages of the same run, bytes or an error count does not: judged in every run.
 */
import type { Figures, FormFactor } from "./lighthouse-run"

export type Row = {
  formFactor: FormFactor
  route: string
  ours: Figures & { firstJsKB: number }
  floor: Figures
  nuErrors: number
}

type Target = { text: string; machineBound: boolean; met: (row: Row) => boolean }

const lcpRatio = (row: Row) => row.ours.lcp / row.floor.lcp
const LCP_LIMIT: Record<FormFactor, number> = { mobile: 1.25, desktop: 1.15 }
const target = (text: string, machineBound: boolean, met: (row: Row) => boolean): Target => ({
  text,
  machineBound,
  met,
})

export const TARGETS = {
  performance: target("performance 100", true, (r) => r.ours.performance === 100),
  accessibility: target("accessibility 100", false, (r) => r.ours.accessibility === 100),
  bestPractices: target("best practices 100", false, (r) => r.ours.bestPractices === 100),
  seo: target("SEO 100", false, (r) => r.ours.seo === 100),
  tbt: target("TBT ≤ 50 ms", true, (r) => r.ours.tbt <= 50),
  ratio: target(
    `LCP ≤ ${LCP_LIMIT.mobile} × the no-JS floor's on mobile, ≤ ${LCP_LIMIT.desktop} × on desktop`,
    false,
    (r) => lcpRatio(r) <= LCP_LIMIT[r.formFactor],
  ),
  cls: target("CLS 0", false, (r) => r.ours.cls === 0),
  firstJsKB: target("first-load JS ≤ 90 KB brotli", false, (r) => r.ours.firstJsKB <= 90),
  jsAfterLoadKB: target("JS after load ≤ 110 KB", false, (r) => r.ours.scriptKB <= 110),
  nuErrors: target("Nu HTML Checker: 0 errors", false, (r) => r.nuErrors === 0),
}

// "n/a": no run gave the figure (the benchmark printed why); it is not marked as met or missed.
const NA = "n/a"
const known = (format: (v: number) => string) => (v: number) => (Number.isFinite(v) ? format(v) : NA)
const whole = known((v) => `${Math.round(v)}`)
const fixed2 = known((v) => v.toFixed(2))
// A shift too small to show in three decimals is still a shift: the target is 0.
const cls = known((v) => (v > 0 && v < 0.0005 ? "<0.001" : v.toFixed(3)))

type Column = [header: string, value: (row: Row) => number, format?: (v: number) => string, judged?: Target]
const COLUMNS: Column[] = [
  ["index", (r) => r.ours.benchmarkIndex],
  ["perf", (r) => r.ours.performance, whole, TARGETS.performance],
  ["floor perf", (r) => r.floor.performance],
  ["a11y", (r) => r.ours.accessibility, whole, TARGETS.accessibility],
  ["bp", (r) => r.ours.bestPractices, whole, TARGETS.bestPractices],
  ["seo", (r) => r.ours.seo, whole, TARGETS.seo],
  ["TBT ms", (r) => r.ours.tbt, whole, TARGETS.tbt],
  ["floor TBT ms", (r) => r.floor.tbt],
  ["LCP ms", (r) => r.ours.lcp],
  ["floor LCP ms", (r) => r.floor.lcp],
  ["LCP/floor", lcpRatio, fixed2, TARGETS.ratio],
  ["CLS", (r) => r.ours.cls, cls, TARGETS.cls],
  ["1st-load JS KB", (r) => r.ours.firstJsKB, whole, TARGETS.firstJsKB],
  ["JS after load KB", (r) => r.ours.scriptKB, whole, TARGETS.jsAfterLoadKB],
  ["Nu errors", (r) => r.nuErrors, whole, TARGETS.nuErrors],
]

/** A missed target is marked ✗; a machine-bound one in a run that is not quiet "?", as that run cannot tell. */
function mark(judged: Target | undefined, row: Row, value: number, quiet: boolean): string {
  if (!judged || !Number.isFinite(value)) return ""
  if (judged.machineBound && !quiet) return " ?"
  return judged.met(row) ? "" : " ✗"
}

export function formatTable(rows: readonly Row[], quiet: boolean): string {
  const header = ["form", "route", ...COLUMNS.map(([name]) => name)]
  const lines = rows.map((row) => [
    row.formFactor,
    row.route,
    ...COLUMNS.map(
      ([, value, format = whole, judged]) => `${format(value(row))}${mark(judged, row, value(row), quiet)}`,
    ),
  ])
  return [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}

export const targetsLegend = (): string => {
  const list = (machineBound: boolean) =>
    Object.values(TARGETS)
      .filter((t) => t.machineBound === machineBound)
      .map((t) => t.text)
      .join("; ")
  return [
    `✗ marks a missed target. Judged in every run: ${list(false)}.`,
    `Judged only in a quiet run ("?" otherwise): ${list(true)}.`,
    `index: Lighthouse's benchmark index (median of the page's runs). ${NA}: no run gave the figure.`,
  ].join("\n")
}
