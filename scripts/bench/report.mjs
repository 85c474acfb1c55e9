/** Medians and the printed table of the Lighthouse benchmark, with issue 6's targets. */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const TARGETS = {
  performance: (v, ff) => ff !== "mobile" || v >= 98,
  accessibility: (v) => v === 100,
  bestPractices: (v) => v === 100,
  seo: (v) => v === 100,
  cls: (v) => v < 0.02,
  tbt: (v) => v < 100,
  ratio: (v) => v <= 1.2,
  firstJsKB: (v) => v <= 120,
}

const mark = (key, value, formFactor) => (TARGETS[key] && !TARGETS[key](value, formFactor) ? " ✗" : "")
const ms = (v) => `${Math.round(v)}`

export function formatTable(rows) {
  const header = [
    "form",
    "route",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "floor LCP",
    "LCP/floor",
    "CLS",
    "TBT ms",
    "total KB",
    "JS KB",
    "1st-load JS KB",
    "img KB",
  ]
  const lines = rows.map(({ formFactor: ff, route, ours, floor }) => {
    const ratio = ours.lcp / floor.lcp
    return [
      ff,
      route,
      `${ours.performance}${mark("performance", ours.performance, ff)}`,
      `${ours.accessibility}${mark("accessibility", ours.accessibility)}`,
      `${ours.bestPractices}${mark("bestPractices", ours.bestPractices)}`,
      `${ours.seo}${mark("seo", ours.seo)}`,
      ms(ours.fcp),
      ms(ours.lcp),
      ms(floor.lcp),
      `${ratio.toFixed(2)}${mark("ratio", ratio)}`,
      `${ours.cls.toFixed(3)}${mark("cls", ours.cls)}`,
      `${ms(ours.tbt)}${mark("tbt", ours.tbt)}`,
      ours.totalKB.toFixed(0),
      ours.scriptKB.toFixed(0),
      `${ours.firstJsKB.toFixed(0)}${mark("firstJsKB", ours.firstJsKB)}`,
      ours.imageKB.toFixed(0),
    ]
  })
  const table = [header, header.map(() => "---"), ...lines]
  return table.map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}
