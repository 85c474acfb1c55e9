/**
 * Which YAML file holds what: the one table that the content check,
 * the sourcing of GraphQL nodes (source-content.ts) and the generators of the GraphQL
 * types and of Decap's config all read, so they can never disagree.
 */
import path from "node:path"
import type { z } from "zod/v4"
import { metaOf } from "./fields"
import { NOT_FOUND_ROUTE, ROUTES } from "../routes"
import * as schemas from "./zod-schemas"

/** How Decap CMS shows a folder of entries (https://decapcms.org/docs/collection-folder/). */
export type FolderCms = {
  name: string
  label: string
  labelSingular: string
  description?: string
  /** File name of a new entry; {{slug}} is the identifier field without accents. */
  slug: string
  /** Whether Decap offers a new entry (default: it does). */
  create?: boolean
  identifierField: string
  summary: string
  sortableFields: string[]
  viewGroups?: { label: string; field: string }[]
}

/** Single files are grouped in Decap under one collection each. */
export const CMS_FILE_GROUPS = {
  settings: "Nastavení a kontakt",
  pages: "Texty stránek",
} as const

/** `name` is also the preview template's (src/admin/previews.tsx): unique across collections and files. */
export type FileCms = { group: keyof typeof CMS_FILE_GROUPS; name: string }

type Shared = {
  /** Path relative to content/: a folder of one-entry files, or a single file. */
  path: string
  /** The pages that show this content (the publish report lists them for a change); "every page" for the frame. */
  shownOn: readonly string[] | "every page"
  schema: z.ZodObject
  /** GraphQL fields computed from other nodes (resolvers in src/gatsby/schema.ts), with their type and why. */
  derived?: Record<string, { type: string; description: string }>
}
export type Collection = Shared &
  ({ kind: "folder"; cms: FolderCms } | { kind: "file"; cms: FileCms }) & {
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
    cms: {
      name: "treatments",
      label: "Procedury",
      labelSingular: "Procedura",
      description: "Jedna procedura na soubor. Cena v Kč, délka v minutách (15–210).",
      slug: "{{fields.category}}-{{slug}}",
      identifierField: "name",
      summary: "{{category}}: {{name}} – {{duration}} min, {{price}} Kč",
      sortableFields: ["category", "order", "name", "price"],
      viewGroups: [{ label: "Kategorie", field: "category" }],
    },
  }),
  collection({
    path: "categories",
    kind: "folder",
    shownOn: [ROUTES.treatments],
    schema: schemas.category,
    cms: {
      name: "categories",
      label: "Kategorie procedur",
      labelSingular: "Kategorie",
      description:
        "Kategorie na stránce Procedury; procedury na ni odkazují názvem jejího souboru. Novou kategorii přidejte na GitHubu spolu s její první procedurou v jednom pull requestu (docs/editing.md): kategorie bez procedury ani procedura bez kategorie kontrolou neprojdou.",
      slug: "{{slug}}",
      // Each save here is a draft of its own, and a category without a treatment never passes the check.
      create: false,
      identifierField: "name",
      summary: "{{order}}. {{name}}",
      sortableFields: ["order", "name"],
    },
    derived: {
      treatments: { type: "[Treatment!]!", description: "This category's treatments in their order." },
    },
  }),
  collection({
    path: "team",
    kind: "folder",
    shownOn: [ROUTES.about],
    schema: schemas.teamMember,
    cms: {
      name: "team",
      label: "Tým",
      labelSingular: "Člen týmu",
      slug: "{{slug}}",
      identifierField: "name",
      summary: "{{order}}. {{name}}",
      sortableFields: ["order", "name"],
    },
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
    cms: { group: "settings", name: "contact" },
  }),
  collection({
    path: "site.yaml",
    kind: "file",
    shownOn: "every page",
    schema: schemas.siteSettings,
    cms: { group: "settings", name: "site" },
  }),
  collection({
    path: "pages/home.yaml",
    kind: "file",
    shownOn: [ROUTES.home],
    schema: schemas.homePage,
    cms: { group: "pages", name: "home-page" },
  }),
  collection({
    path: "pages/about.yaml",
    kind: "file",
    shownOn: [ROUTES.about],
    schema: schemas.aboutPage,
    cms: { group: "pages", name: "about-page" },
  }),
  collection({
    path: "pages/treatments.yaml",
    kind: "file",
    shownOn: [ROUTES.treatments],
    schema: schemas.treatmentsPage,
    cms: { group: "pages", name: "treatments-page" },
  }),
  collection({
    path: "pages/contact.yaml",
    kind: "file",
    shownOn: [ROUTES.contact],
    schema: schemas.contactPage,
    cms: { group: "pages", name: "contact-page" },
  }),
  collection({
    path: "pages/not-found.yaml",
    kind: "file",
    shownOn: [NOT_FOUND_ROUTE],
    schema: schemas.notFoundPage,
    cms: { group: "pages", name: "not-found-page" },
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
