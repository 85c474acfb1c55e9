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

/** The run of Gatsby's external scripts at the end of the body, as its scripts slice writes it. */
const SCRIPT_TAGS = /(?:<script src="[^"<>\s]+\.js" async(?:="")?><\/script>)+/g
/** A loader written by an earlier build. */
const WRITTEN_LOADER = /<script data-load="[^"<>]*">[\s\S]*?<\/script>/g
/** The scripts a page loads: named by `src` attributes, or listed in the loader's `data-load`. */
const NAMED_SCRIPTS = /<script\b[^>]*?\s(?:src|data-load)="([^"<>]+)"/g

/**
 * Requests the scripts once the browser reports the first contentful paint
 * (a paint timing entry is only written once the frame is on screen; a frame
 * requested with requestAnimationFrame can still be waiting for the display
 * when its callbacks have run); at once in a tab that is or becomes hidden
 * (it paints nothing) and in a browser that cannot observe paints (no paint
 * timing, or an older PerformanceObserver that refuses the `type` option); and
 * after five seconds in a browser that never reports a paint. The same text
 * on every page and in every build, so the policy's hash of it never changes:
 * the list of scripts is in its `data-load` attribute.
 */
const LOADER = [
  "(function(d,c){",
  "var done=0;",
  "function load(){",
  "if(done)return;done=1;",
  'c.getAttribute("data-load").split(" ").forEach(function(s){',
  'var e=d.createElement("script");e.src=s;d.body.appendChild(e)})}',
  'if(d.visibilityState==="hidden"||!window.PerformanceObserver||',
  '(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return load();',
  "try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){",
  'if(e.name==="first-contentful-paint")setTimeout(load,0)})}).observe({type:"paint",buffered:true})}',
  "catch(e){return load()}",
  'd.addEventListener("visibilitychange",load);',
  "setTimeout(load,5000)",
  "})(document,document.currentScript)",
].join("")

export const loaderScript = (sources: readonly string[]): string =>
  `<script data-load="${sources.join(" ")}">${LOADER}</script>`

/** The script files a built page loads by itself (without those Gatsby's runtime fetches later). */
export const pageScripts = (html: string): string[] =>
  [...html.matchAll(NAMED_SCRIPTS)].flatMap((match) => match[1].split(" ")).map((src) => src.split("?")[0])

/**
 * The page with its script tags replaced by the loader, or an error message
 * when the page does not end the way the loader expects (a Gatsby upgrade that
 * changed its markup must not leave a page without its scripts, or with two copies).
 */
export function loadScriptsAfterPaint(html: string): { html: string } | { error: string } {
  // Gatsby keeps the HTML of pages whose data did not change from the last build, with the loader
  // that build wrote: it is written again, in case its text changed since.
  const runs = [...html.matchAll(SCRIPT_TAGS), ...html.matchAll(WRITTEN_LOADER)]
  if (runs.length !== 1)
    return { error: `expected one run of Gatsby's script tags or one loader, found ${runs.length}` }
  const [run] = runs
  const sources = pageScripts(run[0])
  const replaced = html.replace(run[0], () => loaderScript(sources))
  if (/<script src=/.test(replaced)) return { error: "a script tag outside Gatsby's run of scripts" }
  return { html: replaced }
}

export const loadScriptsAfterPaintStep: PostBuildStep = ({ publicDir, reporter }) => {
  for (const file of htmlFiles(publicDir, NOT_SITE_PAGES)) {
    const result = loadScriptsAfterPaint(fs.readFileSync(file, "utf8"))
    if ("error" in result) {
      reporter.panicOnBuild(`Scripts after the first paint: ${file}: ${result.error}`)
      return
    }
    fs.writeFileSync(file, result.html)
  }
}
