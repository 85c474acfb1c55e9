/**
 * public/_headers: static/_headers plus the Content-Security-Policy of this
 * build. The policy can only be written now: it lists the hashes of the inline
 * scripts Gatsby put into the pages.
 */
import fs from "node:fs"
import path from "node:path"
import { photoOrigins } from "../../content"
import { entriesBelow } from "../../utils/entries-below"
import { checkedContent } from "../checked-content"
import { htmlFiles, siteScriptHashes } from "../security/inline-scripts"
import { headersForPath, parseHeadersFile } from "../security/netlify-headers"
import { editorPolicy, publicPolicy } from "../security/policy"
import { NOT_SITE_PAGES, type PostBuildStep } from "./context"

/** A content hash in a file's path, as webpack and gatsby-plugin-image write them. */
const CONTENT_HASH = /[0-9a-f]{16,}/

export function policyRules(publicDir: string, contentDir: string): string {
  // Only servers of the web person's list (src/content/photo-hosts.ts); the check refused any other.
  const origins = photoOrigins(checkedContent(contentDir).files)
  const scriptHashes = siteScriptHashes(htmlFiles(publicDir, NOT_SITE_PAGES))
  return [
    "# Added by the build (src/gatsby/post-build/headers.ts); change static/_headers instead.",
    "/*",
    `  Content-Security-Policy: ${publicPolicy({ scriptHashes, imageOrigins: origins })}`,
    "",
    "/admin/*",
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${editorPolicy({ imageOrigins: origins })}`,
    "",
  ].join("\n")
}

/** The text of public/_headers for the pages now in `publicDir`. */
export function builtHeadersFile(projectDir: string, publicDir: string): string {
  const staticHeaders = fs.readFileSync(path.join(projectDir, "static", "_headers"), "utf8")
  return `${staticHeaders.trimEnd()}\n\n${policyRules(publicDir, path.join(projectDir, "content"))}`
}

const allFiles = (dir: string) =>
  entriesBelow(dir)
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** Files the rules cache for a year although their name would not change with their content. */
export function wronglyImmutable(publicDir: string, headersText: string): string[] {
  const rules = parseHeadersFile(headersText)
  return allFiles(publicDir)
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
    .filter((urlPath) => /immutable/.test(headersForPath(rules, urlPath)["Cache-Control"] ?? ""))
    .filter((urlPath) => !CONTENT_HASH.test(urlPath))
}

export const writeHeadersFile: PostBuildStep = ({ projectDir, publicDir, reporter }) => {
  const headers = builtHeadersFile(projectDir, publicDir)
  fs.writeFileSync(path.join(publicDir, "_headers"), headers)

  const unhashed = wronglyImmutable(publicDir, headers)
  if (unhashed.length > 0) {
    reporter.panicOnBuild(
      `static/_headers caches these files for a year, but their names carry no content hash:\n  ${unhashed.join("\n  ")}\nAdd a rule for them that revalidates (see /admin/* there).`,
    )
  }
  reporter.info("Security headers: public/_headers written")
}
