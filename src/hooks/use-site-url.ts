import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

export const siteUrlHookFragment = graphql`
  fragment SiteUrlHook on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`

/** The site's public address from gatsby-config.ts, without a trailing slash, for absolute URLs. */
export function useSiteUrl(): string {
  const data = useSiteData()
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing")
  return siteUrl.replace(/\/+$/, "")
}
