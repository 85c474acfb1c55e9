/** The editor's config.yml (static/admin/config.yml), as the unit tests read it, and the fields it declares. */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"

const CONFIG_FILE = path.resolve(__dirname, "..", "..", "static", "admin", "config.yml")

/** config.yml parsed anew on each call, so a test may change its copy. */
export const editorConfig = <T>(): T => parse(fs.readFileSync(CONFIG_FILE, "utf8")) as T

/** A field of config.yml: an item of a `fields` list or a list's `field`. */
export type ConfigField = { name: string; widget?: string; [key: string]: unknown }

/** Every field under `value`, however deeply nested (the objects themselves: a test may change them). */
export function configFields(value: unknown, isField = false): ConfigField[] {
  if (Array.isArray(value)) return value.flatMap((item) => configFields(item, isField))
  if (typeof value !== "object" || value === null) return []
  const own = isField ? [value as ConfigField] : []
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, inner]) => configFields(inner, key === "fields" || key === "field")),
  ]
}
