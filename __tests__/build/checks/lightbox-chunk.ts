/**
 * The photo viewer costs nothing on page load: its code lives in its own
 * chunks, which neither the HTML nor the chunks a gallery page starts with
 * refer to, and none of its code is copied into those.
 */
import { expect, test } from "@playwright/test"
import { chunkGroupsOf, pageScripts } from "../../../src/gatsby/post-build/scripts-after-paint"
import { type BuiltSite, builtFile, parseHtml } from "../../support/built-site"

// A declaration only the viewer's styles have (lightbox-styles.ts), to find its code wherever webpack puts it.
const VIEWER_CODE = "pinch-zoom"

const GALLERY_PAGES = [
  ["/", "index.html", "component---src-pages-index-tsx"],
  ["/treatments/", "treatments/index.html", "component---src-pages-treatments-tsx"],
] as const

export function checkLightboxChunk(site: BuiltSite) {
  const groups = () => chunkGroupsOf(site.publicDir)
  const filesOf = (group: string) =>
    (groups()[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
  const read = (file: string) => builtFile(site, file)

  /** Scripts the page loads up front: those its HTML names, plus the app's and the page component's chunks. */
  function initialScripts(html: string, component: string): string[] {
    const doc = parseHtml(read(html))
    const preloaded = [...doc.querySelectorAll("link[href][as='script'], link[rel='modulepreload'][href]")].map(
      (el) => el.getAttribute("href") ?? "",
    )
    const named = [...pageScripts(read(html)), ...preloaded]
      .map((file) => file.replace(/^\//, ""))
      .filter((file) => file.endsWith(".js"))
    return [...new Set([...named, ...filesOf("app"), ...filesOf(component)])]
  }

  test("builds the viewer into chunks of its own", () => {
    const viewerFiles = filesOf("lightbox")
    expect(viewerFiles.length).toBeGreaterThan(0)
    expect(viewerFiles.some((file) => read(file).includes(VIEWER_CODE))).toBe(true)
  })

  for (const [route, html, component] of GALLERY_PAGES) {
    test.describe(route, () => {
      test("does not load the viewer's chunks up front", () => {
        const initial = initialScripts(html, component)
        expect(initial.length).toBeGreaterThan(0)
        expect(initial.filter((file) => filesOf("lightbox").includes(file))).toEqual([])
      })

      test("carries none of the viewer's code in the scripts it starts with", () => {
        expect(initialScripts(html, component).filter((file) => read(file).includes(VIEWER_CODE))).toEqual([])
      })
    })
  }
}
