/**
 * A save onto a file that changed since the form showed it: a three-way merge
 * of one entry's YAML, field by field (a field is a top-level key of the file,
 * a whole list such as the opening hours included).
 *
 * - `base`: the file as the form showed it (or as it was last saved from this form);
 * - `mine`: the file as Decap writes it from the form now;
 * - `theirs`: the file as it is now on the draft's branch, or on main.
 *
 * Fields only she changed are applied onto `theirs` as their lines in `mine`,
 * and every other line of `theirs` is kept byte for byte, so the draft's diff
 * shows one changed line per changed field. A field both sides changed to
 * different values is a conflict, decided field by field (`decisions`).
 */
import { parse } from "yaml"

export type Fields = Record<string, unknown>
/** Which value a conflicting field keeps, as she chose it. */
export type Decision = "mine" | "theirs"
export type Conflict = { field: string; mine: unknown; theirs: unknown }
export type Merge =
  | { kind: "merged"; raw: string; theirsChanged: string[]; mineChanged: string[] }
  | { kind: "conflict"; conflicts: Conflict[] }

/** Whether two values read from YAML are the same data (maps compared by their keys, not their order). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>]
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length && keys.every((key) => key in right && sameData(left[key], right[key]))
  )
}

/** The fields of an entry's file; a file that is not a map has none. */
export function fieldsOf(raw: string): Fields {
  const data: unknown = parse(raw)
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Fields) : {}
}

/** The fields whose values differ between two versions, in the order of `after` then `before`. */
export function changedFields(before: Fields, after: Fields): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  return keys.filter((key) => !sameData(before[key], after[key]))
}

/** A file's top-level blocks: each key's lines, from the key to the next key. */
type Block = { key: string; text: string }

/** Splits a block-map YAML file into its top-level keys' lines; what precedes the first key is `head`. */
export function blocksOf(raw: string): { head: string; blocks: Block[] } {
  const lines = raw.split(/(?<=\n)/)
  let head = ""
  const blocks: Block[] = []
  for (const line of lines) {
    // A top-level key starts at the line's first column; comments, blanks and indented lines continue a block.
    const startsKey = /^[^\s#-]/.test(line) && !/^(---|\.\.\.)(\s|$)/.test(line)
    if (startsKey) {
      const key = Object.keys(fieldsOf(line.includes(":") ? line.replace(/:\s.*$|:$/s, ": null\n") : ""))[0]
      if (key !== undefined) {
        blocks.push({ key, text: line })
        continue
      }
    }
    if (blocks.length === 0) head += line
    else blocks[blocks.length - 1].text += line
  }
  return { head, blocks }
}

/**
 * `theirs` with `mine`'s lines for `fields`: replaced where `theirs` has the field,
 * removed where `mine` has not, and added after the field `mine` has before it.
 */
export function applyFields(theirs: string, mine: string, fields: string[]): string {
  const target = blocksOf(theirs)
  const source = blocksOf(mine)
  const withNewline = (text: string) => (text.endsWith("\n") ? text : `${text}\n`)
  let blocks = target.blocks.map((block) => ({ ...block, text: withNewline(block.text) }))
  for (const field of fields) {
    const from = source.blocks.find((block) => block.key === field)
    const at = blocks.findIndex((block) => block.key === field)
    if (!from) {
      if (at >= 0) blocks = blocks.filter((block) => block.key !== field)
      continue
    }
    const block = { key: field, text: withNewline(from.text) }
    if (at >= 0) {
      blocks[at] = block
      continue
    }
    // A field new to the file goes after the nearest field that precedes it in her version.
    const order = source.blocks.map((one) => one.key)
    const before = order.slice(0, order.indexOf(field)).reverse()
    const after = before.map((key) => blocks.findIndex((one) => one.key === key)).find((index) => index >= 0)
    blocks.splice(after === undefined ? 0 : after + 1, 0, block)
  }
  return target.head + blocks.map((block) => block.text).join("")
}

/**
 * Her save (`mine`) onto the newest file (`theirs`), both from `base`: merged, or
 * the conflicting fields where both changed one field to different values and she
 * has not decided which value it keeps. With `everyFieldChanged` (the draft she
 * worked on was published or discarded meanwhile) every field she changed is
 * decided against `theirs` where it differs. `olderBase` holds the values some
 * fields had when she began changing them, where that was before `base`.
 */
export function mergeSave(
  base: string,
  mine: string,
  theirs: string,
  decisions: Record<string, Decision> = {},
  { everyFieldChanged = false, olderBase = {} as Fields } = {},
): Merge {
  const [loadedBase, mineFields, theirsFields] = [base, mine, theirs].map(fieldsOf)
  // Fields whose value she started typing from before `base` was loaded (a restored form: draft-backup.ts).
  const baseFields = { ...loadedBase, ...olderBase }
  const mineChanged = changedFields(baseFields, mineFields)
  const theirsChanged = everyFieldChanged
    ? [...new Set([...Object.keys(baseFields), ...Object.keys(theirsFields), ...mineChanged])]
    : changedFields(baseFields, theirsFields)
  const conflicts = mineChanged
    .filter((field) => theirsChanged.includes(field) && !sameData(mineFields[field], theirsFields[field]))
    .filter((field) => decisions[field] === undefined)
    .map((field) => ({ field, mine: mineFields[field], theirs: theirsFields[field] }))
  if (conflicts.length > 0) return { kind: "conflict", conflicts }
  const applied = mineChanged.filter(
    (field) => decisions[field] !== "theirs" && !sameData(mineFields[field], theirsFields[field]),
  )
  const raw = applyFields(theirs, mine, applied)
  const expected = { ...theirsFields }
  for (const field of applied) {
    if (field in mineFields) expected[field] = mineFields[field]
    else delete expected[field]
  }
  // The lines are spliced as text; the result must read as the fields meant, or nothing is written.
  if (!sameData(fieldsOf(raw), expected)) throw new Error("The merged file does not read as merged")
  return {
    kind: "merged",
    raw,
    mineChanged: applied,
    theirsChanged: theirsChanged.filter((field) => !sameData(mineFields[field], theirsFields[field])),
  }
}
