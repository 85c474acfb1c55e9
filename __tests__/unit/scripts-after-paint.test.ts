/** @jest-environment node */ // esbuild, which minifies the loader, needs Node's own Uint8Array
import path from "node:path"
import { firstPaintLoader } from "../../src/gatsby/post-build/first-paint-loader"
import {
  loaderScript,
  loadScriptsAfterPaint as loadWith,
  pageScripts,
} from "../../src/gatsby/post-build/scripts-after-paint"

let LOADER = ""
beforeAll(async () => {
  LOADER = await firstPaintLoader(path.resolve(__dirname, "..", ".."))
})
const loadScriptsAfterPaint = (html: string, pageChunks: string[] = []) => loadWith(html, LOADER, pageChunks)

const TAGS = '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'
const page = (scripts: string) =>
  `<html><body><main>Text</main><script>window.pagePath="/"</script>${scripts}<!-- slice-end --></body></html>`

describe("loading Gatsby's scripts after the first paint", () => {
  it("replaces the page's script tags by one loader that lists the same files in order", () => {
    const result = loadScriptsAfterPaint(page(TAGS))
    expect(result).toEqual({ html: page(loaderScript(["/webpack-runtime-1.js", "/app-2.js"], LOADER)) })
    if ("html" in result) {
      expect(result.html).not.toContain("<script src=")
      expect(pageScripts(result.html)).toEqual(["/webpack-runtime-1.js", "/app-2.js"])
    }
  })

  it("lists the page's own chunks after Gatsby's scripts, leaving out any Gatsby's already names", () => {
    const result = loadScriptsAfterPaint(page(TAGS), ["/shared-3.js", "/app-2.js", "/component-4.js"])
    expect(result).toEqual({
      html: page(loaderScript(["/webpack-runtime-1.js", "/app-2.js"], LOADER, ["/shared-3.js", "/component-4.js"])),
    })
    if ("html" in result)
      expect(pageScripts(result.html)).toEqual([
        "/webpack-runtime-1.js",
        "/app-2.js",
        "/shared-3.js",
        "/component-4.js",
      ])
  })

  it("lists the chunks of this build over those an earlier build wrote (their files may be gone)", () => {
    const earlier = loadScriptsAfterPaint(page(TAGS), ["/component-old.js"])
    if (!("html" in earlier)) throw new Error(earlier.error)
    expect(loadScriptsAfterPaint(earlier.html, ["/component-new.js"])).toEqual(
      loadScriptsAfterPaint(page(TAGS), ["/component-new.js"]),
    )
  })

  it("writes the same loader text whatever the files, so one policy hash covers every page", () => {
    const body = (html: string) => html.replace(/^<script[^>]*>/, "")
    expect(body(loaderScript(["/a.js"], LOADER))).toBe(body(loaderScript(["/b.js", "/c.js"], LOADER, ["/d.js"])))
  })

  it("leaves a page it already changed as it is (Gatsby keeps unchanged pages between builds)", () => {
    const once = loadScriptsAfterPaint(page(TAGS))
    if (!("html" in once)) throw new Error(once.error)
    expect(loadScriptsAfterPaint(once.html)).toEqual(once)
  })

  it("writes today's loader over one an earlier build left in a page", () => {
    const earlier = page('<script data-load="/webpack-runtime-1.js /app-2.js">load()</script>')
    expect(loadScriptsAfterPaint(earlier)).toEqual(loadScriptsAfterPaint(page(TAGS)))
  })

  it.each([
    ["no script tags", page("")],
    ["two runs of script tags", page(`${TAGS}<p>between</p>${TAGS}`)],
    ["a script tag it would not move", page(`<script src="/x.js"></script>${TAGS}`)],
  ])("refuses a page with %s instead of guessing", (_case, html) => {
    expect(loadScriptsAfterPaint(html)).toHaveProperty("error")
  })
})

describe("the loader's text", () => {
  it("is the readable source minified: one small script that names nothing from outside the browser", () => {
    // In every page's HTML: 833 characters with the start on an address's fragment (Firefox paints no entry there).
    expect(LOADER.length).toBeLessThan(900)
    expect(LOADER).not.toMatch(/\n|__name|require\(|import |export /)
    expect(LOADER).toContain('"first-contentful-paint"')
  })
})
