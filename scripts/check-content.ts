/**
 * `npm run check:content`: the same content check that runs before every build,
 * on its own, so an editor gets an answer in a second.
 */
import path from "node:path"
import { checkContent, formatReport, formatSuccess, unusedImages } from "../src/content"

const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"))
const started = performance.now()
const { files, issues } = checkContent(contentDir)
const took = Math.round(performance.now() - started)

if (issues.length > 0) {
  console.error(formatReport(issues))
  process.exit(1)
}
console.log(formatSuccess(files.length, took))
// For the web person: the editor never deletes photos, so replaced ones are removed on GitHub.
const unused = unusedImages(contentDir, files)
if (unused.length > 0) {
  console.log(`Obrázky, které žádný soubor nepoužívá (správce webu je může smazat): ${unused.join(", ")}`)
}
