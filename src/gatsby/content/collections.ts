/**
 * Which YAML file holds what: the one table that both the content check and
 * gatsby-transformer-yaml's type naming read, so the two can never disagree.
 */
import type { ZodTypeAny } from "zod"
import * as schemas from "./schemas"

export type Collection = {
  /** GraphQL type of the nodes made from these files. */
  typeName: string
  /** Path relative to content/: a folder of one-entry files, or a single file. */
  path: string
  kind: "folder" | "file"
  schema: ZodTypeAny
}

export const collections: readonly Collection[] = [
  { typeName: "SiteSettings", path: "site.yaml", kind: "file", schema: schemas.siteSettings },
  { typeName: "Contact", path: "contact.yaml", kind: "file", schema: schemas.contact },
  { typeName: "HomePage", path: "pages/home.yaml", kind: "file", schema: schemas.homePage },
  { typeName: "AboutPage", path: "pages/about.yaml", kind: "file", schema: schemas.aboutPage },
  { typeName: "TreatmentsPage", path: "pages/treatments.yaml", kind: "file", schema: schemas.treatmentsPage },
  { typeName: "ContactPage", path: "pages/contact.yaml", kind: "file", schema: schemas.contactPage },
  { typeName: "NotFoundPage", path: "pages/not-found.yaml", kind: "file", schema: schemas.notFoundPage },
  { typeName: "Category", path: "categories", kind: "folder", schema: schemas.category },
  { typeName: "Treatment", path: "treatments", kind: "folder", schema: schemas.treatment },
  { typeName: "TeamMember", path: "team", kind: "folder", schema: schemas.teamMember },
]

/** The collection a content file belongs to, by its path relative to content/ (POSIX separators). */
export function collectionOf(relativePath: string): Collection | undefined {
  return collections.find((c) =>
    c.kind === "file"
      ? c.path === relativePath
      : relativePath.startsWith(`${c.path}/`) && !relativePath.slice(c.path.length + 1).includes("/"),
  )
}
