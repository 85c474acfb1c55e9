/**
 * Cuts the self-hosted faces from @fontsource down to the subsets of
 * src/theme/font-files.ts and writes them to static/fonts/ (committed, like the
 * placeholder artwork), then reads every cut file back and records the code
 * points it really holds in src/theme/font-coverage.json, which the
 * unicode-ranges, the content check and the browser editor read: `npm run fonts`.
 * Run it again after a font update or a change of the subsets.
 *
 * Why: @fontsource's latin-ext files carry every Central European letter in one
 * file (114 kB for EB Garamond alone); Czech pages need 18 of those letters, so
 * they are a file of their own and the rest of Latin Extended-A another, which a
 * browser fetches only for a page that shows one of them. Stable file names also
 * let gatsby-ssr preload the faces.
 */
import fs from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { FONT_FILES, SUBSETS } from "../src/theme/font-files"
import { codePointsIn } from "./font-code-points"

const root = path.resolve(__dirname, "..")
const outDir = path.join(root, "static", "fonts")
const coverageFile = path.join(root, "src", "theme", "font-coverage.json")

/** [from, to] runs of sorted code points: the JSON stays small and readable. */
function runs(codes: readonly number[]): [number, number][] {
  const out: [number, number][] = []
  for (const code of codes) {
    const last = out[out.length - 1]
    if (last && code === last[1] + 1) last[1] = code
    else out.push([code, code])
  }
  return out
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const coverage: Record<string, [number, number][]> = {}
  for (const face of FONT_FILES) {
    const source = fs.readFileSync(path.join(root, "node_modules", face.source))
    const woff2 = await subsetFont(source, SUBSETS[face.subset].characters, {
      targetFormat: "woff2",
      variationAxes: { wght: face.weights },
    })
    fs.writeFileSync(path.join(outDir, face.file), woff2)
    const held = codePointsIn(Buffer.from(woff2)).filter((code) =>
      SUBSETS[face.subset].characters.includes(String.fromCodePoint(code)),
    )
    coverage[face.file] = runs(held)
    console.log(
      `static/fonts/${face.file}: ${(source.length / 1024).toFixed(1)} kB -> ${(woff2.length / 1024).toFixed(1)} kB, ${held.length} characters`,
    )
  }
  fs.writeFileSync(coverageFile, `${JSON.stringify(coverage)}\n`)
  console.log(`${path.relative(root, coverageFile)} written`)
}

void main()
