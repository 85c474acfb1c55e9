/**
 * Writes public/robots.txt after the build. The Sitemap line needs the full
 * address, which lives only in gatsby-config.ts (siteMetadata.siteUrl); a file
 * in static/ would have to repeat it.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
 */
import fs from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

type RobotsTxtQuery = { site: { siteMetadata: { siteUrl: string } | null } | null }

/** Everything may be crawled; gatsby-plugin-sitemap writes the index this names. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL("/sitemap-index.xml", siteUrl).href
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemap}`, ""].join("\n")
}

/** One post-build step; gatsby-node.ts's single onPostBuild (src/gatsby/security-headers.ts) runs it. */
export const writeRobotsTxt: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const { data, errors } = await graphql<RobotsTxtQuery>(`
    query RobotsTxt {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  if (errors || !siteUrl) {
    reporter.panicOnBuild("robots.txt: siteMetadata.siteUrl is missing in gatsby-config.ts", errors)
    return
  }
  const { program } = store.getState() as { program: { directory: string } }
  await fs.writeFile(path.join(program.directory, "public", "robots.txt"), robotsTxt(siteUrl))
}
