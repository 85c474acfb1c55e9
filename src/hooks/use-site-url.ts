import { graphql, useStaticQuery } from "gatsby"

/** The site's public address from gatsby-config.ts, without a trailing slash, for absolute URLs. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlHookQuery>(graphql`
    query SiteUrlHook {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing")
  return siteUrl.replace(/\/+$/, "")
}
