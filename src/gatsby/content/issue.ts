/** A content problem, and how it is printed for the editor. */
import { type MessageKey, type MessageParams, plural, say } from "./messages"

export type ContentIssue = {
  /** Path from the project root, e.g. content/treatments/head-spa-candle.yaml */
  file: string
  /** The entry's name, when the file holds a named entry. */
  entry?: string
  /** Dotted path of the field, e.g. gallery.images[2].alt */
  field?: string
  /** Which message of the catalogue (messages.ts) this is. */
  key: MessageKey
  /** The message in Czech, as the editor reads it. */
  message: string
}

/** Where an issue is: the file, and the entry and field when known. */
export type IssuePlace = { file: string; entry?: string; field?: string }

export function issue<K extends MessageKey>(place: IssuePlace, key: K, params: MessageParams<K>): ContentIssue {
  return { ...place, key, message: say(key, params) }
}

export function formatIssue({ file, entry, field, message }: ContentIssue): string {
  return `${file}${entry ? ` (${entry})` : ""}${field ? `, pole ${field}` : ""}: ${message}`
}

export function formatReport(issues: readonly ContentIssue[]): string {
  const count = plural(issues.length, "chybu", "chyby", "chyb")
  return [`Kontrola obsahu našla ${count}:`, ...issues.map((found) => `  - ${formatIssue(found)}`)].join("\n")
}

/** The line printed when everything passes. */
export function formatSuccess(fileCount: number, milliseconds?: number): string {
  const files = plural(fileCount, "soubor", "soubory", "souborů")
  return `Obsah je v pořádku: ${files}${milliseconds === undefined ? "" : `, zkontrolováno za ${milliseconds} ms`}.`
}

/** Field path as an editor reads it: features.items[1].title */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    "",
  )
}

/** What the editor sees as the entry's name in messages; single files (site.yaml) have none. */
export function entryLabel({ collection, data }: { collection: { kind: string }; data: Record<string, unknown> }) {
  const label = data.name
  return collection.kind === "folder" && typeof label === "string" && label.trim() ? label.trim() : undefined
}

/** Nesting deeper than any content file needs; stops the walkers on hostile input. */
const MAX_DEPTH = 32

/** Every text in a parsed YAML file, with the path of its field. */
export function* textFields(node: unknown, at: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (at.length > MAX_DEPTH) return
  if (typeof node === "string") yield [at, node]
  else if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* textFields(item, [...at, i])
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) yield* textFields(value, [...at, key])
  }
}
