/**
 * The kinds of field the content model is built from. Each is a zod schema
 * (zod 4, "zod/v4") carrying its editor-facing description in `.meta()`: the
 * Czech label and hint, the rule it follows, where its images go. The
 * generators (scripts/generate-content-model.ts) read the same metadata to
 * write the GraphQL types, Decap's config, the JSON Schemas and the docs.
 */
import { z } from "zod/v4"
import { type RuleName, ruleProblem } from "./rules"

export type FieldMeta = {
  /** Czech name of the field: Decap's label, the JSON Schema's title, the docs' table. */
  label: string
  /** Czech help: Decap's hint, the JSON Schema's description, the docs' notes. */
  hint?: string
  /** Several lines of text (Decap's text widget) rather than one. */
  multiline?: boolean
  /** The text rule it follows (rules.ts). */
  rule?: RuleName
  /** An image: the folder of content/ that uploads go to, e.g. images/team. */
  imageFolder?: string
  /** Unit after a number in messages and docs: "minut", "Kč". */
  unit?: string
  /** Czech labels of a closed set's values, for Decap's select. */
  options?: Record<string, string>
  /** GraphQL name of a group of fields' type, or of an enum. */
  typeName?: string
  /** The value names an entry of this GraphQL type by its file name (e.g. a treatment's category). */
  link?: string
  /** Decap lists: the item's field shown while the item is collapsed. */
  summary?: string
  /** Decap groups: start folded. */
  collapsed?: boolean
}

/** Adds the rule's custom issue; the message key travels in `params.message`. */
const follows =
  (name: RuleName) =>
  (value: string | number, ctx: z.RefinementCtx): void => {
    const problem = ruleProblem(name, String(value))
    if (problem) ctx.addIssue({ code: "custom", params: { message: problem }, input: value })
  }

const ruled = (name: RuleName) => z.string().superRefine(follows(name))

/** One line of text that must say something. */
export const text = (meta: FieldMeta) =>
  ruled("text")
    .trim()
    .meta({ rule: "text", ...meta })

/** Several lines of text that must say something. */
export const longText = (meta: FieldMeta) => text({ multiline: true, ...meta })

/** Text that may be left out or empty. */
export const optionalText = (meta: FieldMeta) =>
  ruled("optionalText")
    .trim()
    .optional()
    .nullable()
    .meta({ rule: "optionalText", ...meta })

/** Text that follows a pattern (postcode, phone, placeholders). */
export const patterned = (rule: RuleName, meta: FieldMeta) =>
  ruled(rule)
    .trim()
    .meta({ rule, ...meta })

export const httpsUrl = (meta: FieldMeta) => ruled("httpsUrl").meta({ rule: "httpsUrl", ...meta })

/** A file in content/images, relative to the YAML file. */
export const image = (imageFolder: string, meta: FieldMeta) =>
  ruled("localImage").meta({ rule: "localImage", imageFolder, ...meta })

/** A file in content/images, or an https address on an image host. */
export const imageOrUrl = (imageFolder: string, meta: FieldMeta) =>
  ruled("imageOrUrl").meta({ rule: "imageOrUrl", imageFolder, ...meta })

export const wholeNumber = (min: number, max: number | undefined, meta: FieldMeta) => {
  const atLeast = z.number().int().min(min)
  return (max === undefined ? atLeast : atLeast.max(max)).meta(meta)
}

/** A position in a list, from 1; unique where the check says so. */
export const order = (meta: FieldMeta) => wholeNumber(1, undefined, meta)

/** Czech crowns: whole, or with hellers. */
export const price = (min: number, max: number, meta: FieldMeta) =>
  z
    .number()
    .min(min)
    .max(max)
    .superRefine(follows("price"))
    .meta({ rule: "price", unit: "Kč", ...meta })

export const oneOf = <T extends readonly [string, ...string[]]>(
  values: T,
  meta: FieldMeta & { options: Record<T[number], string> },
) => z.enum(values).meta(meta)

/** A group of fields; `typeName` names its GraphQL type. */
export const group = <S extends z.ZodRawShape>(typeName: string, meta: FieldMeta, shape: S) =>
  z.strictObject(shape).meta({ typeName, ...meta })

/** A list of exactly `length` items, or of at least `min`. */
export function list<T extends z.ZodType>(item: T, size: { length: number } | { min: number }, meta: FieldMeta) {
  const items = z.array(item)
  return ("length" in size ? items.length(size.length) : items.min(size.min)).meta(meta)
}

/** The metadata of a model schema, as `.meta()` stored it. */
export function metaOf(schema: z.core.$ZodType): FieldMeta | undefined {
  return z.globalRegistry.get(schema) as FieldMeta | undefined
}
