/**
 * What the editor's form says about a value, with the content model's own check
 * of the field (src/content/field-checks.ts), the one the content check runs on
 * the file: a widget finds its field by the name config.yml gives it
 * (`model_field`), and speaks in the form's words where a form differs from a
 * file (no quotes, numbers as Czech people type them). Numbers are read by the
 * model's one reader, so the form saves the number meant or refuses; it never
 * saves another one.
 */
import { type CheckedField, fieldProblem, modelField, readNumber, say, spokenNumber } from "../content/browser"

const found = new Map<string, CheckedField>()

/** The model's field named by a widget's config (config.yml's `model_field`, e.g. treatment.price). */
export function formField(name: unknown): CheckedField {
  const field = typeof name === "string" ? (found.get(name) ?? modelField(name)) : undefined
  if (!field) throw new Error(`config.yml names no field of the content model: ${String(name)}`)
  // Widgets ask on every keystroke; the model is walked once per field.
  found.set(name as string, field)
  return field
}

/** Why the form refuses a value, in the form's words; undefined when the content check would pass it. */
export function formProblem(field: CheckedField, value: unknown): string | undefined {
  const found = fieldProblem(field, value, { medium: "form" })
  return found && say(found.key, found.params, "form")
}

/**
 * What a number field holds for what is typed: the number meant when it can be
 * saved, else the text as typed (so the refusal quotes what she typed, and the
 * preview shows no number), "" for nothing.
 */
export function typedValue(field: CheckedField, typed: string): unknown {
  if (typed.trim() === "") return ""
  const read = readNumber(typed, field.meta.unit)
  return read && !fieldProblem(field, typed, { medium: "form" }) ? read.number : typed
}

/**
 * The line under a number field while she types: what will be saved when it is
 * written differently from what she typed (1 490 Kč → Uloží se: 1490 Kč), or
 * why it cannot be saved; nothing for an empty field or a plain number.
 */
export function typingNote(field: CheckedField, typed: string): string | undefined {
  const value = typedValue(field, typed)
  if (value === "") return undefined
  if (typeof value !== "number") return `Neuloží se: ${formProblem(field, value)}`
  return typed.trim() === String(value) ? undefined : `Uloží se: ${spokenNumber(value, field.meta.unit)}`
}
