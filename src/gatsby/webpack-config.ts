/**
 * What the production browser bundles change from Gatsby's webpack config.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"
import { COMPILE_HINT } from "./compile-hint"

// webpack's Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: after Terser
// (OPTIMIZE_SIZE, 400), which drops every comment it does not extract, and
// before the file names' content hashes are computed (OPTIMIZE_HASH, 2500).
const AFTER_MINIFYING = 700

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    // No source maps in public/: Gatsby writes one per browser bundle (27
    // files, 1.7 MB), and everything in public/ is published, so they would
    // hand out the unminified source and inflate every deploy. `npm run
    // develop` keeps its own inline maps for debugging.
    devtool: false,
    plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFYING })],
  })
}
