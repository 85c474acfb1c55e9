/**
 * The content a preview shows besides the entry being edited, as Gatsby's
 * queries answer it, baked into the editor's bundle by the build
 * (src/gatsby/post-build/editor-bundle.ts): the static queries' answers
 * (useSiteSettings, useContact, useTreatmentLabels, useSiteUrl), which the
 * component tests answer with too, and the catalogue and team as the built
 * pages' own page data has them (photos in the site's renditions).
 */
import fs from "node:fs"
import type { SiteContent } from "../../content"
import { ROUTES } from "../../routes"
import { pageDataFile } from "./context"

/** Every static query's answer in one object: each hook reads only its own fields. */
export function staticQueryAnswers(content: SiteContent, siteUrl: string) {
  return {
    siteSettings: content.site,
    contact: content.contact,
    treatmentsPage: content.pages.treatments,
    site: { siteMetadata: { siteUrl } },
  }
}

/** The catalogue of /treatments/ and the team of /about/, from the page data the build just wrote. */
export function previewContent(publicDir: string) {
  const pageData = (route: string) =>
    (
      JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), "utf8")) as {
        result: { data: Record<string, { nodes: unknown[] }> }
      }
    ).result.data
  return {
    categories: pageData(ROUTES.treatments).allCategory.nodes,
    team: pageData(ROUTES.about).allTeamMember.nodes,
  }
}
