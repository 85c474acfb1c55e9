/**
 * The JavaScript a page needs to become interactive on a first visit, as the
 * server sends it (brotli): the scripts its HTML names (this site's loader
 * names Gatsby's and the page's own chunks) plus its component's chunk, which
 * Gatsby's runtime fetches right away where the HTML does not name it (the
 * bare starter). Lighthouse's
 * script bytes also count what Gatsby prefetches for links in view, which is
 * not first-load code.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { pageDataFile } from "../../src/gatsby/post-build/context"
import { pageScripts } from "../../src/gatsby/post-build/scripts-after-paint"

const read = (publicDir: string, file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

const brotliSizes = new Map<string, number>()

/** The bytes a file of the build costs on the wire as the server sends it (brotli), without the response's headers. */
export function brotliBytes(publicDir: string, src: string): number {
  const file = path.join(publicDir, src.split("?")[0])
  let size = brotliSizes.get(file)
  if (size === undefined) {
    size = zlib.brotliCompressSync(fs.readFileSync(file)).length
    brotliSizes.set(file, size)
  }
  return size
}

export function firstLoadScriptKB(publicDir: string, route: string): number {
  const html = read(publicDir, path.join(route, "index.html"))
  const fromHtml = pageScripts(html)
  const pageData: { componentChunkName: string } = JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), "utf8"))
  const chunkMap: Record<string, string[]> = JSON.parse(read(publicDir, "chunk-map.json"))
  const files = new Set([...fromHtml, ...(chunkMap[pageData.componentChunkName] ?? [])])
  return [...files].reduce((sum, src) => sum + brotliBytes(publicDir, src), 0) / 1024
}
