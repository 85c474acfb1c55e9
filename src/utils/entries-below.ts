/**
 * Every entry below a folder, for the content check (src/content/) and the
 * build's post-build steps (src/gatsby/): one walk, one order, one answer to
 * links.
 *
 * Links are listed, never followed. Node 24's own recursive mode
 * (`readdirSync(dir, { recursive: true })`) descends into a link to a folder:
 * a link to `/` committed under content/ would walk the build machine's disk,
 * and a link to a parent folder reads the same files forty times over until
 * the system refuses. `fs.globSync("**")` does not follow links but leaves out
 * dot-files, which the content check must see. So each folder is read with
 * `readdirSync` and only real folders are entered.
 */
import fs from "node:fs"
import path from "node:path"

/**
 * Files, folders, links and anything else below `dir`, dot-files included,
 * depth first: a folder comes before its contents, and each folder's names
 * in `localeCompare` order. Each entry's path is `path.join(entry.parentPath, entry.name)`.
 */
export function entriesBelow(dir: string): fs.Dirent[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? [entry, ...entriesBelow(path.join(dir, entry.name))] : [entry]))
}
