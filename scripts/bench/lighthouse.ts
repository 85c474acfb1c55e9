/**
 * `npm run bench` (after `npm run build`): Lighthouse 12.2.3 in mobile and
 * desktop settings on every route, median of 3 runs, for the built site and
 * for the same pages with every script removed — the floor for this content —
 * interleaved run by run, plus the Nu HTML Checker's error count of each page.
 * Not pass/fail: it prints every run's benchmark index, a markdown table for
 * docs/performance.md and a verdict on the machine (lighthouse-runs.ts): in a
 * slow or unsteady run it judges only what does not depend on the machine's
 * speed (ratios to the floor, bytes, errors).
 *
 * For a quicker look while developing (not for the record):
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/treatments/ BENCH_FORMS=mobile npm run bench
 * BENCH_PUBLIC=dir measures another build, e.g. a worktree's public/;
 * BENCH_CPU=8 another CPU slowdown on mobile than Lighthouse's 4 (a low-end phone).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { nuErrors } from "../nu-checker"
import { startServer } from "../serve/server"
import { ROUTES } from "../../src/routes"
import { rootDir } from "../temp-project"
import { firstLoadScriptKB } from "./first-load-js"
import {
  type Figures,
  type FormFactor,
  launchChrome,
  lighthouseRun,
  machineVerdict,
  medianFigures,
} from "./lighthouse-runs"
import { formatTable, type Row, targetsLegend } from "./report"
import { makeScriptlessCopy } from "./scriptless-copy"

const FORMS: readonly FormFactor[] = ["mobile", "desktop"]
const publicDir = path.resolve(rootDir, process.env.BENCH_PUBLIC ?? "public")
const list = (value: string | undefined, all: readonly string[]) =>
  value ? value.split(",").map((item) => item.trim()) : [...all]
const routes = list(process.env.BENCH_ROUTES, Object.values(ROUTES))
const formFactors = list(process.env.BENCH_FORMS, FORMS)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4)
const pageFile = (route: string) => path.join(publicDir, route, "index.html")

function refusals(): string[] {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    return [`${publicDir} has no build: run \`npm run build\` first.`]
  return [
    ...(Number.isInteger(runs) && runs > 0
      ? []
      : [`BENCH_RUNS must be a positive whole number, not "${process.env.BENCH_RUNS}".`]),
    ...formFactors.filter((ff) => !FORMS.includes(ff as FormFactor)).map((ff) => `BENCH_FORMS: unknown form "${ff}".`),
    ...routes
      .filter((route) => !fs.existsSync(pageFile(route)))
      .map((route) => `BENCH_ROUTES: no page ${route} in the build.`),
  ]
}

async function main() {
  const refused = refusals()
  if (refused.length) {
    console.error(refused.join("\n"))
    process.exit(1)
  }
  const nuMessages = nuErrors(routes.map(pageFile))
  const nuCount = (route: string) => nuMessages.filter((message) => message.url.endsWith(pageFile(route))).length
  const loadBefore = os.loadavg()[0]

  const floorDir = makeScriptlessCopy(publicDir, fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-")))
  const site = await startServer({ root: publicDir, port: 0 })
  const floor = await startServer({ root: floorDir, port: 0 })
  const chrome = await launchChrome()

  const rows: Row[] = []
  const indexes: number[] = []
  try {
    for (const formFactor of formFactors as FormFactor[]) {
      for (const route of routes) {
        const ours: Figures[] = []
        const bare: Figures[] = []
        // Page and floor alternate run by run, so a change of the machine's pace hits both alike.
        for (let run = 1; run <= runs; run++) {
          const options = { formFactor, cpuSlowdown }
          ours.push(await lighthouseRun(new URL(route, site.url).href, chrome.port, { ...options, publicDir }))
          bare.push(
            await lighthouseRun(new URL(route, floor.url).href, chrome.port, { ...options, publicDir: floorDir }),
          )
          const [a, b] = [ours, bare].map((r) => Math.round(r[r.length - 1].benchmarkIndex))
          indexes.push(a, b)
          console.log(`${formFactor} ${route} run ${run}: benchmark index ${a} (page), ${b} (floor)`)
        }
        const firstJsKB = firstLoadScriptKB(publicDir, route)
        rows.push({
          formFactor,
          route,
          ours: { ...medianFigures(ours), firstJsKB },
          floor: medianFigures(bare),
          nuErrors: nuCount(route),
        })
      }
    }
  } finally {
    await chrome.kill()
    await site.close()
    await floor.close()
    fs.rmSync(floorDir, { recursive: true, force: true })
  }

  const verdict = machineVerdict(indexes, [loadBefore, os.loadavg()[0]])
  console.log(
    `\nLighthouse 12.2.3, median of ${runs} run(s), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores`,
  )
  console.log(`${verdict.line}\n`)
  console.log(formatTable(rows, verdict.quiet))
  console.log(`\n${targetsLegend()}`)
}

void main()
