/**
 * How Decap CMS shows the content model: its collections (names, labels, list
 * summaries, file names of new entries), which groups start folded, which field
 * a list item is summarised by, and the hints that say something different in
 * the form than in the file. Decap's UI only: the model (src/content/) holds
 * what the content is, and decap.ts writes config.yml from both.
 * https://decapcms.org/docs/configuration-options/
 */
import { CATEGORY_SEPARATOR } from "../../src/admin/category-names"
import { type Collection, type ModelNode, thousands } from "../../src/content"

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
  /** The field the list is sorted by when it opens, one of sortableFields (ascending), until she sorts otherwise. */
  defaultSort?: string
  /** What "Seskupit podle" offers: each a label and the field whose values head the groups. */
  viewGroups?: { label: string; field: string }[]
}

/** Single files are grouped in Decap under one collection each. */
export const CMS_FILE_GROUPS = {
  settings: "Nastavení a kontakt",
  pages: "Texty stránek",
} as const

/** `name` is also the preview template's (src/admin/previews.tsx): unique across collections and files. */
export type FileCms = { group: keyof typeof CMS_FILE_GROUPS; name: string }

/** By the collection's path under content/, in the order Decap lists them. */
const DECAP_COLLECTIONS: Record<string, FolderCms | FileCms> = {
  treatments: {
    name: "treatments",
    label: "Procedury",
    labelSingular: "Procedura",
    description: "Jedna procedura na soubor. Cena v Kč, délka v minutách (15–210).",
    slug: "{{fields.category}}-{{slug}}",
    identifierField: "name",
    // Decap prints a relation's key (head-spa); the editor shows the category's name in its place
    // (src/admin/category-names.ts), which finds the key as the text before CATEGORY_SEPARATOR.
    summary: `{{category}}${CATEGORY_SEPARATOR}{{order}}. {{name}} – {{duration}} min, {{price}} Kč`,
    sortableFields: ["category", "order", "name", "price"],
    // Decap sorts by one field only: by Pořadí v kategorii, and "Seskupit podle → Kategorie" puts each
    // category's treatments under its own heading, in their order as the page Procedury lists them.
    defaultSort: "order",
    viewGroups: [{ label: "Kategorie", field: "category" }],
  },
  categories: {
    name: "categories",
    label: "Kategorie procedur",
    labelSingular: "Kategorie",
    description:
      "Kategorie na stránce Procedury. Novou kategorii přidá správce webu spolu s její první procedurou: kategorie bez procedury ani procedura bez kategorie kontrolou neprojdou.",
    slug: "{{slug}}",
    // Each save here is a draft of its own, and a category without a treatment never passes the check.
    create: false,
    identifierField: "name",
    summary: "{{order}}. {{name}}",
    sortableFields: ["order", "name"],
    // As the page Procedury lists them.
    defaultSort: "order",
  },
  team: {
    name: "team",
    label: "Tým",
    labelSingular: "Člen týmu",
    slug: "{{slug}}",
    identifierField: "name",
    summary: "{{order}}. {{name}}",
    sortableFields: ["order", "name"],
    // As the page O nás lists them.
    defaultSort: "order",
  },
  "contact.yaml": { group: "settings", name: "contact" },
  "site.yaml": { group: "settings", name: "site" },
  "pages/home.yaml": { group: "pages", name: "home-page" },
  "pages/about.yaml": { group: "pages", name: "about-page" },
  "pages/treatments.yaml": { group: "pages", name: "treatments-page" },
  "pages/contact.yaml": { group: "pages", name: "contact-page" },
  "pages/not-found.yaml": { group: "pages", name: "not-found-page" },
}

export function folderCms(collection: Collection & { kind: "folder" }): FolderCms {
  const cms = DECAP_COLLECTIONS[collection.path]
  if (!cms || !("label" in cms))
    throw new Error(`content/${collection.path}: no Decap collection in decap-collections.ts`)
  return cms
}

export function fileCms(collection: Collection & { kind: "file" }): FileCms {
  const cms = DECAP_COLLECTIONS[collection.path]
  if (!cms || !("group" in cms)) throw new Error(`content/${collection.path}: no Decap file in decap-collections.ts`)
  return cms
}

/** Groups of fields that start folded, by their GraphQL type name: labels the salon rarely changes. */
export const COLLAPSED_GROUPS: ReadonlySet<string> = new Set([
  "SiteLabels",
  "LightboxLabels",
  "TreatmentShareTexts",
  "CopyTexts",
])

/** A folded list item shows the first of these fields it has. */
export const LIST_SUMMARY_FIELDS = ["caption", "title", "label", "alt"] as const

/**
 * Hints that differ in the form, by "<GraphQL type>.<field>": the form takes
 * prices as Czech people type them and chooses categories and photos itself,
 * where the file needs plain numbers, file names and paths. A number's bounds
 * come from its field in the model.
 */
export const FORM_HINTS: Record<string, string | ((field: ModelNode) => string)> = {
  "Treatment.category": "Kategorie, pod kterou se procedura ukáže na stránce Procedury.",
  "Treatment.price": ({ minimum, maximum }) =>
    `Od ${thousands(minimum ?? 0)} do ${thousands(maximum ?? 0)} Kč, haléře nejvýš dvě číslice; pište třeba 1290, 1 290 Kč nebo 990,50. Pod polem uvidíte, co se uloží.`,
  "Treatment.duration": ({ minimum, maximum }) =>
    `V minutách, celé číslo od ${minimum} do ${maximum}, např. 90 nebo 90 min. Pod polem uvidíte, co se uloží.`,
  "TeamMember.photo": "Portrét na výšku 4 : 5 (např. 960 × 1200 px), JPG, PNG, WebP nebo AVIF.",
  "Contact.postcode": "Pět číslic, např. 415 01.",
  "Contact.phone": "Mezinárodní tvar, např. +420 123 456 789.",
}
