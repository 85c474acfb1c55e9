/**
 * Every check of a built site's output, each a function of a (content, public)
 * pair: the published build runs them all (published-site.test.ts), and so
 * does the build of edited content (__tests__/rebuild/), from one list.
 */
import { test } from "@playwright/test"
import type { BuiltSite } from "../../support/built-site"
import { checkCompileHint } from "./compile-hint"
import { checkContactDetails } from "./contact-details"
import { checkValidHtml } from "./html-valid"
import { checkImages } from "./images"
import { checkLightboxChunk } from "./lightbox-chunk"
import { checkPageHeadings } from "./page-headings"
import { checkReferences } from "./references"
import { checkSeo } from "./seo"
import { checkTeam } from "./team"
import { checkTreatmentAddresses } from "./treatment-addresses"
import { checkTreatmentsPage } from "./treatments-page"

const CHECKS: [string, (site: BuiltSite) => void][] = [
  ["the treatments page", checkTreatmentsPage],
  ["the addresses of categories and treatments", checkTreatmentAddresses],
  ["the team", checkTeam],
  ["the contact details", checkContactDetails],
  ["the page headings", checkPageHeadings],
  ["images", checkImages],
  ["search and sharing", checkSeo],
  ["valid HTML", checkValidHtml],
  ["internal references", checkReferences],
  ["the photo viewer's chunks", checkLightboxChunk],
  ["the scripts' compile hint", checkCompileHint],
]

export function checkBuiltSite(site: BuiltSite): void {
  for (const [name, check] of CHECKS) test.describe(name, () => check(site))
}
