/**
 * Every internal link, image, script, stylesheet, font and icon that a built
 * page or the manifest refers to exists in public/.
 */
import fs from "node:fs"
import path from "node:path"
import { publicDir } from "../support/built-site"

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // admin/ is the content editor and _gatsby/ holds build internals, not pages.
    if (entry.isDirectory()) return ["admin", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })

/** The file a same-site URL resolves to, or null for other hosts and non-file schemes. */
function fileFor(reference: string, fromFile: string): string | null {
  if (/^(https?:|mailto:|tel:|data:|#|javascript:)/i.test(reference) || reference.startsWith("//")) return null
  const withoutQuery = decodeURI(reference.split(/[?#]/)[0])
  if (!withoutQuery) return null
  const target = withoutQuery.startsWith("/")
    ? path.join(publicDir, withoutQuery)
    : path.resolve(path.dirname(fromFile), withoutQuery)
  return withoutQuery.endsWith("/") ? path.join(target, "index.html") : target
}

function referencesIn(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html")
  const attributes = [...document.querySelectorAll("[href], [src], [srcset], [data-src], [data-srcset]")].flatMap(
    (el) =>
      ["href", "src", "data-src", "srcset", "data-srcset"].flatMap((name) => {
        const value = el.getAttribute(name)
        if (!value) return []
        return name.endsWith("srcset") ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]) : [value]
      }),
  )
  // Inside <noscript> the parser keeps text, so its images are found with a pattern.
  const inNoscript = [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].flatMap(([, inner]) =>
    [...inner.matchAll(/\b(?:src|srcset)="([^"]+)"/g)].flatMap(([, value]) =>
      value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    ),
  )
  const inCss = [...html.matchAll(/url\((["']?)([^)"']+)\1\)/g)].map(([, , url]) => url)
  return [...attributes, ...inNoscript, ...inCss]
}

const pages = htmlFiles(publicDir)

it("finds the built pages", () => {
  expect(pages.map((p) => path.relative(publicDir, p)).sort()).toEqual(
    expect.arrayContaining([
      "404.html",
      "about/index.html",
      "contact/index.html",
      "index.html",
      "treatments/index.html",
    ]),
  )
})

it.each(pages.map((p) => [path.relative(publicDir, p), p]))("%s refers only to files that exist", (_name, file) => {
  const references = referencesIn(fs.readFileSync(file, "utf8"))
  expect(references.length).toBeGreaterThan(10)
  const missing = references
    .map((ref) => [ref, fileFor(ref, file)] as const)
    .filter(([, target]) => target && !fs.existsSync(target))
  expect(missing.map(([ref]) => ref)).toEqual([])
})

it("the manifest's icons exist", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8")) as {
    icons: { src: string }[]
  }
  for (const icon of manifest.icons)
    expect(fs.existsSync(fileFor(icon.src, path.join(publicDir, "x")) as string)).toBe(true)
})
