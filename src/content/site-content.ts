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

/** An entry of a folder collection: its fields, plus the file it came from. */
export type Entry<T> = T & {
  /** The file name without `.yaml`: the entry's key (a treatment's `category` names its category's slug), stable while its name changes. */
  slug: string
  /** Path from the project root, as messages name it. */
  file: string
}

export type Treatment = Entry<z.infer<typeof schemas.treatment>>
export type Category = Entry<z.infer<typeof schemas.category>> & { treatments: Treatment[] }
export type TeamMember = Entry<z.infer<typeof schemas.teamMember>>

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

/** The site's content from files that all passed the check. */
export function siteContentOf(files: readonly ContentFile[]): SiteContent {
  const single = <T>(typeName: string): T => checkedValues(files.find((f) => f.collection.typeName === typeName)!) as T
  const entries = <T>(typeName: string): Entry<T>[] =>
    files
      .filter((f) => f.collection.typeName === typeName)
      .map((f) => ({ ...(checkedValues(f) as T), slug: slugOf(f), file: f.file }))

  const treatments = entries<z.infer<typeof schemas.treatment>>("Treatment")
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
    team: entries<z.infer<typeof schemas.teamMember>>("TeamMember").sort(byOrder),
  }
}
