/**
 * The kinds of field the content model is built from. Each is a zod schema
 * (zod 4) for the shape of the value (type, range, length, required),
 * carrying its editor-facing description in `.meta()`: the Czech label and
 * hint, the text rule it follows (rules.ts, applied by the check), where its
 * images go. The generators (scripts/generate-content-model.ts) read the same
 * metadata to write the GraphQL types, Decap's config, the JSON Schemas and the
 * docs.
 */
import { z } from "zod"

/** The text rules of rules.ts, by name. */
export type RuleName =
  "text" | "optionalText" | "httpsUrl" | "localImage" | "imageOrUrl" | "postcode" | "phone" | "placeholders" | "price"

/**
 * The longest text each kind of place on the site takes, in characters: enough
 * for what the salon writes there (the longest text of each kind today is about
 * half of it or less), short enough that the layout around it holds: a label
 * stays on its button, a card title on two lines, a paragraph readable on a phone.
 */
export const MAX_LENGTH = {
  /** Button texts, menu items, short labels beside a value (Délka, Cena). */
  label: 40,
  /** Texts only screen readers and notifications say: a sentence at most. */
  spoken: 160,
  /** A name on a card or in a heading line: a treatment, a category, a team member, the salon. */
  name: 60,
  /** A badge on a treatment card: one or two words on a pill. */
  badge: 30,
  /** Section and page headings. */
  heading: 80,
  /** The title search engines show; they cut it at about 60. */
  seoTitle: 70,
  /** The snippet search engines and shared links show; they cut it at about 160. */
  seoDescription: 200,
  /** One or two sentences under a heading: intros, taglines, category descriptions. */
  intro: 400,
  /** The text of a card: a treatment's description, a bio, a feature's or a value's text. */
  card: 600,
  /** A paragraph of its own: the philosophy and the vision. */
  paragraph: 1000,
  /** What a photo shows, for screen readers. */
  alt: 200,
  /** A caption under a gallery photo. */
  caption: 80,
  /** A line of the address or the opening hours. */
  line: 100,
  /** Web addresses and image paths. */
  address: 500,
} as const

export type FieldMeta = {
  /** Czech name of the field: Decap's label, the JSON Schema's title, the docs' table. */
  label: string
  /** Czech help: Decap's hint, the JSON Schema's description, the docs' notes. */
  hint?: string
  /** Several lines of text (Decap's text widget) rather than one. */
  multiline?: boolean
  /** The text rule it follows (rules.ts). */
  rule?: RuleName
  /** Measured as written, not trimmed first (web addresses and image paths, which may hold no spaces at all). */
  untrimmed?: true
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
  /** The editor's alone: the site never gets the field (no GraphQL field, not in the values pages read). */
  editorOnly?: true
}

/** A text field's description, with the longest text it takes (MAX_LENGTH). */
type TextMeta = FieldMeta & { max: number }

const limitedText = (rule: RuleName, { max, ...meta }: TextMeta) =>
  z
    .string()
    .trim()
    .max(max)
    .meta({ rule, ...meta })

/** One line of text that must say something. */
export const text = (meta: TextMeta) => limitedText("text", meta)

/** Several lines of text that must say something. */
export const longText = (meta: TextMeta) => text({ multiline: true, ...meta })

/** Text that may be left out or empty. */
export const optionalText = ({ max, ...meta }: TextMeta) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .meta({ rule: "optionalText", ...meta })

/** Text that follows a pattern (postcode, phone, placeholders). */
export const patterned = (rule: RuleName, meta: TextMeta) => limitedText(rule, meta)

const untrimmed = (rule: RuleName, meta: FieldMeta) =>
  z
    .string()
    .max(MAX_LENGTH.address)
    .meta({ rule, untrimmed: true, ...meta })

export const httpsUrl = (meta: FieldMeta) => untrimmed("httpsUrl", meta)

/** A file in content/images, relative to the YAML file. */
export const image = (imageFolder: string, meta: FieldMeta) => untrimmed("localImage", { imageFolder, ...meta })

/** A file in content/images, or an https address on an image host. */
export const imageOrUrl = (imageFolder: string, meta: FieldMeta) => untrimmed("imageOrUrl", { imageFolder, ...meta })

export const wholeNumber = (min: number, max: number | undefined, meta: FieldMeta) => {
  const atLeast = z.number().int().min(min)
  return (max === undefined ? atLeast : atLeast.max(max)).meta(meta)
}

/** A position in a list, from 1; unique where the check says so. */
export const order = (meta: FieldMeta) => wholeNumber(1, undefined, meta)

/** Czech crowns: whole, or with hellers (the price rule). */
export const price = (min: number, max: number, meta: FieldMeta) =>
  z
    .number()
    .min(min)
    .max(max)
    .meta({ rule: "price", unit: "Kč", ...meta })

export const oneOf = <T extends readonly [string, ...string[]]>(
  values: T,
  meta: FieldMeta & { options: Record<T[number], string> },
) => z.enum(values).meta(meta)

/**
 * A box the editor ticks or leaves: true, false, or left out (false). Only for the editor's own switches
 * (an entry taken off the site), never read by a page.
 */
export const flag = (meta: FieldMeta) =>
  z
    .boolean()
    .optional()
    .meta({ ...meta, editorOnly: true })

/** A group of fields; `typeName` names its GraphQL type. */
export const group = <S extends z.ZodRawShape>(typeName: string, meta: FieldMeta, shape: S) =>
  z.strictObject(shape).meta({ typeName, ...meta })

/** A list of exactly `length` items, or of `min` to `max`. */
export function list<T extends z.ZodType>(
  item: T,
  size: { length: number } | { min: number; max: number },
  meta: FieldMeta,
) {
  const items = z.array(item)
  return ("length" in size ? items.length(size.length) : items.min(size.min).max(size.max)).meta(meta)
}

/** The metadata of a model schema, as `.meta()` stored it. */
export function metaOf(schema: z.core.$ZodType): FieldMeta | undefined {
  return z.globalRegistry.get(schema) as FieldMeta | undefined
}
