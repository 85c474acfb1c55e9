import path from "node:path"
import type { Reporter } from "gatsby"

/** What every post-build step gets: where the project and its output are, the site's address, Gatsby's reporter. */
export type PostBuildContext = {
  projectDir: string
  publicDir: string
  /** gatsby-config's siteMetadata.siteUrl, the one home of the site's address. */
  siteUrl: string
  reporter: Reporter
}

export type PostBuildStep = (context: PostBuildContext) => void | Promise<void>

/** Folders of public/ that hold no page of the public site. */
export const NOT_SITE_PAGES = ["admin", "_gatsby", "~partytown"]

/** Where Gatsby writes a page's data: `page-data/index/` for "/", else the address without its slashes. */
export const pageDataFile = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, ""), "page-data.json")
