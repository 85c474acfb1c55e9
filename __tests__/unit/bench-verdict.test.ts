/**
 * @jest-environment node
 *
 * What `npm run bench` judges, and when: in a slow or unsteady run of the
 * machine it must not call a score or a time in milliseconds met or missed
 * (it marks them "?"), while ratios to the floor, bytes and error counts are
 * judged in every run.
 */
import { formatTable, type Row } from "../../bench/lighthouse-report"
import type { Figures } from "../../bench/lighthouse-run"
import { machineVerdict, QUIET_INDEX, STEADY_SPREAD } from "../../bench/machine"

const figures = (overrides: Partial<Figures>): Figures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1500,
  cls: 0,
  tbt: 20,
  scriptKB: 100,
  benchmarkIndex: QUIET_INDEX + 500,
  ...overrides,
})

/** A mobile row whose page is slow in milliseconds (machine-bound) and whose LCP is 1.5 × its floor's. */
const slowRow: Row = {
  formFactor: "mobile",
  route: "/",
  ours: { ...figures({ performance: 90, tbt: 300, lcp: 3000 }), firstJsKB: 80 },
  floor: figures({ lcp: 2000 }),
  nuErrors: 0,
}
const cellsOf = (table: string) => table.split("\n")[2]!.split(" | ")

describe("the machine verdict", () => {
  it("judges every target when the index is high and steady", () => {
    const verdict = machineVerdict([QUIET_INDEX + 400, QUIET_INDEX + 300, QUIET_INDEX + 500], [0.1, 0.4])
    expect(verdict.quiet).toBe(true)
  })

  it("judges only same-run ratios when the index is low, and says why", () => {
    const verdict = machineVerdict([QUIET_INDEX - 600, QUIET_INDEX - 700], [1.8, 2.1])
    expect(verdict.quiet).toBe(false)
    expect(verdict.line).toContain(`below ${QUIET_INDEX}`)
    expect(verdict.line).toContain("only the same-run ratios")
  })

  it("judges only same-run ratios when the index varied too much within the run", () => {
    const low = QUIET_INDEX + 100
    const verdict = machineVerdict([low, low * STEADY_SPREAD * 1.1], [0.2, 0.3])
    expect(verdict.quiet).toBe(false)
    expect(verdict.line).toContain(`varied more than ${STEADY_SPREAD}×`)
  })
})

describe("the table", () => {
  it("marks a missed score and TBT in a quiet run, and the LCP ratio in any run", () => {
    const quiet = cellsOf(formatTable([slowRow], true))
    expect(quiet).toEqual(expect.arrayContaining(["90 ✗", "300 ✗", "1.50 ✗"]))
    const slow = cellsOf(formatTable([slowRow], false))
    expect(slow).toEqual(expect.arrayContaining(["90 ?", "300 ?", "1.50 ✗"]))
    expect(slow.join(" ")).not.toMatch(/\b(90|300) ✗/)
  })

  it("marks the scripts' bytes over their targets and Nu errors in any run", () => {
    const heavy: Row = { ...slowRow, ours: { ...slowRow.ours, firstJsKB: 95, scriptKB: 120 }, nuErrors: 2 }
    expect(cellsOf(formatTable([heavy], false)).slice(-3)).toEqual(["95 ✗", "120 ✗", "2 ✗ |"])
    expect(cellsOf(formatTable([slowRow], false)).slice(-3)).toEqual(["80", "100", "0 |"])
  })

  it("prints the run's benchmark index beside the page's figures", () => {
    expect(cellsOf(formatTable([slowRow], true))[2]).toBe(`${QUIET_INDEX + 500}`)
  })
})
