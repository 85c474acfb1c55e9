/**
 * The photo viewer costs nothing on page load: its code lives in its own
 * chunks, which neither the HTML nor the chunks a gallery page starts with
 * refer to, and none of its code is copied into those.
 */
import fs from "node:fs"
import path from "node:path"
import { publicDir } from "../support/built-site"

type ChunkGroup = { assets: { name: string }[] }
type Stats = { namedChunkGroups: Record<string, ChunkGroup> }

const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats
const filesOf = (group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
// A declaration only the viewer's styles have (lightbox-styles.ts), to find its code wherever webpack puts it.
const VIEWER_CODE = "pinch-zoom"

const galleryPages = [
  ["/", "index.html", "component---src-pages-index-tsx"],
  ["/treatments/", "treatments/index.html", "component---src-pages-treatments-tsx"],
] as const

/** Scripts the page loads up front: those its HTML names, plus the app's and the page component's chunks. */
function initialScripts(html: string, component: string): string[] {
  const doc = new DOMParser().parseFromString(read(html), "text/html")
  const named = [...doc.querySelectorAll("script[src], link[href][as='script'], link[rel='modulepreload'][href]")]
    .map((el) => (el.getAttribute("src") ?? el.getAttribute("href") ?? "").replace(/^\//, ""))
    .filter((file) => file.endsWith(".js"))
  return [...new Set([...named, ...filesOf("app"), ...filesOf(component)])]
}

const viewerFiles = filesOf("lightbox")

it("builds the viewer into chunks of its own", () => {
  expect(viewerFiles.length).toBeGreaterThan(0)
  expect(viewerFiles.some((file) => read(file).includes(VIEWER_CODE))).toBe(true)
})

describe.each(galleryPages)("%s", (_route, html, component) => {
  const initial = initialScripts(html, component)

  it("does not load the viewer's chunks up front", () => {
    expect(initial.length).toBeGreaterThan(0)
    expect(initial.filter((file) => viewerFiles.includes(file))).toEqual([])
  })

  it("carries none of the viewer's code in the scripts it starts with", () => {
    expect(initial.filter((file) => read(file).includes(VIEWER_CODE))).toEqual([])
  })
})
