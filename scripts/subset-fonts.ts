/**
 * Cuts the self-hosted faces from @fontsource down to what Czech pages use and
 * writes them to static/fonts/ (committed, like the placeholder artwork):
 * `npm run fonts`. Run it again after a font update, or when a
 * text needs a character outside the ranges below (the content check names
 * such characters).
 *
 * Why: @fontsource's latin-ext files carry every Central European letter and
 * every weight, 114 kB for EB Garamond alone; Czech needs 18 of those letters.
 * Stable file names also let gatsby-ssr preload the faces.
 */
import fs from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { CZECH_EXTRA, FONT_FILES, LATIN_RANGES } from "../src/theme/font-files"

const root = path.resolve(__dirname, "..")
const outDir = path.join(root, "static", "fonts")

const charactersIn = (ranges: typeof LATIN_RANGES) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("")

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  for (const face of FONT_FILES) {
    const source = fs.readFileSync(path.join(root, "node_modules", face.source))
    const text = face.subset === "latin" ? charactersIn(LATIN_RANGES) : CZECH_EXTRA
    const woff2 = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: face.weights } })
    fs.writeFileSync(path.join(outDir, face.file), woff2)
    console.log(
      `static/fonts/${face.file}: ${(source.length / 1024).toFixed(1)} kB -> ${(woff2.length / 1024).toFixed(1)} kB`,
    )
  }
}

void main()
