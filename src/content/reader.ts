/**
 * Finds every YAML file under content/ and reads it, once, the way the whole
 * site reads it: the check validates these values and the build sources the
 * very same objects (src/gatsby/source-content.ts). Whatever a file holds
 * (broken syntax, an alias bomb, a list, nothing at all, megabytes), it becomes
 * a problem naming that file, and the other files are still read.
 *
 * One reading also means a file no other program can read differently: the
 * browser editor, VS Code and GitHub each parse YAML with their own library, and
 * older YAML rules (1.1) read `yes`, `0120`, `1:30` or an unquoted date as
 * something else than YAML 1.2 does. A file is refused where js-yaml or a YAML
 * 1.1 reader would read any value differently from this one, and so are
 * directives (%YAML) and tags (!!str), which change how values are read.
 */
import fs from "node:fs"
import path from "node:path"
import jsYaml from "js-yaml"
import { type Document, isNode, isScalar, LineCounter, parse as parseYaml, parseDocument, Parser, visit } from "yaml"
import { type Collection, collectionOf, collections } from "./collections"
import { type ContentIssue, fieldPath, issue, yamlReason } from "./messages"
import { nodeAt, modelOf } from "./json-schema-view"
import { ENTRY_FILE_NAME, LIMITS } from "./rules"

export type ContentFile = {
  /** Path from the project root, for messages. */
  file: string
  /** Absolute path of the file. */
  absolutePath: string
  collection: Collection
  data: Record<string, unknown>
  /** The text of the value at a path exactly as the file writes it (without quotes), if it is a single value. */
  written: (at: readonly (string | number)[]) => string | undefined
}

/** Aliases (*name) resolved per file before the file counts as an attack; content needs none. */
const MAX_ALIAS_COUNT = 100

function listYamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listYamlFiles(full)
    return /\.ya?ml$/i.test(entry.name) ? [full] : []
  })
}

type Parsed = { data: unknown; document: Document } | { problems: ContentIssue[] }

/** How the editor reads a tag: !!str rather than tag:yaml.org,2002:str. */
const shortTag = (tag: string) => tag.replace(/^tag:yaml\.org,2002:/, "!!")

/** Directives and tags: both change how the values after them are read, and content needs neither. */
function markupProblems(file: string, source: string, document: Document, lineCounter: LineCounter): ContentIssue[] {
  const line = (offset: number) => lineCounter.linePos(offset).line
  const problems: ContentIssue[] = []
  for (const token of new Parser().parse(source)) {
    if (token.type === "directive") problems.push(issue({ file }, "yamlDirective", { line: line(token.offset) }))
  }
  visit(document, (_key, node) => {
    if (isNode(node) && node.tag && node.range) {
      problems.push(issue({ file }, "yamlTag", { line: line(node.range[0]), tag: shortTag(node.tag) }))
    }
  })
  return problems
}

/** A value as the editor would name it in a sentence. */
function reading(value: unknown): string {
  if (value instanceof Date) return "jako datum"
  if (typeof value === "boolean") return value ? "jako ano (true)" : "jako ne (false)"
  if (typeof value === "string") return `jako text „${value}“`
  if (value === null) return "jako prázdná hodnota"
  if (typeof value === "number") return `jako číslo ${String(value)}`
  return "jako skupina hodnot"
}

/** js-yaml reads an empty file as undefined, YAML 2 as null: both are "nothing". */
const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date ? false : Object.is(a, b) || a === b || ((a === null || a === undefined) && (b === null || b === undefined))

/** Paths at which two readings of one file differ, leaves first found first. */
function differences(a: unknown, b: unknown, at: (string | number)[] = []): (string | number)[][] {
  const isGroup = (v: unknown) => v !== null && typeof v === "object" && !(v instanceof Date)
  if (!isGroup(a) || !isGroup(b)) return sameValue(a, b) ? [] : [at]
  if (Array.isArray(a) !== Array.isArray(b)) return [at]
  const keys = [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])]
  return keys.flatMap((key) => {
    const step = Array.isArray(a) ? Number(key) : key
    return differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [...at, step])
  })
}

const valueAt = (data: unknown, at: readonly (string | number)[]) =>
  at.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as never)[key] : undefined), data)

/**
 * Where js-yaml or a YAML 1.1 reader would read this file differently: one
 * problem per value, saying what to write so that every reader agrees.
 */
function disagreements(
  file: string,
  source: string,
  data: unknown,
  document: Document,
  collection: Collection | undefined,
): ContentIssue[] {
  const others: unknown[] = []
  try {
    others.push(jsYaml.load(source))
  } catch {
    // What js-yaml cannot read at all is not a value it reads differently; our own reading has already passed.
  }
  try {
    others.push(parseYaml(source, { version: "1.1", logLevel: "silent", maxAliasCount: MAX_ALIAS_COUNT }))
  } catch {
    // As above: only values read differently count.
  }
  const paths = new Map<string, (string | number)[]>()
  for (const other of others) for (const at of differences(data, other)) paths.set(fieldPath(at), at)

  // A merge key (<<) shows as extra keys in js-yaml's reading; the key itself is where the editor looks.
  const own = [...paths.values()].filter((at) => valueAt(data, at) !== undefined)
  return (own.length > 0 ? own : [...paths.values()]).map((at) => {
    const node = document.getIn(at, true)
    const text = isNode(node) && node.range ? source.slice(node.range[0], node.range[1]).trim() : String(at[at.length - 1])
    const written = text.length > 40 ? `${text.slice(0, 39)}…` : text
    const ours = valueAt(data, at)
    const readings = [...new Set([ours, ...others.map((other) => valueAt(other, at))].map(reading))]
    const expects = collection ? nodeAt(modelOf(collection), at)?.type : undefined
    const numeric = expects === "number" || expects === "integer"
    const digits = written.replace(/_/g, "")
    const plain =
      !numeric ? undefined : typeof ours === "number" ? String(ours) : /^[-+]?\d+$/.test(digits) ? String(Number(digits)) : undefined
    return issue({ file, field: fieldPath(at) || undefined }, "yamlAmbiguous", { written, readings, plain })
  })
}

/** The file's data, or the problems that stop it from being read. */
function parse(file: string, source: string, collection: Collection | undefined): Parsed {
  const lineCounter = new LineCounter()
  let document: Document
  try {
    // logLevel "error": the parser's own warnings would go to the console, in English, around the report.
    document = parseDocument(source, { lineCounter, prettyErrors: false, logLevel: "error" })
  } catch (error) {
    return { problems: [issue({ file }, "internal", { reason: String(error) })] }
  }
  // Later errors in the same file usually follow from the first one.
  const [syntaxError] = document.errors
  if (syntaxError) {
    const { line, col } = lineCounter.linePos(syntaxError.pos[0])
    return {
      problems: [issue({ file }, "yamlSyntax", { line, col, reason: yamlReason(syntaxError.code, syntaxError.message) })],
    }
  }
  const markup = markupProblems(file, source, document, lineCounter)
  if (markup.length > 0) return { problems: markup }

  let data: unknown
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    if (/excessive alias count/i.test(text)) return { problems: [issue({ file }, "yamlAliases", {})] }
    const unresolved = /unresolved alias.*: (.+)$/i.exec(text)
    if (unresolved) return { problems: [issue({ file }, "yamlUnknownAlias", { name: unresolved[1] })] }
    return { problems: [issue({ file }, "internal", { reason: text })] }
  }
  const ambiguous = disagreements(file, source, data, document, collection)
  return ambiguous.length > 0 ? { problems: ambiguous } : { data, document }
}

/** The written text of a single value: a plain scalar as typed, a quoted one without its quotes. */
function writtenIn(source: string, document: Document) {
  return (at: readonly (string | number)[]) => {
    const node = document.getIn(at, true)
    if (!isScalar(node) || !node.range) return undefined
    return node.type === "PLAIN" ? source.slice(node.range[0], node.range[1]) : String(node.value)
  }
}

/** Reads one content file as the check and the build both see it. */
export function readFile(
  contentDir: string,
  absolutePath: string,
): { file: ContentFile; problems: ContentIssue[] } | { file?: undefined; problems: ContentIssue[] } {
  const file = path.relative(path.dirname(contentDir), absolutePath).split(path.sep).join("/")
  const relativePath = path.relative(contentDir, absolutePath).split(path.sep).join("/")
  const collection = collectionOf(relativePath)
  if (!collection) return { problems: [issue({ file }, "strayFile", {})] }
  if (!relativePath.endsWith(".yaml")) return { problems: [issue({ file }, "ymlExtension", {})] }
  const problems: ContentIssue[] = []
  if (collection.kind === "folder" && !ENTRY_FILE_NAME.test(path.basename(relativePath))) {
    problems.push(issue({ file }, "fileName", {}))
  }
  const { size } = fs.statSync(absolutePath)
  if (size > LIMITS.yamlBytes) return { problems: [...problems, issue({ file }, "fileTooLarge", { size, max: LIMITS.yamlBytes })] }

  const source = fs.readFileSync(absolutePath, "utf8")
  const parsed = parse(file, source, collection)
  if ("problems" in parsed) return { problems: [...problems, ...parsed.problems] }
  const { data, document } = parsed
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { problems: [...problems, issue({ file }, "notAnObject", {})] }
  }
  return {
    file: { file, absolutePath, collection, data: data as Record<string, unknown>, written: writtenIn(source, document) },
    problems,
  }
}

export function readContent(contentDir: string): { files: ContentFile[]; issues: ContentIssue[] } {
  const files: ContentFile[] = []
  const issues: ContentIssue[] = []
  for (const absolutePath of listYamlFiles(contentDir).sort()) {
    const read = readFile(contentDir, absolutePath)
    issues.push(...read.problems)
    if (read.file) files.push(read.file)
  }
  for (const single of collections.filter((c) => c.kind === "file")) {
    const absolute = path.join(contentDir, single.path)
    if (!fs.existsSync(absolute)) {
      const file = path.relative(path.dirname(contentDir), absolute).split(path.sep).join("/")
      issues.push(issue({ file }, "missingFile", {}))
    }
  }
  return { files, issues }
}
