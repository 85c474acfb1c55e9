/**
 * Hashes of the inline scripts in the built HTML, for script-src. A browser hashes
 * the exact text between <script> and </script>, so this reads the files as built.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"])

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase()
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPES.has(typeOf(attributes))) continue
    hashes.push(sha256Source(body))
  }
  return hashes
}

/** Every .html file under `dir`, skipping folders that are not the public site. */
export function htmlFiles(dir: string, skip: readonly string[] = []): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((folder) => skip.includes(folder)),
    )
}

/** The distinct hashes over all pages, sorted so the header only changes when a script does. */
export function siteScriptHashes(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8"))))].sort()
}
