/**
 * What one more treatment adds to /treatments/: at most 1.2 KB of HTML (raw
 * bytes, before compression), on a catalogue of 100 treatments in 12
 * categories (catalogue-fixture.ts) against content/'s own.
 *
 * Not a second Gatsby build (several CPU-minutes in CI): the page is rendered
 * on the server as the build renders it (gatsby-ssr's replaceRenderer with the
 * frame of wrapPageElement, and the page's Head), from the built page's own
 * query answers, once as built and once with the generated catalogue in place
 * of its categories. A treatment adds to the built file its card and its offer
 * in the structured data, and nothing else (the page's scripts, styles and
 * data file do not grow with it); the first test holds this render to the
 * built page, byte for byte but for the names of Emotion's classes, so that
 * the difference measured is the built one (1.07 KB per treatment measured
 * both ways, docs/performance.md).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { build } from "esbuild"
import { loadContent } from "../../src/content"
import { pageDataFile } from "../../src/gatsby/post-build/context"
import { ROUTES } from "../../src/routes"
import { builtFile, publishedSite, rootDir } from "../support/built-site"
import { writeCatalogue } from "../support/catalogue-fixture"
import type { renderPage as RenderPage } from "./support/render-treatments"

const MAX_KB_PER_TREATMENT = 1.2
const LARGE = { categories: 12, treatments: 100 }

type Data = Queries.TreatmentsDataQuery
type Node = Data["allCategory"]["nodes"][number]
type PageData = { result: { data: Data }; staticQueryHashes: string[] }

const { publicDir } = publishedSite
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

/**
 * support/render-treatments.tsx, bundled for Node with "gatsby" replaced by the editor's stand-in, whose
 * useStaticQuery answers `staticData`; React and Emotion stay the project's own modules.
 */
async function loadRenderer(staticData: unknown, dir: string): Promise<typeof RenderPage> {
  const outfile = path.join(dir, "render-treatments.cjs")
  await build({
    entryPoints: [path.join(__dirname, "support", "render-treatments.tsx")],
    outfile,
    bundle: true,
    format: "cjs",
    platform: "node",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    packages: "external",
    alias: { gatsby: path.join(rootDir, "src", "admin", "gatsby-stand-in.tsx") },
    define: { __STATIC_QUERY_ANSWERS__: JSON.stringify(staticData) },
    logLevel: "silent",
  })
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle written just now, CommonJS
  return (require(outfile) as { renderPage: typeof RenderPage }).renderPage
}

/** The nodes of the page query's categories for a catalogue, with the fields and order of the built page's. */
function categoryNodes(contentDir: string, like: Node): Node[] {
  // What the query asks for, and null where the content leaves an optional field out, as GraphQL answers.
  const pick = (from: object, keys: object) =>
    Object.fromEntries(Object.keys(keys).map((key) => [key, (from as Record<string, unknown>)[key] ?? null]))
  const nodes = loadContent(contentDir).categories.map((category) => ({
    ...pick(category, like),
    treatments: category.treatments.map((treatment) => pick(treatment, like.treatments[0]!)),
  }))
  return nodes as unknown as Node[]
}

// One worker renders both tests' pages from one bundle.
test.describe.configure({ mode: "default" })

let built: PageData
let renderPage: typeof RenderPage
test.beforeAll(async () => {
  // Inside the project (test-results/), where the bundle's imports of React and Emotion resolve.
  const work = test.info().outputPath()
  built = readJson<PageData>(pageDataFile(publicDir, ROUTES.treatments))
  const staticData = readJson<{ data: unknown }>(
    path.join(publicDir, "page-data", "sq", "d", `${built.staticQueryHashes[0]}.json`),
  ).data
  renderPage = await loadRenderer(staticData, work)
})

const count = (nodes: readonly Node[]) => nodes.reduce((sum, node) => sum + node.treatments.length, 0)
const kb = (html: string) => Buffer.byteLength(html, "utf8") / 1024
const between = (html: string, start: RegExp, end: string) => {
  const from = html.search(start)
  return html.slice(from, html.indexOf(end, from) + end.length)
}

test("renders what the build wrote for /treatments/: its <main> (but for Emotion's class names) and its structured data", () => {
  expect(built.staticQueryHashes).toHaveLength(1)
  const file = builtFile(publishedSite, "treatments/index.html")
  const { head, body } = renderPage(built.result.data)
  // Emotion names a class by a hash of its style's text, which Gatsby's Babel writes more tightly than esbuild:
  // the same classes, other names (a character more or less each).
  const main = (html: string) => between(html, /<main\b/, "</main>").replace(/\bcss-[a-z0-9]+/g, "css-…")
  expect(main(body)).toBe(main(file))
  // Gatsby marks each element of a Head (data-gatsby-head) as it moves it into the document's head.
  const jsonLd = (html: string) =>
    between(html, /<script type="application\/ld\+json"/, "</script>").replace(/^[^>]*>/, "")
  expect(jsonLd(head)).toBe(jsonLd(file))
})

test(`adds at most ${MAX_KB_PER_TREATMENT} KB of HTML per treatment, with ${LARGE.treatments} in ${LARGE.categories} categories`, () => {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-"))
  try {
    fs.cpSync(publishedSite.contentDir, contentDir, { recursive: true })
    writeCatalogue(contentDir, LARGE)
    const base = built.result.data
    const large = { ...base, allCategory: { nodes: categoryNodes(contentDir, base.allCategory.nodes[0]!) } }
    // The generated catalogue is content the check approves (loadContent throws its report otherwise), as asked.
    expect([large.allCategory.nodes.length, count(large.allCategory.nodes)]).toEqual([12, 100])
    const size = (data: Data) => Object.values(renderPage(data)).reduce((sum, html) => sum + kb(html), 0)
    const perTreatment = (size(large) - size(base)) / (count(large.allCategory.nodes) - count(base.allCategory.nodes))
    expect(perTreatment).toBeGreaterThan(0.3)
    expect(perTreatment).toBeLessThanOrEqual(MAX_KB_PER_TREATMENT)
  } finally {
    fs.rmSync(contentDir, { recursive: true, force: true })
  }
})
