/**
 * One check per field of the content model, for the file and the form alike
 * (browser-safe). Every text and number of the model is checked by
 * `fieldProblem`: the content check runs it on each value of each file
 * (check.ts), and the browser editor's widgets run the very same function on
 * what the salon types (src/admin/widgets.tsx), finding their field by the
 * name config.yml gives them (`model_field: treatment.price`, `modelField`).
 * Groups, lists and closed choices are the model's zod schema's to check as a
 * whole. What a file and a form differ in is how a number may be written
 * (numbers.ts) and a few words (messages.ts, `Medium`).
 */
import { metaOf } from "./fields"
import { fieldsOf, type ModelField, type ModelNode, modelOf } from "./json-schema-view"
import type { MessageKey, MessageParams, Medium } from "./messages"
import { numberHabit, readNumber, TYPED_UNITS, type WrittenNumber } from "./numbers"
import { characterName, ruleProblem, unprintable } from "./rules"
import * as schemas from "./zod-schemas"

/** A problem of one value: the message's key and its parameters, said in the medium's words (`say`). */
export type FieldProblem = { [K in MessageKey]: { key: K; params: MessageParams<K> } }[MessageKey]

/** Where the value comes from: a file, with the number's text as written there; or the form, as typed. */
export type Reading = { medium: "file"; written?: string } | { medium: Extract<Medium, "form"> }

/** The part of a field its check reads. */
export type CheckedField = Pick<ModelField, "node" | "meta">

/** A text or a number: checked one value at a time by `fieldProblem`. */
export const isValueField = (node: ModelNode) =>
  node.enum === undefined && (node.type === "string" || node.type === "number" || node.type === "integer")

const problem = <K extends MessageKey>(key: K, params: MessageParams<K>) => ({ key, params }) as FieldProblem

/**
 * The first problem of a value, in the content check's order (type and length,
 * rule, characters; for numbers the spelling first); undefined when it passes.
 * No value at all is not the field's to judge: the file's check says the field
 * is missing or empty, the form's own `required` does.
 */
export function fieldProblem(field: CheckedField, value: unknown, reading: Reading): FieldProblem | undefined {
  if (value === undefined || value === null) return undefined
  // An empty field of the form is Decap's to refuse (required) or to keep (optional).
  if (reading.medium === "form" && value === "") return undefined
  return field.node.type === "string" ? textProblem(field, value) : numberProblem(field, value, reading)
}

function textProblem({ node, meta }: CheckedField, value: unknown): FieldProblem | undefined {
  if (typeof value !== "string") return problem("expectedText", { value })
  // The model trims texts before it measures them; addresses and paths it takes as written.
  const length = value.trim().length
  const measured = meta.untrimmed ? value.length : length
  if (measured > (node.maxLength ?? Infinity)) return problem("textTooLong", { max: node.maxLength!, length })
  const broken = meta.rule === undefined ? undefined : ruleProblem(meta.rule, value)
  if (broken) return problem(broken as "blank", { value })
  const odd = unprintable(value)
  if (odd.length > 0) return problem("unprintable", { characters: odd.slice(0, 10).map(characterName) })
  return undefined
}

/** 1590 → "1590 Kč", 1.59 → "1,59 Kč": a number as the form says it back. */
export function spokenNumber(number: number, unit: string | undefined): string {
  return `${String(number).replace(".", ",")}${unit ? ` ${unit}` : ""}`
}

/** The number a typed value means, or the problem of the typing. */
function typedNumber({ node, meta }: CheckedField, typed: string): number | FieldProblem {
  const read: WrittenNumber | undefined = readNumber(typed, meta.unit)
  if (!read) {
    const example = meta.unit ? TYPED_UNITS[meta.unit]?.example : undefined
    return problem("expectedNumber", { value: typed, example: example ?? String(node.minimum) })
  }
  if (read.ambiguous) {
    const thousands = spokenNumber(read.number, meta.unit)
    const decimal = spokenNumber(Number(read.plain) / 1000, meta.unit)
    return problem("numberAmbiguous", { value: typed, thousands, decimal })
  }
  return read.number
}

function numberProblem(field: CheckedField, value: unknown, reading: Reading): FieldProblem | undefined {
  const { node, meta } = field
  let number: number
  if (reading.medium === "file") {
    const written = reading.written ?? (typeof value === "string" ? value : undefined)
    const habit = written === undefined ? undefined : numberHabit(written)
    if (habit) return problem(habit.key, { value: written, plain: habit.plain })
    if (typeof value !== "number") return problem("expectedNumber", { value })
    number = value
  } else if (typeof value === "number") {
    number = value
  } else {
    const typed = typedNumber(field, String(value))
    if (typeof typed !== "number") return typed
    number = typed
  }
  const { minimum: min = -Infinity, maximum: max } = node
  const range = () =>
    max === undefined
      ? problem("numberMin", { value: number, min })
      : problem("numberRange", { value: number, min, max, unit: meta.unit })
  // YAML's .inf and .nan: numbers out of any range, or no number where there is none.
  if (!Number.isFinite(number)) return max === undefined ? problem("expectedNumber", { value }) : range()
  const integer = node.type === "integer"
  if (integer && !Number.isInteger(number)) return problem("wholeNumber", { value })
  // An integer too big to count exactly is out of range too.
  if (number < min || number > (max ?? Infinity) || (integer && !Number.isSafeInteger(number))) return range()
  const broken = meta.rule === undefined ? undefined : ruleProblem(meta.rule, String(number))
  if (broken) return problem(broken as "priceDecimals", { value })
  return undefined
}

/** The model's files by the names config.yml uses for them: treatment, siteSettings, homePage… */
const ROOTS: ReadonlyMap<string, { schema: Parameters<typeof modelOf>[0]["schema"] }> = new Map(
  Object.entries(schemas).flatMap(([name, schema]) =>
    typeof schema === "object" && "shape" in schema && metaOf(schema)?.typeName ? [[name, { schema }]] : [],
  ),
)

/** The name of a file's model in field names (`treatment` in treatment.price). */
export function modelRootName(schema: unknown): string {
  const found = [...ROOTS].find(([, root]) => root.schema === schema)
  if (!found) throw new Error("this schema is not one of the content model's files (zod-schemas.ts)")
  return found[0]
}

/**
 * A field of the model by its name: the file's model, then the field's path,
 * with [] for the items of a list (treatment.price, homePage.gallery.images[].alt).
 */
export function modelField(name: string): ModelField | undefined {
  const [rootName, ...path] = name.split(".")
  const root = ROOTS.get(rootName)
  let group: ModelNode | undefined = root && modelOf(root)
  let field: ModelField | undefined
  for (const step of path) {
    const listItems = step.endsWith("[]")
    const fieldName = listItems ? step.slice(0, -2) : step
    field = group && fieldsOf(group).find((candidate) => candidate.name === fieldName)
    group = listItems ? field?.node.items : field?.node
  }
  return field
}
