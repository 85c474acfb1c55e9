/** Reads pages from the output of `gatsby build` for the build tests. */
import fs from "node:fs"
import path from "node:path"

export const publicDir = path.resolve(__dirname, "..", "..", "public")

export function builtPage(route: string): Document {
  const file = path.join(publicDir, route, "index.html")
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the build tests`)
  return new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html")
}

/** Visible text with non-breaking spaces and runs of whitespace made plain. */
export const plainText = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim()
