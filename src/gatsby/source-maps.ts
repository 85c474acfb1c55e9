/**
 * No source maps in public/: Gatsby writes one per browser bundle (27 files,
 * 1.7 MB), and everything in public/ is published, so they would hand out the
 * unminified source and inflate every deploy. `npm run develop` keeps its own
 * inline maps for debugging.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false })
}

/** Deletes the .map files under `publicDir`; returns how many there were. */
export function removeSourceMaps(publicDir: string): number {
  if (!fs.existsSync(publicDir)) return 0
  const maps = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"))
  for (const file of maps) fs.rmSync(path.join(publicDir, file))
  return maps.length
}

/**
 * Maps left by builds from before the setting above: Gatsby keeps public/ between
 * builds (the README's "Build cache"), so they would stay and be published.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const removed = removeSourceMaps(path.join(program.directory, "public"))
  if (removed > 0) reporter.info(`Removed ${removed} source maps of earlier builds from public/`)
}
