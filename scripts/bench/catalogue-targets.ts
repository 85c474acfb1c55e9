/**
 * What `npm run bench:catalogue` judges. The scripts' cost is measured against
 * the page's own floor: the same build with every script removed
 * (scriptless-copy.ts), each run back to back with the page, so the machine's
 * pace of the moment hits both alike. What /treatments/'s scripts add to its
 * floor's blocking time is held to what a bare Gatsby starter's scripts add
 * to its own: a same-run comparison, judged in any run. The HTML a treatment
 * adds is bytes, judged in any run; a score only in a quiet one.
 */
import { type Figures, median } from "./lighthouse-runs"

/** The HTML one more treatment may add to /treatments/ (raw bytes, KB of 1,024). */
export const MAX_HTML_KB_PER_TREATMENT = 1.2

/** A page's blocking time with its scripts and without them, and what the scripts add (medians over the runs). */
export type ScriptCost = { tbt: number; floorTbt: number; added: number }

/**
 * From runs of a page and of its scriptless copy at the same CPU slowdown, in
 * pairs (run i of each back to back): what the scripts add is the median of
 * each pair's difference, so one slow moment that hit a pair does not count
 * twice. A run that measured nothing (NaN) leaves its pair out.
 */
export function scriptCost(withScripts: readonly Figures[], withoutScripts: readonly Figures[]): ScriptCost {
  const pairs = withScripts.map((run, i) => run.tbt - (withoutScripts[i]?.tbt ?? Number.NaN))
  return {
    tbt: median(withScripts.map((run) => run.tbt)),
    floorTbt: median(withoutScripts.map((run) => run.tbt)),
    added: median(pairs),
  }
}

export type CatalogueResults = {
  /** Whether the run was quiet enough to judge a score (lighthouse-runs.ts, machineVerdict). */
  quiet: boolean
  /** The CPU slowdown the scripts' cost was measured at. */
  cpuSlowdown: number
  /** The bare Gatsby starter's home page. */
  starter: ScriptCost
  /** /treatments/ at each catalogue size measured. */
  catalogues: readonly ({ name: string } & ScriptCost)[]
  /** The largest catalogue's performance score at Lighthouse's own 4 × CPU. */
  largest: { name: string; performance: number }
  /** Raw HTML each added treatment costs, between the smallest and largest catalogue. */
  htmlKBPerTreatment: number
}

const ms = (value: number) => `${Math.round(value)} ms`
const mark = (met: boolean) => (met ? "met   " : "MISSED")

/** The targets' lines: "met", "MISSED", or "n/j" (not judged: the machine was not quiet). */
export function catalogueTargets(results: CatalogueResults): string[] {
  const { quiet, cpuSlowdown, starter, catalogues, largest, htmlKBPerTreatment } = results
  const starterAdds = `the starter's ${ms(starter.added)} (${ms(starter.tbt)} with, ${ms(starter.floorTbt)} without)`
  return [
    `${quiet ? mark(largest.performance === 100) : "n/j   "} ${largest.name}: performance 100 at 4× (${Math.round(largest.performance)})` +
      (quiet ? "" : " — not judged: the machine was not quiet"),
    ...catalogues.map(
      (page) =>
        `${mark(page.added <= starter.added)} ${page.name}: at ${cpuSlowdown}× its scripts add ≤ the starter's to the TBT ` +
        `of their page without scripts: ${ms(page.added)} (${ms(page.tbt)} with, ${ms(page.floorTbt)} without) vs ${starterAdds}`,
    ),
    `${mark(htmlKBPerTreatment <= MAX_HTML_KB_PER_TREATMENT)} HTML per added treatment ≤ ${MAX_HTML_KB_PER_TREATMENT} KB: ${htmlKBPerTreatment.toFixed(2)} KB`,
  ]
}
