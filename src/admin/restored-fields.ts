/**
 * A form kept in the browser, put back onto the entry as it is now: which
 * fields are hers, and which of those a colleague changed too meanwhile
 * (draft-backup.ts restores, entry-versions.ts asks about those at her save).
 */
import { sameData } from "./field-merge"

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * The kept values put onto the entry as it loads now: the fields she changed (where `kept` differs from `base`, what
 * her form started from) are hers, every other field is the loaded one, so a change a colleague published meanwhile
 * to a field she did not touch is not brought back by the restore.
 */
export function restoredValues(loaded: unknown, kept: unknown, base: unknown): unknown {
  if (!isMap(loaded) || !isMap(kept) || !isMap(base)) return kept
  const restored: Record<string, unknown> = { ...loaded }
  for (const field of new Set([...Object.keys(kept), ...Object.keys(base)])) {
    if (sameData(kept[field], base[field])) continue
    if (field in kept) restored[field] = kept[field]
    else delete restored[field]
  }
  return restored
}

/**
 * The fields of a restored form that a colleague changed too, since she began typing: each with its value when she
 * began (from `base`), so her next save asks which value the field keeps (entry-versions.ts).
 */
export function typedOver(loaded: unknown, kept: unknown, base: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (!isMap(loaded) || !isMap(kept) || !isMap(base)) return fields
  for (const field of new Set([...Object.keys(kept), ...Object.keys(base)])) {
    const hers = !sameData(kept[field], base[field])
    const theirs = !sameData(loaded[field], base[field])
    if (hers && theirs && !sameData(kept[field], loaded[field])) fields[field] = base[field]
  }
  return fields
}
