/**
 * The content as the site shows it: each checked file's values (the model's
 * output, texts trimmed), shaped into typed records: categories in order, each
 * with its treatments in order, and the team in order. The build sources the
 * same values (src/gatsby/source-content.ts) and its GraphQL schema orders a
 * category's treatments with the same `treatmentsOf`; tests take their
 * expectations from here, so a valid edit by the salon moves the expectations
 * with it instead of breaking them.
 */
import type { z } from "zod"
import type * as schemas from "./zod-schemas"
import { slugOf } from "./collections"
import { type ContentIssue, formatReport } from "./messages"
import { REMOVED_FIELD, siteFiles } from "./on-site"
import type { ContentFile } from "./reader"

/** Thrown when the content check finds a problem; `message` is the report the editor reads. */
export class ContentError extends Error {
  constructor(readonly issues: readonly ContentIssue[]) {
    super(formatReport(issues))
    this.name = "ContentError"
  }
}

/** A file's values as the site uses them: the model's output (texts trimmed). Only for a file that passed the check. */
export const checkedValues = (f: ContentFile) => f.collection.schema.parse(f.data) as Record<string, unknown>

/** A checked file's values as a page reads them: without the editor's own switches (`removed`). */
export function siteValues(f: ContentFile): Record<string, unknown> {
  const { [REMOVED_FIELD]: _removed, ...values } = checkedValues(f)
  return values
}

/** An entry of a folder collection: its fields, plus the file it came from. */
export type Entry<T> = T & {
  /** The file name without `.yaml`: the entry's key (a treatment's `category` names its category's slug), stable while its name changes. */
  slug: string
  /** Path from the project root, as messages name it. */
  file: string
}

/** An entry as the site gets it: without the editor's `removed` (an entry the site gets is never removed). */
type OnSite<T> = Omit<T, typeof REMOVED_FIELD>
export type Treatment = Entry<OnSite<z.infer<typeof schemas.treatment>>>
export type Category = Entry<z.infer<typeof schemas.category>> & { treatments: Treatment[] }
export type TeamMember = Entry<OnSite<z.infer<typeof schemas.teamMember>>>

export type SiteContent = {
  site: z.infer<typeof schemas.siteSettings>
  contact: z.infer<typeof schemas.contact>
  pages: {
    home: z.infer<typeof schemas.homePage>
    about: z.infer<typeof schemas.aboutPage>
    treatments: z.infer<typeof schemas.treatmentsPage>
    contact: z.infer<typeof schemas.contactPage>
    notFound: z.infer<typeof schemas.notFoundPage>
  }
  categories: Category[]
  team: TeamMember[]
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/** A category's treatments in the order the catalogue shows them. */
export function treatmentsOf<T extends { category: string; order: number }>(
  category: { slug: string },
  treatments: Iterable<T>,
): T[] {
  return [...treatments].filter((t) => t.category === category.slug).sort(byOrder)
}

/** The site's content from files that all passed the check; entries taken off the site are left out. */
export function siteContentOf(checked: readonly ContentFile[]): SiteContent {
  const files = siteFiles(checked)
  const single = <T>(typeName: string): T => siteValues(files.find((f) => f.collection.typeName === typeName)!) as T
  const entries = <T>(typeName: string): Entry<T>[] =>
    files
      .filter((f) => f.collection.typeName === typeName)
      .map((f) => ({ ...(siteValues(f) as T), slug: slugOf(f), file: f.file }))

  const treatments = entries<OnSite<z.infer<typeof schemas.treatment>>>("Treatment")
  const categories = entries<z.infer<typeof schemas.category>>("Category")
    .sort(byOrder)
    .map((category) => ({ ...category, treatments: treatmentsOf(category, treatments) }))

  return {
    site: single("SiteSettings"),
    contact: single("Contact"),
    pages: {
      home: single("HomePage"),
      about: single("AboutPage"),
      treatments: single("TreatmentsPage"),
      contact: single("ContactPage"),
      notFound: single("NotFoundPage"),
    },
    categories,
    team: entries<OnSite<z.infer<typeof schemas.teamMember>>>("TeamMember").sort(byOrder),
  }
}
