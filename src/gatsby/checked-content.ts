/**
 * The content check's one run per build. onPreBootstrap runs it (reading
 * every file of content/ once) and reports it; the later steps of the same
 * build take its result instead of reading again: sourcing turns its files
 * into nodes, onPostBootstrap names the web app manifest, and the post-build
 * bundles the editor and lists image origins. Under `gatsby develop` sourcing
 * re-reads a file whose bytes changed since (source-content.ts).
 */
import path from "node:path"
import { approvedContent, type ContentCheckResult, checkContent, type SiteContent } from "../content"

let stored: { contentDir: string; result: ContentCheckResult } | undefined

/** Reads and checks content/, and keeps the result for the rest of the build. */
export function runContentCheck(contentDir: string): ContentCheckResult {
  stored = { contentDir: path.resolve(contentDir), result: checkContent(contentDir) }
  return stored.result
}

/** This build's check result (run now if no step has run it yet, as in a test of one step). */
export function checkedContent(contentDir: string): ContentCheckResult {
  return stored?.contentDir === path.resolve(contentDir) ? stored.result : runContentCheck(contentDir)
}

/** The site's content from this build's check; the check's report if it found a problem. */
export function checkedSiteContent(contentDir: string): SiteContent {
  return approvedContent(checkedContent(contentDir))
}
