/** A content problem, and how it is printed for the editor. */
export type ContentIssue = {
  /** Path from the project root, e.g. content/treatments/head-spa-candle.yaml */
  file: string
  /** The entry's name (or id), when the file holds a named entry. */
  entry?: string
  /** Dotted path of the field, e.g. gallery.images[2].alt */
  field?: string
  message: string
}

export function formatIssue({ file, entry, field, message }: ContentIssue): string {
  return `${file}${entry ? ` (${entry})` : ""}: ${field ? `${field}: ` : ""}${message}`
}

export function formatReport(issues: readonly ContentIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`
  return [`Content check found ${count}:`, ...issues.map((issue) => `  - ${formatIssue(issue)}`)].join("\n")
}

/** Field path as an editor reads it: features.items[1].title */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  )
}

/** The value an editor wrote, shown briefly after "got". */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing"
  if (value === null) return "an empty value"
  if (Array.isArray(value)) return value.length === 1 ? "1 item" : `${value.length} items`
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  if (typeof value === "object") return "a group of fields"
  return String(value)
}

/** What the editor sees as the entry's name in messages; single files (site.yaml) have none. */
export function entryLabel({ collection, data }: { collection: { kind: string }; data: Record<string, unknown> }) {
  const label = data.name ?? data.id
  return collection.kind === "folder" && typeof label === "string" && label.trim() ? label.trim() : undefined
}

/** Every text in a parsed YAML file, with the path of its field. */
export function* textFields(node: unknown, at: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof node === "string") yield [at, node]
  else if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* textFields(item, [...at, i])
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) yield* textFields(value, [...at, key])
  }
}
