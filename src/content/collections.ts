/**
 * Which YAML file holds what: the one table that the content check,
 * the sourcing of GraphQL nodes (source-content.ts) and the generators of the GraphQL
 * types and of Decap's config all read, so they can never disagree. How Decap
 * shows each collection is the generator's (scripts/content-model/decap-collections.ts).
 */
import path from "node:path"
import type { z } from "zod"
import { metaOf } from "./fields"
import { NOT_FOUND_ROUTE, ROUTES } from "../routes"
import * as schemas from "./zod-schemas"

type Shared = {
  /** Path relative to content/: a folder of one-entry files, or a single file. */
  path: string
  /** The pages that show this content (the publish report lists them for a change); "every page" for the frame. */
  shownOn: readonly string[] | "every page"
  schema: z.ZodObject
  /** GraphQL fields computed from other nodes (resolvers in src/gatsby/graphql-schema.ts), with their type and why. */
  derived?: Record<string, { type: string; description: string }>
}
export type Collection = Shared &
  ({ kind: "folder" } | { kind: "file" }) & {
    /** GraphQL type of the nodes made from these files (the root group's typeName in the model). */
    typeName: string
  }

const collection = (definition: Omit<Collection, "typeName">): Collection => {
  const typeName = metaOf(definition.schema)?.typeName
  if (!typeName) throw new Error(`content/${definition.path}: its schema needs a typeName`)
  return { ...definition, typeName } as Collection
}

/** In the order Decap lists them. */
export const collections: readonly Collection[] = [
  collection({
    path: "treatments",
    kind: "folder",
    shownOn: [ROUTES.treatments],
    schema: schemas.treatment,
  }),
  collection({
    path: "categories",
    kind: "folder",
    shownOn: [ROUTES.treatments],
    schema: schemas.category,
    derived: {
      treatments: { type: "[Treatment!]!", description: "This category's treatments in their order." },
    },
  }),
  collection({
    path: "team",
    kind: "folder",
    shownOn: [ROUTES.about],
    schema: schemas.teamMember,
    derived: {
      photoUrl: {
        type: "String",
        description: "The photo's https address when it lives on an external image host; photo is then null.",
      },
    },
  }),
  // The address and phone are in every page's footer.
  collection({
    path: "contact.yaml",
    kind: "file",
    shownOn: "every page",
    schema: schemas.contact,
  }),
  collection({
    path: "site.yaml",
    kind: "file",
    shownOn: "every page",
    schema: schemas.siteSettings,
  }),
  collection({
    path: "pages/home.yaml",
    kind: "file",
    shownOn: [ROUTES.home],
    schema: schemas.homePage,
  }),
  collection({
    path: "pages/about.yaml",
    kind: "file",
    shownOn: [ROUTES.about],
    schema: schemas.aboutPage,
  }),
  collection({
    path: "pages/treatments.yaml",
    kind: "file",
    shownOn: [ROUTES.treatments],
    schema: schemas.treatmentsPage,
  }),
  collection({
    path: "pages/contact.yaml",
    kind: "file",
    shownOn: [ROUTES.contact],
    schema: schemas.contactPage,
  }),
  collection({
    path: "pages/not-found.yaml",
    kind: "file",
    shownOn: [NOT_FOUND_ROUTE],
    schema: schemas.notFoundPage,
  }),
]

/** An entry's key: its file name without .yaml (content/categories/head-spa.yaml → head-spa). */
export const slugOf = (f: { file: string }) => path.posix.basename(f.file, ".yaml")

/** The collection a content file belongs to, by its path relative to content/ (POSIX separators). */
export function collectionOf(relativePath: string): Collection | undefined {
  return collections.find((c) =>
    c.kind === "file"
      ? c.path === relativePath
      : relativePath.startsWith(`${c.path}/`) && !relativePath.slice(c.path.length + 1).includes("/"),
  )
}

export function collectionByType(typeName: string): Collection {
  const found = collections.find((c) => c.typeName === typeName)
  if (!found) throw new Error(`no content collection has the GraphQL type ${typeName}`)
  return found
}
