/**
 * Every internal link, image, script, stylesheet, font and icon that a built
 * page or the manifest refers to exists in public/, and every icon a page
 * draws is a symbol of that page.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { type BuiltSite, parseHtml, ROUTE_FILES, sitePages } from "../../support/built-site"

/** The file a same-site URL resolves to, or null for other hosts and non-file schemes. */
function fileFor(publicDir: string, reference: string, fromFile: string): string | null {
  if (/^(https?:|mailto:|tel:|data:|#|javascript:)/i.test(reference) || reference.startsWith("//")) return null
  const withoutQuery = decodeURI(reference.split(/[?#]/)[0])
  if (!withoutQuery) return null
  const target = withoutQuery.startsWith("/")
    ? path.join(publicDir, withoutQuery)
    : path.resolve(path.dirname(fromFile), withoutQuery)
  return withoutQuery.endsWith("/") ? path.join(target, "index.html") : target
}

function referencesIn(html: string): string[] {
  const document = parseHtml(html)
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

export function checkReferences(site: BuiltSite) {
  const pages = () => sitePages(site)

  test("finds the built pages", () => {
    expect(pages().map((p) => path.relative(site.publicDir, p))).toEqual(expect.arrayContaining(ROUTE_FILES))
  })

  test("every page refers only to files that exist", () => {
    const missing = pages().flatMap((file) => {
      const references = referencesIn(fs.readFileSync(file, "utf8"))
      expect([file, references.length > 10]).toEqual([file, true])
      return references
        .filter((ref) => {
          const target = fileFor(site.publicDir, ref, file)
          return target && !fs.existsSync(target)
        })
        .map((ref) => `${path.relative(site.publicDir, file)}: ${ref}`)
    })
    expect(missing).toEqual([])
  })

  test("every icon a page draws uses a symbol that page holds", () => {
    const uses = pages().flatMap((file) => {
      const document = parseHtml(fs.readFileSync(file, "utf8"))
      return [...document.querySelectorAll("svg use")].map((use) => {
        const href = use.getAttribute("href") ?? ""
        const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null
        return { page: path.relative(site.publicDir, file), href, symbol: target?.tagName.toLowerCase() === "symbol" }
      })
    })
    expect(uses.length).toBeGreaterThan(pages().length)
    expect(uses.filter((use) => !use.symbol)).toEqual([])
  })

  test("the manifest's icons exist", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(site.publicDir, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string }[]
    }
    for (const icon of manifest.icons) {
      expect(fs.existsSync(fileFor(site.publicDir, icon.src, path.join(site.publicDir, "x")) as string)).toBe(true)
    }
  })
}
