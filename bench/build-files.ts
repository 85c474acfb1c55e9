/**
 * What the Lighthouse bench reads from a build besides Lighthouse's own
 * figures: what a file costs on the wire, the JavaScript a page needs to
 * become interactive, and the copy of the build without scripts (the floor).
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { pageDataFile } from "../src/gatsby/post-build/context"
import { pageScripts } from "../src/gatsby/post-build/scripts-after-paint"

const brotliSizes = new Map<string, number>()

/** The bytes a file of the build costs as the server sends it (brotli), without the response's headers. */
export function brotliBytes(publicDir: string, src: string): number {
  const file = path.join(publicDir, src.split("?")[0])
  if (!brotliSizes.has(file)) brotliSizes.set(file, zlib.brotliCompressSync(fs.readFileSync(file)).length)
  return brotliSizes.get(file)!
}

/**
 * The JavaScript a page needs on a first visit (KB brotli): the scripts its
 * HTML names (the site's loader names Gatsby's and the page's own chunks)
 * plus its component's chunks, which Gatsby's runtime fetches at once where
 * the HTML does not name them. Lighthouse's script bytes also count what
 * Gatsby prefetches for links in view, which is not first-load code.
 */
export function firstLoadScriptKB(publicDir: string, route: string): number {
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  const pageData = JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), "utf8")) as { componentChunkName: string }
  const chunkMap = JSON.parse(read("chunk-map.json")) as Record<string, string[]>
  const files = new Set([
    ...pageScripts(read(path.join(route, "index.html"))),
    ...(chunkMap[pageData.componentChunkName] ?? []),
  ])
  return [...files].reduce((sum, src) => sum + brotliBytes(publicDir, src), 0) / 1024
}

// Every script but JSON-LD (data, not code), and every preload of one.
const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi

export const stripScripts = (html: string): string => html.replace(SCRIPT, "").replace(SCRIPT_PRELOAD, "")

/** A copy of the build with every script removed: the fastest these pages can be with this content and CSS. */
export function makeScriptlessCopy(from: string, to: string): string {
  fs.cpSync(from, to, { recursive: true })
  for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && entry.name.endsWith(".html"))
      fs.writeFileSync(full, stripScripts(fs.readFileSync(full, "utf8")))
  }
  return to
}
