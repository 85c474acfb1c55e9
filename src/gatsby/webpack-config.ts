/**
 * Webpack settings Gatsby's defaults get wrong for this site.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"

/**
 * No source maps for the browser bundles: Gatsby writes one per script into
 * public/ (27 files, 1.7 MB), and everything in public/ is published, so they
 * would hand out the unminified source and inflate every deploy. `npm run develop`
 * keeps its own inline maps for debugging.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false })
}
