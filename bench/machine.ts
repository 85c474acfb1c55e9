/**
 * The machine a run measured on. Lighthouse's benchmark index (a fixed piece of work timed here; higher is
 * faster) is in every Lighthouse result; `benchmarkIndex` computes it with Lighthouse's own function. This
 * shared machine's speed swings 2–4 × by the hour, so scores and milliseconds are judged only in a run whose
 * index was high and steady; same-run ratios, bytes and counts in any run.
 */
import os from "node:os"
import type { Page } from "playwright-core"

/** Below this index (about 90 % of a quiet hour's 3,600 on this machine), absolute targets are not judged. */
export const QUIET_INDEX = 3200
/** The slowest run's index may be this much below the fastest's in a steady run. */
export const STEADY_SPREAD = 1.25

export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The one-minute load average now (other engineers' builds and tests share these cores). */
export const loadAverage = () => os.loadavg()[0]

/** The hour a run ended, as docs/performance.md records it. */
export const utcNow = () => `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`

export type MachineVerdict = { quiet: boolean; line: string }

/** What the benchmark indexes of a run say: whether absolute targets can be judged, in one line to print. */
export function machineVerdict(indexes: readonly number[], load: readonly [number, number]): MachineVerdict {
  const known = indexes.filter((index) => Number.isFinite(index))
  const low = Math.min(...known)
  const high = Math.max(...known)
  const fast = median(known) >= QUIET_INDEX
  const steady = high / low <= STEADY_SPREAD
  const figures = `benchmark index ${Math.round(median(known))} (${Math.round(low)}–${Math.round(high)} over ${known.length} runs), load average ${load[0].toFixed(2)} before, ${load[1].toFixed(2)} after`
  if (fast && steady) return { quiet: true, line: `Machine: ${figures}: quiet, every target judged.` }
  const why = [!fast && `the index is below ${QUIET_INDEX}`, !steady && `it varied more than ${STEADY_SPREAD}×`]
    .filter(Boolean)
    .join(" and ")
  return {
    quiet: false,
    line: `Machine: ${figures}: ${why}, so the absolute targets (scores, TBT, LCP in ms) cannot be judged in this run; only the same-run ratios are.`,
  }
}

/** Lighthouse's benchmark index of this machine now, computed in `page` (which must not be throttled). */
export async function benchmarkIndex(page: Page): Promise<number> {
  // Imported at run time: Lighthouse is an ES module.
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as unknown as {
    pageFunctions: { computeBenchmarkIndex: () => number }
  }
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>
}
