/**
 * Decap CMS's config (static/admin/config.yml) from the content model: every
 * field with its Czech label and hint, the same required fields, lists and
 * choices as the content check, each text and number naming its field of the
 * model (`model_field`), whose own check the editor's widgets run (no limits
 * copied here), images uploaded into the folder their path points to (never
 * "insert from URL"), and a treatment's category chosen from the category
 * files. https://decapcms.org/docs/widgets/
 */
import path from "node:path"
import { Document, isScalar, isSeq, visit } from "yaml"
import {
  type Collection,
  collectionByType,
  collections,
  fieldsOf,
  formPattern,
  LIMITS,
  type ModelField,
  type ModelNode,
  modelOf,
  modelRootName,
} from "../../src/content"
import {
  CMS_FILE_GROUPS,
  COLLAPSED_GROUPS,
  fileCms,
  folderCms,
  FORM_HINTS,
  LIST_SUMMARY_FIELDS,
} from "./decap-collections"
import { decapSettingComments, decapSettings } from "./decap-settings"

type DecapField = Record<string, unknown>

/** Where the YAML files of a collection live, relative to the repository (content/team or content). */
const yamlFolder = (collection: Collection) =>
  collection.kind === "folder" ? `content/${collection.path}` : path.posix.dirname(`content/${collection.path}`)

/**
 * `typeName`: the GraphQL type of the group the field is in, which names it in decap-collections.ts;
 * `group`: the group's name in the model (treatment, homePage.gallery.images[]), which names the field for the widgets.
 */
function decapField(field: ModelField, yamlDir: string, typeName: string | undefined, group: string): DecapField {
  const { name, meta, node, required } = field
  const out: DecapField = { name, label: meta.label }
  const formHint = FORM_HINTS[`${typeName}.${name}`]
  const hint = typeof formHint === "function" ? formHint(node) : (formHint ?? meta.hint)
  if (hint) out.hint = hint
  if (!required) out.required = false
  if (meta.imageFolder) {
    const uploads = `content/${meta.imageFolder}`
    // An image's path is chosen, not typed: the rule, the printable characters and the length in one pattern.
    const { pattern, message } = formPattern(meta.rule, node.maxLength)
    return {
      ...out,
      pattern: [pattern, message],
      widget: "image",
      media_folder: `/${uploads}`,
      public_folder: path.posix.relative(yamlDir, uploads),
      choose_url: false,
      // Decap refuses a bigger upload at once; the check also reads the pixels and the real type.
      media_library: { config: { max_file_size: LIMITS.imageBytes } },
    }
  }
  if (meta.link) {
    const target = collectionByType(meta.link)
    if (target.kind !== "folder") throw new Error(`${name}: links go to folder collections`)
    const shown = folderCms(target).identifierField
    // {{slug}}: the entry's file name, the key every link uses.
    return {
      ...out,
      widget: "relation",
      collection: folderCms(target).name,
      value_field: "{{slug}}",
      search_fields: [shown],
      display_fields: [shown],
    }
  }
  if (node.enum) {
    const options = meta.options ?? {}
    return { ...out, widget: "select", options: node.enum.map((value) => ({ label: options[value] ?? value, value })) }
  }
  // The editor's widgets (src/admin/widgets.tsx) find the field in the model bundled into the editor and check
  // each value with the field's own check, the content check's (src/content/field-checks.ts).
  const modelField = `${group}.${name}`
  switch (node.type) {
    case "string":
      return { ...out, widget: meta.multiline ? "checked-text" : "checked-string", model_field: modelField }
    case "boolean":
      // A box she ticks; Decap writes nothing until she does, so other saves keep their one-line diff.
      return { ...out, widget: "boolean" }
    case "integer":
    case "number":
      // Typed as text and read the Czech way, never by an <input type="number">.
      return { ...out, widget: "czech-number", model_field: modelField }
    case "object":
      return {
        ...out,
        widget: "object",
        ...(meta.typeName && COLLAPSED_GROUPS.has(meta.typeName) && { collapsed: true }),
        fields: decapFields(node, yamlDir, modelField),
      }
    case "array": {
      if (node.items?.type !== "object") throw new Error(`${name}: Decap lists here hold groups of fields`)
      const exact = node.minItems !== undefined && node.minItems === node.maxItems
      const summary = LIST_SUMMARY_FIELDS.find((field) => node.items?.properties?.[field] !== undefined)
      return {
        ...out,
        widget: "list",
        ...(node.minItems !== undefined && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
        ...(exact && { allow_add: false }),
        ...(summary && { summary: `{{fields.${summary}}}` }),
        fields: decapFields(node.items, yamlDir, `${modelField}[]`),
      }
    }
  }
  throw new Error(`${name}: no Decap widget for ${JSON.stringify(node.type)}`)
}

const decapFields = (group: ModelNode, yamlDir: string, name: string) =>
  fieldsOf(group).map((field) => decapField(field, yamlDir, group["x-model"]?.typeName, name))

/** The fields of a collection's files, named in the model from the file's own name there (treatment, siteSettings). */
const collectionFields = (collection: Collection) =>
  decapFields(modelOf(collection), yamlFolder(collection), modelRootName(collection.schema))

function folderCollection(collection: Collection & { kind: "folder" }) {
  const cms = folderCms(collection)
  return {
    name: cms.name,
    label: cms.label,
    label_singular: cms.labelSingular,
    ...(cms.description && { description: cms.description }),
    folder: `content/${collection.path}`,
    // The content check reads .yaml only.
    extension: "yaml",
    format: "yaml",
    create: cms.create ?? true,
    // Decap deletes a published entry with a commit straight to main, outside drafts, which branch protection
    // refuses; a treatment or a team member is taken off the site with its box Odebrat z webu instead, a draft like
    // any other change (docs/editing.md).
    delete: false,
    identifier_field: cms.identifierField,
    slug: cms.slug,
    summary: cms.summary,
    // Decap sorts by the field marked default_sort when the list opens (decap-cms-core's loadEntries).
    sortable_fields: cms.sortableFields.map((field) =>
      field === cms.defaultSort ? { field, default_sort: true } : field,
    ),
    ...(cms.viewGroups && { view_groups: cms.viewGroups }),
    fields: collectionFields(collection),
  }
}

function fileGroups() {
  return Object.entries(CMS_FILE_GROUPS).map(([group, label]) => ({
    name: group,
    label,
    // The files always exist; without this Decap offers "Zrušit publikování" on each, which then fails.
    delete: false,
    files: collections
      .filter((c): c is Collection & { kind: "file" } => c.kind === "file" && fileCms(c).group === group)
      .map((c) => ({
        name: fileCms(c).name,
        label: modelOf(c)["x-model"]?.label ?? fileCms(c).name,
        file: `content/${c.path}`,
        fields: collectionFields(c),
      })),
  }))
}

export function decapConfig() {
  const folders = collections.filter((c): c is Collection & { kind: "folder" } => c.kind === "folder")
  return { ...decapSettings, collections: [...folders.map(folderCollection), ...fileGroups()] }
}

const HEADER = `Decap CMS at /admin/: which YAML files of content/ the editor may change, and how.
https://decapcms.org/docs/configuration-options/

GENERATED by \`npm run generate:content\` (scripts/generate-content-model.ts) from
the content model in src/content/zod-schemas.ts; do not edit by hand. The
top-level settings above \`collections\` are hand-written in
scripts/content-model/decap-settings.ts.`

/** One line per simple field ({ name: …, label: … }), as people write Decap configs. */
function printYaml(config: object): string {
  const document = new Document(config)
  visit(document, {
    Map(_key, node, path) {
      const inList = isSeq(path[path.length - 1])
      const simple = node.items.every(
        (pair) => isScalar(pair.value) || (isSeq(pair.value) && pair.value.items.every((item) => isScalar(item))),
      )
      if (inList && simple) node.flow = true
    },
    Seq(_key, node) {
      if (node.items.every((item) => isScalar(item))) node.flow = true
    },
  })
  for (const [at, comment] of Object.entries(decapSettingComments)) {
    const node = document.getIn(at.split("."), true)
    if (isScalar(node)) node.comment = ` ${comment}`
  }
  document.commentBefore = HEADER.split("\n")
    .map((line) => (line ? ` ${line}` : ""))
    .join("\n")
  return document.toString({ lineWidth: 0 })
}

export function decapConfigYaml(): string {
  return printYaml(decapConfig())
}
