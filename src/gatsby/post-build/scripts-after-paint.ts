/**
 * Gatsby's scripts start downloading after the page's first paint. Gatsby ends
 * every page with `<script src async>` tags for its runtime, React and the app
 * (about 80 KB brotli): a phone on a slow connection fetches them beside the
 * fonts and the first photo, and runs them before it paints, so the text and
 * the photo arrive later than the same page without scripts would show them.
 * The pages read and navigate without JavaScript, so the scripts can wait for
 * the first paint: one inline script requests them right after it.
 */
import fs from "node:fs"
import { htmlFiles } from "../security/inline-scripts"
import { NOT_SITE_PAGES, type PostBuildStep } from "./context"
import { firstPaintLoader } from "./first-paint-loader"

/** The run of Gatsby's external scripts at the end of the body, as its scripts slice writes it. */
const SCRIPT_TAGS = /(?:<script src="[^"<>\s]+\.js" async(?:="")?><\/script>)+/g
/** A loader written by an earlier build. */
const WRITTEN_LOADER = /<script data-load="[^"<>]*">[\s\S]*?<\/script>/g
/** The scripts a page loads: named by `src` attributes, or listed in the loader's `data-load`. */
const NAMED_SCRIPTS = /<script\b[^>]*?\s(?:src|data-load)="([^"<>]+)"/g

/** The loader (its text from firstPaintLoader) with the page's scripts in its `data-load`. */
export const loaderScript = (sources: readonly string[], loader: string): string =>
  `<script data-load="${sources.join(" ")}">${loader}</script>`

/** The script files a built page loads by itself (without those Gatsby's runtime fetches later). */
export const pageScripts = (html: string): string[] =>
  [...html.matchAll(NAMED_SCRIPTS)].flatMap((match) => match[1].split(" ")).map((src) => src.split("?")[0])

/**
 * The page with its script tags replaced by the loader, or an error message
 * when the page does not end the way the loader expects (a Gatsby upgrade that
 * changed its markup must not leave a page without its scripts, or with two copies).
 */
export function loadScriptsAfterPaint(html: string, loader: string): { html: string } | { error: string } {
  // Gatsby keeps the HTML of pages whose data did not change from the last build, with the loader
  // that build wrote: it is written again, in case its text changed since.
  const runs = [...html.matchAll(SCRIPT_TAGS), ...html.matchAll(WRITTEN_LOADER)]
  if (runs.length !== 1)
    return { error: `expected one run of Gatsby's script tags or one loader, found ${runs.length}` }
  const [run] = runs
  const sources = pageScripts(run[0])
  const replaced = html.replace(run[0], () => loaderScript(sources, loader))
  if (/<script src=/.test(replaced)) return { error: "a script tag outside Gatsby's run of scripts" }
  return { html: replaced }
}

export const loadScriptsAfterPaintStep: PostBuildStep = ({ projectDir, publicDir, reporter }) => {
  const loader = firstPaintLoader(projectDir)
  for (const file of htmlFiles(publicDir, NOT_SITE_PAGES)) {
    const result = loadScriptsAfterPaint(fs.readFileSync(file, "utf8"), loader)
    if ("error" in result) {
      reporter.panicOnBuild(`Scripts after the first paint: ${file}: ${result.error}`)
      return
    }
    fs.writeFileSync(file, result.html)
  }
}
