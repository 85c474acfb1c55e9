/** Medians and the printed table of the Lighthouse benchmark, with the targets of issue 14. */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Issue 14's targets, per figure; `ff` is the form factor ("mobile" or "desktop"). */
export const TARGETS = {
  performance: { text: "performance 100", met: (v) => v === 100 },
  accessibility: { text: "accessibility 100", met: (v) => v === 100 },
  bestPractices: { text: "best practices 100", met: (v) => v === 100 },
  seo: { text: "SEO 100", met: (v) => v === 100 },
  tbt: { text: "TBT ≤ 50 ms", met: (v) => v <= 50 },
  ratio: {
    text: "LCP ≤ 1.25 × the no-JS floor on mobile, ≤ 1.15 × on desktop",
    met: (v, ff) => v <= (ff === "mobile" ? 1.25 : 1.15),
  },
  cls: { text: "CLS 0", met: (v) => v === 0 },
  firstJsKB: { text: "first-load JS ≤ 90 KB brotli", met: (v) => v <= 90 },
  jsAfterLoadKB: { text: "JS after load ≤ 110 KB", met: (v) => v <= 110 },
  nuErrors: { text: "Nu HTML Checker: 0 errors", met: (v) => v === 0 },
}

// "n/a": no run gave the figure (the benchmark printed why); it is not marked as met or missed.
const NA = "n/a"
const mark = (key, value, formFactor) => (!Number.isFinite(value) || TARGETS[key].met(value, formFactor) ? "" : " ✗")
const known = (format) => (v) => (Number.isFinite(v) ? format(v) : NA)
const ms = known((v) => `${Math.round(v)}`)
const kb = known((v) => v.toFixed(0))
const fixed2 = known((v) => v.toFixed(2))
// A shift too small to show in three decimals is still a shift: the target is 0.
const cls = known((v) => (v > 0 && v < 0.0005 ? "<0.001" : v.toFixed(3)))

export function formatTable(rows) {
  const header = [
    "form",
    "route",
    "perf",
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
  const lines = rows.map(({ formFactor: ff, route, ours, floor, nuErrors }) => {
    const ratio = ours.lcp / floor.lcp
    return [
      ff,
      route,
      `${ms(ours.performance)}${mark("performance", ours.performance, ff)}`,
      `${ms(ours.accessibility)}${mark("accessibility", ours.accessibility, ff)}`,
      `${ms(ours.bestPractices)}${mark("bestPractices", ours.bestPractices, ff)}`,
      `${ms(ours.seo)}${mark("seo", ours.seo, ff)}`,
      `${ms(ours.tbt)}${mark("tbt", ours.tbt, ff)}`,
      ms(floor.tbt),
      ms(ours.lcp),
      ms(floor.lcp),
      `${fixed2(ratio)}${mark("ratio", ratio, ff)}`,
      `${cls(ours.cls)}${mark("cls", ours.cls, ff)}`,
      `${kb(ours.firstJsKB)}${mark("firstJsKB", ours.firstJsKB, ff)}`,
      `${kb(ours.scriptKB)}${mark("jsAfterLoadKB", ours.scriptKB, ff)}`,
      `${nuErrors}${mark("nuErrors", nuErrors, ff)}`,
    ]
  })
  const table = [header, header.map(() => "---"), ...lines]
  return table.map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}

export const targetsLegend = () =>
  `✗ marks a missed target of issue 14: ${Object.values(TARGETS)
    .map((target) => target.text)
    .join("; ")}. ${NA}: no run gave the figure.`
