/**
 * Gatsby's scripts start downloading after the page's first paint. Gatsby ends
 * every page with `<script src async>` tags for its runtime, React and the app
 * (about 80 KB brotli): a phone on a slow connection fetches them beside the
 * fonts and the first photo, and runs them before it paints, so the text and
 * the photo arrive later than the same page without scripts would show them.
 * The pages read and navigate without JavaScript, so the scripts can wait for
 * the first paint: one inline script requests them right after it, with the
 * page's own chunks (its component and the chunks it shares with other pages),
 * which Gatsby leaves out of its tags: its runtime would request them only
 * once the app has run and the page's data has arrived, a round trip later.
 */
import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "../security/inline-scripts"
import { NOT_SITE_PAGES, type PostBuildStep, pageDataFile } from "./context"
import { firstPaintLoader } from "./first-paint-loader"

/** The run of Gatsby's external scripts at the end of the body, as its scripts slice writes it. */
const SCRIPT_TAGS = /(?:<script src="[^"<>\s]+\.js" async(?:="")?><\/script>)+/g
/** A loader written by an earlier build. */
const WRITTEN_LOADER = /<script data-load="[^"<>]*"(?: data-page-chunks="[^"<>]*")?>[\s\S]*?<\/script>/g
const SCRIPT_START_TAGS = /<script\b[^>]*>/g

/** The files named by these attributes of the script tags in `html`, in order. */
const namedBy = (html: string, attributes: readonly string[]): string[] =>
  [...html.matchAll(SCRIPT_START_TAGS)].flatMap(([tag]) =>
    [...tag.matchAll(/\s([a-z-]+)="([^"<>]+)"/g)]
      .filter(([, attribute]) => attributes.includes(attribute))
      .flatMap(([, , value]) => value.split(" "))
      .map((src) => src.split("?")[0]),
  )

/**
 * The loader (its text from firstPaintLoader) with Gatsby's scripts in its
 * `data-load` and the page's own chunks, written anew by every build, in
 * `data-page-chunks`.
 */
export const loaderScript = (sources: readonly string[], loader: string, pageChunks: readonly string[] = []): string =>
  `<script data-load="${sources.join(" ")}"${pageChunks.length ? ` data-page-chunks="${pageChunks.join(" ")}"` : ""}>${loader}</script>`

/** The script files a built page loads by itself (without those Gatsby's runtime fetches later). */
export const pageScripts = (html: string): string[] => namedBy(html, ["src", "data-load", "data-page-chunks"])

/** Where Gatsby's HTML names the page's address (static-entry's `window.pagePath`). */
const PAGE_PATH = /window\.pagePath="([^"]+)"/

/** webpack's chunk groups by name, with their files, as the build's stats list them. */
type ChunkGroups = Record<string, { assets: { name: string }[] }>

export const chunkGroupsOf = (publicDir: string): ChunkGroups =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
      namedChunkGroups: ChunkGroups
    }
  ).namedChunkGroups

/**
 * The script files of the page's component chunk group, from the page's data
 * (its component's chunk name), in webpack's order; none for a page without data.
 */
function pageChunkScripts(html: string, publicDir: string, groups: ChunkGroups): string[] {
  const pagePath = PAGE_PATH.exec(html)?.[1]
  const dataFile = pagePath && pageDataFile(publicDir, pagePath)
  if (!dataFile || !fs.existsSync(dataFile)) return []
  const { componentChunkName } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { componentChunkName: string }
  return (groups[componentChunkName]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`)
}

/**
 * The page with its script tags replaced by the loader (Gatsby's scripts, then
 * the `pageChunks` Gatsby's do not include), or an error message when the page
 * does not end the way the loader expects (a Gatsby upgrade that changed its
 * markup must not leave a page without its scripts, or with two copies).
 */
export function loadScriptsAfterPaint(
  html: string,
  loader: string,
  pageChunks: readonly string[] = [],
): { html: string } | { error: string } {
  // Gatsby keeps the HTML of pages whose data did not change from the last build, with the loader
  // that build wrote: it is written again, in case its text changed since.
  const runs = [...html.matchAll(SCRIPT_TAGS), ...html.matchAll(WRITTEN_LOADER)]
  if (runs.length !== 1)
    return { error: `expected one run of Gatsby's script tags or one loader, found ${runs.length}` }
  const [run] = runs
  const gatsbys = namedBy(run[0], ["src", "data-load"])
  const chunks = pageChunks.filter((src) => !gatsbys.includes(src))
  const replaced = html.replace(run[0], () => loaderScript(gatsbys, loader, chunks))
  if (/<script src=/.test(replaced)) return { error: "a script tag outside Gatsby's run of scripts" }
  return { html: replaced }
}

export const loadScriptsAfterPaintStep: PostBuildStep = async ({ projectDir, publicDir, reporter }) => {
  const loader = await firstPaintLoader(projectDir)
  const groups = chunkGroupsOf(publicDir)
  for (const file of htmlFiles(publicDir, NOT_SITE_PAGES)) {
    const html = fs.readFileSync(file, "utf8")
    const result = loadScriptsAfterPaint(html, loader, pageChunkScripts(html, publicDir, groups))
    if ("error" in result) {
      reporter.panicOnBuild(`Scripts after the first paint: ${file}: ${result.error}`)
      return
    }
    fs.writeFileSync(file, result.html)
  }
}
