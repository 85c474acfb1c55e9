/**
 * Compares Decap's static/admin/config.yml with the content schemas
 * (src/gatsby/content/schemas.ts): same keys, same required fields, same types,
 * same choices and list lengths. The schemas reject unknown keys, so a field the
 * editor writes but the schema lacks would break the build after every save.
 */
import path from "node:path"
import { type ZodTypeAny, z } from "zod"
import { collections } from "../../../src/gatsby/content/collections"

export type CmsField = {
  name: string
  widget?: string
  required?: boolean
  value_type?: "int" | "float"
  min?: number
  max?: number
  options?: (string | { value: string })[]
  fields?: CmsField[]
  field?: CmsField
  media_folder?: string
  public_folder?: string
}
type CmsFile = { file: string; fields: CmsField[] }
type CmsCollection = {
  name: string
  folder?: string
  extension?: string
  format?: string
  files?: CmsFile[]
  fields?: CmsField[]
}
export type CmsConfig = { media_folder: string; public_folder: string; collections: CmsCollection[] }

type EditedFile = { path: string; kind: "folder" | "file"; fields: CmsField[] }

/** Every YAML file (or folder of them) the editor writes, with the fields it writes there. */
function editedFiles(config: CmsConfig): EditedFile[] {
  return config.collections.flatMap((collection): EditedFile[] =>
    collection.folder
      ? [{ path: collection.folder, kind: "folder", fields: collection.fields ?? [] }]
      : (collection.files ?? []).map((f) => ({ path: f.file, kind: "file", fields: f.fields })),
  )
}

export function uncoveredCollections(config: CmsConfig): string[] {
  const edited = new Set(editedFiles(config).map((f) => f.path))
  const missing = collections.filter((c) => !edited.has(`content/${c.path}`)).map((c) => `content/${c.path}`)
  const badFolders = config.collections
    .filter((c) => c.folder && (c.extension !== "yaml" || c.format !== "yaml"))
    .map((c) => `${c.folder}: needs extension: yaml and format: yaml`)
  return [...missing, ...badFolders]
}

function unwrap(schema: ZodTypeAny): { schema: ZodTypeAny; optional: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return { ...unwrap(schema.unwrap()), optional: true }
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType())
  return { schema, optional: false }
}

function compareField(field: CmsField, zod: ZodTypeAny, at: string): string[] {
  const { schema, optional } = unwrap(zod)
  const widget = field.widget ?? "string"
  const problems: string[] = []
  if ((field.required === false) !== optional) problems.push(`${at}: required in one, optional in the other`)
  if (widget === "object") return [...problems, ...compareFields(field.fields ?? [], schema, at)]
  if (widget === "list") {
    if (!(schema instanceof z.ZodArray)) return [...problems, `${at}: a list in the editor, not in the schema`]
    const length = (schema._def as { exactLength?: { value: number } | null }).exactLength?.value
    if (length !== undefined && (field.min !== length || field.max !== length))
      problems.push(`${at}: must allow exactly ${length} items`)
    return [...problems, ...compareFields(field.fields ?? [], unwrap(schema.element).schema, `${at}[]`)]
  }
  if (widget === "select") {
    const values = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value)).sort()
    const choices = schema instanceof z.ZodEnum ? [...(schema.options as string[])].sort() : []
    if (JSON.stringify(values) !== JSON.stringify(choices))
      problems.push(`${at}: options ${values} ≠ schema ${choices}`)
    return problems
  }
  if (widget === "number") {
    if (!(schema instanceof z.ZodNumber)) return [...problems, `${at}: a number in the editor, not in the schema`]
    if ((field.value_type === "int") !== schema.isInt)
      problems.push(`${at}: value_type must be ${schema.isInt ? "int" : "float"}`)
    if (schema.minValue !== null && (field.min ?? -Infinity) < schema.minValue)
      problems.push(`${at}: min must be ≥ ${schema.minValue}`)
    if (schema.maxValue !== null && (field.max ?? Infinity) > schema.maxValue)
      problems.push(`${at}: max must be ≤ ${schema.maxValue}`)
    return problems
  }
  if (!(schema instanceof z.ZodString))
    problems.push(`${at}: text in the editor, ${schema.constructor.name} in the schema`)
  return problems
}

function compareFields(fields: readonly CmsField[], schema: ZodTypeAny, at: string): string[] {
  if (!(schema instanceof z.ZodObject)) return [`${at}: a group of fields in the editor, not in the schema`]
  const shape = schema.shape as Record<string, ZodTypeAny>
  const names = fields.map((f) => f.name)
  const prefix = at ? `${at}.` : ""
  return [
    ...Object.keys(shape)
      .filter((key) => !names.includes(key))
      .map((key) => `${prefix}${key}: missing in the editor`),
    ...fields.flatMap((field) =>
      shape[field.name]
        ? compareField(field, shape[field.name], `${prefix}${field.name}`)
        : [`${prefix}${field.name}: not in the schema`],
    ),
  ]
}

export function fieldMismatches(config: CmsConfig): string[] {
  return editedFiles(config).flatMap((edited) => {
    const collection = collections.find((c) => `content/${c.path}` === edited.path)
    if (!collection) return [`${edited.path}: no such content collection`]
    return compareFields(edited.fields, collection.schema, "").map((problem) => `${edited.path}: ${problem}`)
  })
}

function imageFields(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((f) => [...(f.widget === "image" ? [f] : []), ...imageFields(f.fields ?? [])])
}

/** An upload lands in media_folder; the path written is public_folder/name, read relative to the YAML file. */
export function imageFolderMismatches(config: CmsConfig): string[] {
  return editedFiles(config).flatMap((edited) => {
    const yamlDir = edited.kind === "folder" ? edited.path : path.posix.dirname(edited.path)
    return imageFields(edited.fields).flatMap((field) => {
      const mediaFolder = (field.media_folder ?? config.media_folder).replace(/^\//, "")
      const resolved = path.posix.join(yamlDir, field.public_folder ?? config.public_folder)
      return resolved === mediaFolder ? [] : [`${edited.path} ${field.name}: ${resolved} ≠ ${mediaFolder}`]
    })
  })
}
