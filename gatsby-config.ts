/**
 * Site configuration: plugins and site metadata.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { manifestOptions } from "./src/gatsby/manifest"

const config: GatsbyConfig = {
  siteMetadata: {
    // The one place the public address lives; SEO, sitemap and tests read it from here.
    siteUrl: "https://www.headspa-teplice.example.com",
  },
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-emotion",
    // No gatsby-plugin-image here: sharp makes the renditions, src/components/primitives/Picture.tsx writes
    // them as plain <picture> markup, and the plugin would add an inline script and styles to every page.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content"), ignore: ["**/README.md"] },
    },
    // No gatsby-transformer-yaml: src/gatsby/source-content.ts makes the nodes from the checked values.
    // sitemap-index.xml from every page but the 404; robots.txt (src/gatsby/post-build/robots.ts) points at it.
    // Addresses only: the default changefreq "daily" would claim changes this site does not make.
    { resolve: "gatsby-plugin-sitemap", options: { serialize: ({ path: url }: { path: string }) => ({ url }) } },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(path.resolve(__dirname, "content")) },
  ],
}

export default config
