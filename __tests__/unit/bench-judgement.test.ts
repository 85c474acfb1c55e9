/**
 * @jest-environment node
 *
 * What `npm run bench` judges, and when: in a slow or unsteady run of the
 * machine it must not call a score or a time in milliseconds met or missed
 * (it marks them "?"), while ratios to the floor, bytes and error counts are
 * judged in every run. What `npm run bench:catalogue` judges: the scripts'
 * cost against the starter's and the HTML per treatment in any run, the score
 * only in a quiet one; and the generated catalogue it builds is content the
 * check approves, with the counts asked.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeCatalogue } from "../../scripts/bench/catalogue"
import {
  type CatalogueResults,
  catalogueTargets,
  MAX_HTML_KB_PER_TREATMENT,
  scriptCost,
} from "../../scripts/bench/catalogue-targets"
import { type Figures, machineVerdict, QUIET_INDEX, STEADY_SPREAD } from "../../scripts/bench/lighthouse-runs"
import { formatTable, type Row } from "../../scripts/bench/report"
import { loadContent } from "../../src/content"

const figures = (overrides: Partial<Figures>): Figures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1000,
  lcp: 1500,
  cls: 0,
  tbt: 20,
  totalKB: 300,
  scriptKB: 100,
  imageKB: 150,
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

  it("prints the run's benchmark index beside the page's figures", () => {
    expect(cellsOf(formatTable([slowRow], true))[2]).toBe(`${QUIET_INDEX + 500}`)
  })
})

describe("the catalogue's targets", () => {
  const cost = (tbt: number, floorTbt: number) => ({ tbt, floorTbt, added: tbt - floorTbt })
  const results = (overrides: Partial<CatalogueResults>): CatalogueResults => ({
    quiet: true,
    cpuSlowdown: 8,
    starter: cost(90, 30),
    catalogues: [
      { name: "27 treatments", ...cost(400, 350) },
      { name: "100 treatments", ...cost(500, 440) },
    ],
    largest: { name: "100 treatments", performance: 100 },
    htmlKBPerTreatment: MAX_HTML_KB_PER_TREATMENT,
    ...overrides,
  })
  const verdicts = (lines: string[]) => lines.map((line) => line.slice(0, 6).trim())

  it("holds what each catalogue's scripts add to its floor to what the starter's add, in a slow run too", () => {
    expect(verdicts(catalogueTargets(results({})))).toEqual(["met", "met", "met", "met"])
    const slow = results({
      quiet: false,
      catalogues: [
        { name: "27 treatments", ...cost(400, 340) },
        { name: "100 treatments", ...cost(900, 500) },
      ],
    })
    expect(verdicts(catalogueTargets(slow))).toEqual(["n/j", "met", "MISSED", "met"])
    expect(catalogueTargets(slow)[2]).toContain("400 ms (900 ms with, 500 ms without) vs the starter's 60 ms")
  })

  it("judges the HTML per added treatment by its bytes, in any run", () => {
    const over = results({ quiet: false, htmlKBPerTreatment: MAX_HTML_KB_PER_TREATMENT + 0.01 })
    expect(verdicts(catalogueTargets(over)).at(-1)).toBe("MISSED")
    expect(catalogueTargets(over).at(-1)).toContain("1.21 KB")
  })

  it("counts what the scripts add from each run's pair, measured back to back", () => {
    // A slow moment hit run 2 of both: its pair still says 60, and a lost run leaves its pair out.
    const runs = (...tbts: number[]) => tbts.map((tbt) => figures({ tbt }))
    const scripts = scriptCost(runs(100, 400, 110, Number.NaN), runs(40, 340, 45, 40))
    expect(scripts).toEqual({ tbt: 110, floorTbt: 42.5, added: 60 })
  })
})

it("generates a catalogue that the content check approves, with the counts asked", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-"))
  try {
    fs.cpSync(path.join(__dirname, "..", "..", "content"), dir, { recursive: true })
    writeCatalogue(dir, { categories: 12, treatments: 100 })
    const { categories } = loadContent(dir)
    expect(categories).toHaveLength(12)
    expect(categories.reduce((sum, category) => sum + category.treatments.length, 0)).toBe(100)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
