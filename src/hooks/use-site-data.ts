import { graphql, useStaticQuery } from "gatsby"

/**
 * What the site-wide hooks read, asked in one static query. Gatsby's runtime
 * fetches each static query a page uses as a request of its own while the
 * page starts: with one query per hook that was six requests on every page,
 * each costing the main thread a few ms to start and answered in a task of
 * its own. Each hook keeps its fields beside its code, as a fragment on the
 * root type; this query asks for all of them.
 */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      ...SiteSettingsHook
      ...ContactHook
      ...SiteUrlHook
      ...ShareImageHook
      ...TreatmentLabelsHook
      ...TreatmentPricesHook
    }
  `)
}
