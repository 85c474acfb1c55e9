/**
 * No source maps in public/: Gatsby writes one per browser bundle (27 files,
 * 1.7 MB), and everything in public/ is published, so they would hand out the
 * unminified source and inflate every deploy. `npm run develop` keeps its own
 * inline maps for debugging.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false })
}
