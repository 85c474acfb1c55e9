/**
 * Build-time hooks; each lives in src/gatsby/.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
export { onPreBootstrap } from "./src/gatsby/validate-before-build"
export { onCreateNode } from "./src/gatsby/source-content"
export { onPostBootstrap } from "./src/gatsby/manifest"
export { createSchemaCustomization, createResolvers } from "./src/gatsby/graphql-schema"
export { onPostBuild } from "./src/gatsby/post-build"
export { onCreateWebpackConfig } from "./src/gatsby/webpack-config"
