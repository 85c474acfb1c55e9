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
import { type HeadProps, type PageProps, useStaticQuery } from "gatsby"
import type { ReactElement, ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { replaceRenderer } from "../../gatsby-ssr"
import { loadContent } from "../../src/content"
import { pageDataFile } from "../../src/gatsby/post-build/context"
import TreatmentsPage, { Head } from "../../src/pages/treatments"
import { ROUTES } from "../../src/routes"
import { wrapPageElement } from "../../src/wrap-page-element"
import { builtFile, publishedSite } from "../support/built-site"
import { writeCatalogue } from "../support/catalogue-fixture"

const MAX_KB_PER_TREATMENT = 1.2
const LARGE = { categories: 12, treatments: 100 }

type Data = Queries.TreatmentsDataQuery
type Node = Data["allCategory"]["nodes"][number]
type PageData = { result: { data: Data }; staticQueryHashes: string[] }

const { publicDir } = publishedSite
const readJson = <T,>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** The page as the build writes it: the head components and the body, in the order of the built file. */
function renderPage(data: Data): { head: string; body: string } {
  const location = { pathname: ROUTES.treatments }
  const props = { data, location, pageContext: {}, params: {} } as unknown as PageProps<Data>
  type WrapArgs = Parameters<typeof wrapPageElement>
  const page = wrapPageElement({ element: <TreatmentsPage {...props} />, props } as WrapArgs[0], {} as WrapArgs[1])
  let body = ""
  const styles: ReactNode[] = []
  type Render = Parameters<NonNullable<typeof replaceRenderer>>
  replaceRenderer!(
    {
      bodyComponent: page as ReactElement,
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: (components: ReactNode[]) => styles.push(...components),
    } as unknown as Render[0],
    {} as Render[1],
  )
  const head = renderToStaticMarkup(<>{Head(props as unknown as HeadProps<Data>)}</>)
  return { head: renderToStaticMarkup(<>{styles}</>) + head, body }
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

let built: PageData
let staticData: unknown
beforeAll(() => {
  built = readJson<PageData>(pageDataFile(publicDir, ROUTES.treatments))
  staticData = readJson<{ data: unknown }>(
    path.join(publicDir, "page-data", "sq", "d", `${built.staticQueryHashes[0]}.json`),
  ).data
  jest.mocked(useStaticQuery).mockReturnValue(staticData)
})

const count = (nodes: readonly Node[]) => nodes.reduce((sum, node) => sum + node.treatments.length, 0)
const kb = (html: string) => Buffer.byteLength(html, "utf8") / 1024
const between = (html: string, start: RegExp, end: string) => {
  const from = html.search(start)
  return html.slice(from, html.indexOf(end, from) + end.length)
}

it("renders what the build wrote for /treatments/: its <main> (but for Emotion's class names) and its structured data", () => {
  expect(built.staticQueryHashes).toHaveLength(1)
  const file = builtFile(publishedSite, "treatments/index.html")
  const { head, body } = renderPage(built.result.data)
  // Emotion names a class by a hash of its style's text, which Gatsby's Babel writes more tightly than Jest's:
  // the same classes, other names (a character more or less each).
  const main = (html: string) => between(html, /<main\b/, "</main>").replace(/\bcss-[a-z0-9]+/g, "css-…")
  expect(main(body)).toBe(main(file))
  // Gatsby marks each element of a Head (data-gatsby-head) as it moves it into the document's head.
  const jsonLd = (html: string) =>
    between(html, /<script type="application\/ld\+json"/, "</script>").replace(/^[^>]*>/, "")
  expect(jsonLd(head)).toBe(jsonLd(file))
})

it(`adds at most ${MAX_KB_PER_TREATMENT} KB of HTML per treatment, with ${LARGE.treatments} in ${LARGE.categories} categories`, () => {
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
