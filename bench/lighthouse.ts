/**
 * `npm run bench` (after `npm run build`): Lighthouse 12.2.3, mobile and desktop, every route, median of 3,
 * beside the same pages without scripts (the floor) run by run, and the Nu HTML Checker's errors per page.
 * Prints each run's benchmark index, the table of docs/performance.md and the machine's verdict (machine.ts).
 * A quick look: BENCH_RUNS=1 BENCH_ROUTES=/,/treatments/ BENCH_FORMS=mobile; another build: BENCH_PUBLIC=dir;
 * a low-end phone: BENCH_CPU=8 (mobile's CPU slowdown instead of Lighthouse's 4).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { nuErrors } from "../tooling/nu-checker"
import { ROUTES } from "../src/routes"
import { launchChromeForLighthouse, missingBuild, rootDir, serveBuild } from "./browser"
import { firstLoadScriptKB, makeScriptlessCopy } from "./build-files"
import { type Figures, type FormFactor, lighthouseRun, medianFigures } from "./lighthouse-run"
import { formatTable, type Row, targetsLegend } from "./lighthouse-report"
import { loadAverage, machineVerdict, utcNow } from "./machine"

const FORMS: readonly FormFactor[] = ["mobile", "desktop"]
const publicDir = path.resolve(rootDir, process.env.BENCH_PUBLIC ?? "public")
const list = (value: string | undefined, all: readonly string[]) =>
  value ? value.split(",").map((item) => item.trim()) : [...all]
const routes = list(process.env.BENCH_ROUTES, Object.values(ROUTES))
const formFactors = list(process.env.BENCH_FORMS, FORMS) as FormFactor[]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4)
const pageFile = (route: string) => path.join(publicDir, route, "index.html")

async function main() {
  const refused = [
    missingBuild(publicDir),
    !(Number.isInteger(runs) && runs > 0) &&
      `BENCH_RUNS must be a whole number over 0, not "${process.env.BENCH_RUNS}".`,
    !(cpuSlowdown >= 1) && `BENCH_CPU must be a slowdown of 1 or more, not "${process.env.BENCH_CPU}".`,
    ...formFactors.filter((ff) => !FORMS.includes(ff)).map((ff) => `BENCH_FORMS: unknown form "${ff}".`),
    ...routes.filter((route) => !fs.existsSync(pageFile(route))).map((route) => `BENCH_ROUTES: no page ${route}.`),
  ].filter(Boolean)
  if (refused.length) {
    console.error(refused.join("\n"))
    process.exit(1)
  }
  const nuMessages = nuErrors(routes.map(pageFile))
  const nuCount = (route: string) => nuMessages.filter((message) => message.url.endsWith(pageFile(route))).length
  const loadBefore = loadAverage()

  const floorDir = makeScriptlessCopy(publicDir, fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-")))
  const site = await serveBuild(publicDir)
  const floor = await serveBuild(floorDir)
  const chrome = await launchChromeForLighthouse()

  const rows: Row[] = []
  const indexes: number[] = []
  try {
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const ours: Figures[] = []
        const bare: Figures[] = []
        // Page and floor alternate run by run, so a change of the machine's pace hits both alike.
        for (let run = 1; run <= runs; run++) {
          const measure = (server: typeof site, dir: string) =>
            lighthouseRun(new URL(route, server.url).href, chrome.port, { formFactor, cpuSlowdown, publicDir: dir })
          ours.push(await measure(site, publicDir))
          bare.push(await measure(floor, floorDir))
          const [a, b] = [ours, bare].map((r) => Math.round(r[r.length - 1].benchmarkIndex))
          indexes.push(a, b)
          console.log(`${formFactor} ${route} run ${run}: benchmark index ${a} (page), ${b} (floor)`)
        }
        rows.push({
          formFactor,
          route,
          ours: { ...medianFigures(ours), firstJsKB: firstLoadScriptKB(publicDir, route) },
          floor: medianFigures(bare),
          nuErrors: nuCount(route),
        })
      }
    }
  } finally {
    await Promise.all([chrome.kill(), site.close(), floor.close()])
    fs.rmSync(floorDir, { recursive: true, force: true })
  }

  const verdict = machineVerdict(indexes, [loadBefore, loadAverage()])
  const cpu = cpuSlowdown === 4 ? "" : `, mobile at ${cpuSlowdown}× CPU`
  console.log(`\nLighthouse 12.2.3, median of ${runs} run(s)${cpu}, ${utcNow()}, ${os.cpus().length} cores`)
  console.log(`${verdict.line}\n`)
  console.log(formatTable(rows, verdict.quiet))
  console.log(`\n${targetsLegend()}`)
}

void main()
