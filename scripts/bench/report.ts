/**
 * The targets of `npm run bench` and its printed table. Each target says
 * whether it depends on the machine's speed: a score or a time in
 * milliseconds does (Lighthouse multiplies the main-thread time it observes),
 * so it is judged only in a quiet run; a ratio between pages measured in the
 * same run, a byte count or a count of errors does not, and is always judged.
 */
import type { Figures, FormFactor } from "./lighthouse-runs"

export type Row = {
  formFactor: FormFactor
  route: string
  ours: Figures & { firstJsKB: number }
  floor: Figures
  nuErrors: number
}

type Target = { text: string; machineBound: boolean; met: (row: Row) => number | boolean }

const lcpRatio = (row: Row) => row.ours.lcp / row.floor.lcp
const LCP_LIMIT: Record<FormFactor, number> = { mobile: 1.25, desktop: 1.15 }

export const TARGETS = {
  performance: { text: "performance 100", machineBound: true, met: (r) => r.ours.performance === 100 },
  accessibility: { text: "accessibility 100", machineBound: false, met: (r) => r.ours.accessibility === 100 },
  bestPractices: { text: "best practices 100", machineBound: false, met: (r) => r.ours.bestPractices === 100 },
  seo: { text: "SEO 100", machineBound: false, met: (r) => r.ours.seo === 100 },
  tbt: { text: "TBT ≤ 50 ms", machineBound: true, met: (r) => r.ours.tbt <= 50 },
  ratio: {
    text: `LCP ≤ ${LCP_LIMIT.mobile} × the no-JS floor's on mobile, ≤ ${LCP_LIMIT.desktop} × on desktop`,
    machineBound: false,
    met: (r) => lcpRatio(r) <= LCP_LIMIT[r.formFactor],
  },
  cls: { text: "CLS 0", machineBound: false, met: (r) => r.ours.cls === 0 },
  firstJsKB: { text: "first-load JS ≤ 90 KB brotli", machineBound: false, met: (r) => r.ours.firstJsKB <= 90 },
  jsAfterLoadKB: { text: "JS after load ≤ 110 KB", machineBound: false, met: (r) => r.ours.scriptKB <= 110 },
  nuErrors: { text: "Nu HTML Checker: 0 errors", machineBound: false, met: (r) => r.nuErrors === 0 },
} satisfies Record<string, Target>

type TargetKey = keyof typeof TARGETS

// "n/a": no run gave the figure (the benchmark printed why); it is not marked as met or missed.
const NA = "n/a"
const known = (format: (v: number) => string) => (v: number) => (Number.isFinite(v) ? format(v) : NA)
const whole = known((v) => `${Math.round(v)}`)
const kb = known((v) => v.toFixed(0))
const fixed2 = known((v) => v.toFixed(2))
// A shift too small to show in three decimals is still a shift: the target is 0.
const cls = known((v) => (v > 0 && v < 0.0005 ? "<0.001" : v.toFixed(3)))

/**
 * Marks a missed target with ✗; a machine-bound one in a run that is not quiet
 * with "?" instead, since that run cannot say whether it is met.
 */
function mark(key: TargetKey, row: Row, value: number, quiet: boolean): string {
  const target: Target = TARGETS[key]
  if (!Number.isFinite(value)) return ""
  if (target.machineBound && !quiet) return " ?"
  return target.met(row) ? "" : " ✗"
}

export function formatTable(rows: readonly Row[], quiet: boolean): string {
  const header = [
    "form",
    "route",
    "index",
    "perf",
    "floor perf",
    "a11y",
    "bp",
    "seo",
    "TBT ms",
    "floor TBT ms",
    "LCP ms",
    "floor LCP ms",
    "LCP/floor",
    "CLS",
    "1st-load JS KB",
    "JS after load KB",
    "Nu errors",
  ]
  const lines = rows.map((row) => {
    const { formFactor, route, ours, floor, nuErrors } = row
    const cell = (key: TargetKey, value: number, format: (v: number) => string) =>
      `${format(value)}${mark(key, row, value, quiet)}`
    return [
      formFactor,
      route,
      whole(ours.benchmarkIndex),
      cell("performance", ours.performance, whole),
      whole(floor.performance),
      cell("accessibility", ours.accessibility, whole),
      cell("bestPractices", ours.bestPractices, whole),
      cell("seo", ours.seo, whole),
      cell("tbt", ours.tbt, whole),
      whole(floor.tbt),
      whole(ours.lcp),
      whole(floor.lcp),
      cell("ratio", lcpRatio(row), fixed2),
      cell("cls", ours.cls, cls),
      cell("firstJsKB", ours.firstJsKB, kb),
      cell("jsAfterLoadKB", ours.scriptKB, kb),
      cell("nuErrors", nuErrors, whole),
    ]
  })
  return [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}

export const targetsLegend = (): string => {
  const list = (machineBound: boolean) =>
    Object.values(TARGETS)
      .filter((target: Target) => target.machineBound === machineBound)
      .map((target) => target.text)
      .join("; ")
  return [
    `✗ marks a missed target. Judged in every run: ${list(false)}.`,
    `Judged only in a quiet run ("?" otherwise): ${list(true)}.`,
    `index: Lighthouse's benchmark index (median of the page's runs). ${NA}: no run gave the figure.`,
  ].join("\n")
}
