/**
 * A built site as the tests see it: the content/ folder it was built from,
 * read through the project's own reader (loadContent), and the public/ folder
 * the build wrote. Every expectation about the output comes from that pair,
 * so the same checks run on the published build and on a build of edited
 * content (__tests__/rebuild/).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { loadContent, type SiteContent } from "../../src/content"
import { NOT_SITE_PAGES } from "../../src/gatsby/post-build/context"
import { htmlFiles } from "../../src/gatsby/security/inline-scripts"

export const rootDir = path.resolve(__dirname, "..", "..")

export type BuiltSite = {
  /** The project folder: content/ and public/ are in it. */
  readonly projectDir: string
  readonly contentDir: string
  readonly publicDir: string
  /** The content as the site shows it; read on first use. */
  readonly content: SiteContent
}

export function builtSite(projectDir: string): BuiltSite {
  let content: SiteContent | undefined
  return {
    projectDir,
    contentDir: path.join(projectDir, "content"),
    publicDir: path.join(projectDir, "public"),
    get content() {
      content ??= loadContent(path.join(projectDir, "content"))
      return content
    },
  }
}

/** What `npm run build` made of this project's content/: the site that is published. */
export const publishedSite = builtSite(rootDir)

/** The HTML files of a build that visitors can reach (not the editor, not Gatsby's internals), sorted. */
export const sitePages = (site: BuiltSite): string[] => htmlFiles(site.publicDir, NOT_SITE_PAGES).sort()

/** Files every build must have: one per route of src/pages/ (routes are code, not content). */
export const ROUTE_FILES = ["404.html", "about/index.html", "contact/index.html", "index.html", "treatments/index.html"]

// One parser for every page: the build checks run in Node, without a browser.
const { DOMParser } = new JSDOM("").window
export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, "text/html")

/** A file of the build, e.g. "about/index.html"; a clear message when the build is missing. */
export function builtFile(site: BuiltSite, file: string): string {
  const full = path.join(site.publicDir, file)
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` before the build tests`)
  return fs.readFileSync(full, "utf8")
}

const pages = new Map<string, Document>()

/** The built page of a route ("/about/", "/404/", "/"), parsed once per site. */
export function builtPage(site: BuiltSite, route: string): Document {
  const file = path.posix.join(route, "index.html").replace(/^\//, "")
  const key = path.join(site.publicDir, file)
  if (!pages.has(key)) pages.set(key, parseHtml(builtFile(site, file)))
  return pages.get(key)!
}

/** Text as a reader sees it: non-breaking spaces and runs of whitespace (\s covers both) as one space. */
export const normalise = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim()

/** An element's text as rendered: a line break counts as a space (textContent drops it). */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll("br").forEach((br) => br.replaceWith(" "))
  return normalise(copy.textContent)
}

/**
 * The folder a processed image of this file lands in: gatsby-source-filesystem
 * names a file by the MD5 of its bytes, and gatsby-plugin-sharp writes every
 * size and format of it under /static/<that digest>/.
 */
export function staticFolderOf(imageFile: string): string {
  return `/static/${crypto.createHash("md5").update(fs.readFileSync(imageFile)).digest("hex")}/`
}

/** A processed image's folder at the start of its address. */
export const STATIC_FOLDER = /^\/static\/[0-9a-f]{32}\//

/** Every address an image element (and the <picture> around it) can load. */
export function imageUrls(img: Element): string[] {
  const candidates = [img, ...(img.closest("picture")?.querySelectorAll("source") ?? [])]
  return candidates.flatMap((element) =>
    ["src", "srcset", "data-src", "data-srcset"].flatMap((name) =>
      (element.getAttribute(name) ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean),
    ),
  )
}

/** The image file an image field points at: paths in YAML are relative to the YAML file. */
export const imageFileOf = (site: BuiltSite, yamlFile: string, value: string) =>
  path.resolve(site.projectDir, path.dirname(yamlFile), value.trim())
