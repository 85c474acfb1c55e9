/**
 * No source maps in public/: Gatsby writes one per browser bundle (27 files,
 * 1.7 MB), and everything in public/ is published, so they would hand out the
 * unminified source and inflate every deploy. `npm run develop` keeps its own
 * inline maps for debugging; `BUILD_SOURCE_MAPS=1 npm run build` keeps them for
 * `npm run bench:trace`, in a build that must not be published.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" && !process.env.BUILD_SOURCE_MAPS) actions.setWebpackConfig({ devtool: false })
}

/**
 * Maps left in public/ by a `BUILD_SOURCE_MAPS=1` build: Gatsby keeps public/
 * between builds, so the next ordinary build would publish them.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, reporter }) => {
  if (process.env.BUILD_SOURCE_MAPS) return
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  if (!fs.existsSync(publicDir)) return
  const maps = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"))
  for (const file of maps) fs.rmSync(path.join(publicDir, file))
  if (maps.length > 0) reporter.info(`Removed ${maps.length} source maps of a BUILD_SOURCE_MAPS build from public/`)
}
