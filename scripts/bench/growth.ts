/**
 * `npm run bench:catalogue [-- --runs 3] [-- --before <git revision>]` (after `npm run build`): what
 * /treatments/ costs as the salon's catalogue grows. Measures, interleaved run
 * by run, the treatments page of public/ (content/'s catalogue), of a build
 * with a generated catalogue of 100 treatments in 12 categories
 * (catalogue.ts), and the home page of a bare Gatsby starter (variants.ts),
 * with Lighthouse's mobile settings at 4× and 8× CPU slowdown; at 8× each
 * page also beside a copy of its build with every script removed
 * (scriptless-copy.ts), back to back. Prints the page's HTML bytes,
 * JavaScript bytes, blocking time and score, its blocking time without
 * scripts and what the scripts add to it, the cost of each added treatment,
 * and the targets (catalogue-targets.ts):
 * - 100 treatments score performance 100 at 4× (a score: judged only when
 *   the machine is quiet, lighthouse-runs.ts);
 * - at 8×, at both catalogue sizes, the page's scripts add no more blocking
 *   time to its own no-script floor than the starter's scripts add to the
 *   starter's (a same-run comparison: judged in any run);
 * - each added treatment costs at most 1.2 KB of HTML (bytes: judged in any run).
 * With `--before`, builds of that revision's code (both catalogues) are measured in the same runs.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { cliOptions } from "../cli-options"
import { startServer } from "../serve/server"
import { loadContent } from "../../src/content"
import { ROUTES } from "../../src/routes"
import { rootDir } from "../temp-project"
import { writeCatalogue } from "./catalogue"
import { catalogueTargets, type ScriptCost, scriptCost } from "./catalogue-targets"
import { firstLoadScriptKB } from "./first-load-js"
import { type Figures, launchChrome, lighthouseRun, machineVerdict, medianFigures } from "./lighthouse-runs"
import { makeScriptlessCopy } from "./scriptless-copy"
import { buildStarter, buildVariant } from "./variants"

const LARGE = { categories: 12, treatments: 100 }
const SLOWDOWNS = [4, 8] as const
/** The slowdown at which each page is also measured without its scripts. */
const FLOOR_SLOWDOWN = 8

const { values } = cliOptions({ runs: { type: "string" }, before: { type: "string" } })
const runs = Number(values.runs ?? 3)
const before = values.before

type Subject = { name: string; publicDir: string; route: string; treatments?: number }
type Measured = Subject & {
  htmlKB: number
  htmlBrotliKB: number
  firstJsKB: number
  bySlowdown: Map<number, Figures>
  scripts: ScriptCost
}

const countTreatments = (contentDir: string) =>
  loadContent(contentDir).categories.reduce((sum, category) => sum + category.treatments.length, 0)

function pageBytes(publicDir: string, route: string) {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"))
  return { htmlKB: html.length / 1024, htmlBrotliKB: zlib.brotliCompressSync(html).length / 1024 }
}

async function main() {
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive whole number, not ${runs}`)
  const ownPublic = path.join(rootDir, "public")
  if (!fs.existsSync(path.join(ownPublic, "index.html")))
    throw new Error("public/ has no build: run `npm run build` first.")
  // The generated catalogue's own count, read back through the project's reader as the build reads it.
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "bench-catalogue-"))
  fs.cpSync(path.join(rootDir, "content"), probe, { recursive: true })
  writeCatalogue(probe, LARGE)
  const largeCount = countTreatments(probe)
  fs.rmSync(probe, { recursive: true, force: true })

  const contentCount = countTreatments(path.join(rootDir, "content"))
  const added = largeCount - contentCount
  if (added <= 0)
    throw new Error(`content/ has ${contentCount} treatments, the generated catalogue ${largeCount}: nothing is added.`)
  const largeName = `${LARGE.treatments} in ${LARGE.categories} categories`
  const subjects: Subject[] = [
    { name: "starter home", publicDir: await buildStarter(), route: "/" },
    { name: "/treatments/, content/", publicDir: ownPublic, route: ROUTES.treatments, treatments: contentCount },
    {
      name: `/treatments/, ${largeName}`,
      publicDir: await buildVariant({ name: "catalogue", catalogue: LARGE }),
      route: ROUTES.treatments,
      treatments: largeCount,
    },
  ]
  if (before) {
    subjects.push(
      {
        name: `/treatments/, content/, before (${before})`,
        publicDir: await buildVariant({ name: "site-before", revision: before }),
        route: ROUTES.treatments,
        treatments: contentCount,
      },
      {
        name: `/treatments/, ${largeName}, before (${before})`,
        publicDir: await buildVariant({ name: "catalogue-before", revision: before, catalogue: LARGE }),
        route: ROUTES.treatments,
        treatments: largeCount,
      },
    )
  }
  const floorDirs = subjects.map((subject) =>
    makeScriptlessCopy(subject.publicDir, fs.mkdtempSync(path.join(os.tmpdir(), "bench-catalogue-floor-"))),
  )
  const loadBefore = os.loadavg()[0]
  const servers = await Promise.all(subjects.map((s) => startServer({ root: s.publicDir, port: 0 })))
  const floorServers = await Promise.all(floorDirs.map((root) => startServer({ root, port: 0 })))
  const chrome = await launchChrome()
  const figures = subjects.map(() => new Map<number, Figures[]>(SLOWDOWNS.map((x) => [x, []])))
  const floors = subjects.map((): Figures[] => [])
  const indexes: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      for (const cpuSlowdown of SLOWDOWNS) {
        const line: string[] = []
        for (const [i, subject] of subjects.entries()) {
          const measure = async (url: string, publicDir: string) => {
            const result = await lighthouseRun(new URL(subject.route, url).href, chrome.port, {
              cpuSlowdown,
              publicDir,
            })
            indexes.push(result.benchmarkIndex)
            return result
          }
          const result = await measure(servers[i].url, subject.publicDir)
          figures[i].get(cpuSlowdown)!.push(result)
          let text = `${subject.name} TBT ${Math.round(result.tbt)} ms (index ${Math.round(result.benchmarkIndex)})`
          if (cpuSlowdown === FLOOR_SLOWDOWN) {
            // The page's floor right after the page, so both meet the machine at the same pace.
            const floor = await measure(floorServers[i].url, floorDirs[i])
            floors[i].push(floor)
            text += `, without scripts ${Math.round(floor.tbt)} ms (index ${Math.round(floor.benchmarkIndex)})`
          }
          line.push(text)
        }
        console.log(`run ${run}, ${cpuSlowdown}× CPU: ${line.join("; ")}`)
      }
    }
  } finally {
    await chrome.kill()
    await Promise.all([...servers, ...floorServers].map((server) => server.close()))
    for (const dir of floorDirs) fs.rmSync(dir, { recursive: true, force: true })
  }

  const measured: Measured[] = subjects.map((subject, i) => ({
    ...subject,
    ...pageBytes(subject.publicDir, subject.route),
    firstJsKB: firstLoadScriptKB(subject.publicDir, subject.route),
    bySlowdown: new Map(SLOWDOWNS.map((x) => [x, medianFigures(figures[i].get(x)!)])),
    scripts: scriptCost(figures[i].get(FLOOR_SLOWDOWN)!, floors[i]),
  }))
  const verdict = machineVerdict(indexes, [loadBefore, os.loadavg()[0]])
  console.log(
    `\nLighthouse 12.2.3 mobile (Slow 4G), median of ${runs} run(s), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  )
  console.log(`${verdict.line}\n`)
  const header = ["page", "treatments", "HTML KB", "HTML KB brotli", "1st-load JS KB", "JS after load KB"]
  for (const slowdown of SLOWDOWNS) header.push(`perf ${slowdown}×`, `TBT ms ${slowdown}×`, `LCP ms ${slowdown}×`)
  header.push(`TBT ms ${FLOOR_SLOWDOWN}× without scripts`, `scripts add ms ${FLOOR_SLOWDOWN}×`)
  console.log(`| ${header.join(" | ")} |\n| ${header.map(() => "---").join(" | ")} |`)
  for (const m of measured) {
    const cells = [
      m.name,
      `${m.treatments ?? "–"}`,
      m.htmlKB.toFixed(1),
      m.htmlBrotliKB.toFixed(1),
      m.firstJsKB.toFixed(0),
    ]
    cells.push(m.bySlowdown.get(4)!.scriptKB.toFixed(0))
    for (const slowdown of SLOWDOWNS) {
      const f = m.bySlowdown.get(slowdown)!
      cells.push(`${Math.round(f.performance)}`, `${Math.round(f.tbt)}`, `${Math.round(f.lcp)}`)
    }
    cells.push(`${Math.round(m.scripts.floorTbt)}`, `${Math.round(m.scripts.added)}`)
    console.log(`| ${cells.join(" | ")} |`)
  }
  console.log(
    `"Scripts add": the median over the runs of each run's TBT with scripts minus its page without scripts, measured back to back.`,
  )

  const [starter, today, large] = measured
  const per = (a: number, b: number, digits = 2) => {
    const value = Number(((a - b) / added).toFixed(digits))
    return `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(digits)}`
  }
  const tbt = (m: Measured, slowdown: number) => m.bySlowdown.get(slowdown)!.tbt
  console.log(
    `\nPer added treatment (${added} added): HTML ${per(large.htmlKB, today.htmlKB)} KB (${per(large.htmlBrotliKB, today.htmlBrotliKB)} KB brotli), ` +
      `TBT ${per(tbt(large, 4), tbt(today, 4), 1)} ms at 4×, ${per(tbt(large, 8), tbt(today, 8), 1)} ms at 8×, ` +
      `without scripts ${per(large.scripts.floorTbt, today.scripts.floorTbt, 1)} ms at ${FLOOR_SLOWDOWN}×`,
  )
  const targets = catalogueTargets({
    quiet: verdict.quiet,
    cpuSlowdown: FLOOR_SLOWDOWN,
    starter: starter.scripts,
    catalogues: [today, large].map((m) => ({ name: `${m.name} (${m.treatments})`, ...m.scripts })),
    largest: { name: large.name, performance: large.bySlowdown.get(4)!.performance },
    htmlKBPerTreatment: (large.htmlKB - today.htmlKB) / added,
  })
  console.log(`\nTargets\n${targets.map((line) => `  ${line}`).join("\n")}`)
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
