/**
 * public/robots.txt. The Sitemap line needs the full address, which lives only
 * in gatsby-config.ts (siteMetadata.siteUrl); a file in static/ would have to
 * repeat it.
 */
import fs from "node:fs/promises"
import path from "node:path"
import type { PostBuildStep } from "./context"

/** Everything may be crawled; gatsby-plugin-sitemap writes the index this names. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL("/sitemap-index.xml", siteUrl).href
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemap}`, ""].join("\n")
}

export const writeRobotsTxt: PostBuildStep = async ({ siteUrl, publicDir }) => {
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
