/**
 * Finds every YAML file under content/ and parses it. Whatever a file holds
 * (broken syntax, an alias bomb, a list, nothing at all), it becomes a problem
 * naming that file, and the other files are still read.
 */
import fs from "node:fs"
import path from "node:path"
import { type Document, LineCounter, parseDocument } from "yaml"
import { type Collection, collectionOf, collections } from "./collections"
import { type ContentIssue, issue } from "./issue"
import { yamlReason } from "./messages"
import { ENTRY_FILE_NAME } from "./rules"

export type ContentFile = {
  /** Path from the project root, for messages. */
  file: string
  /** Absolute path of the file. */
  absolutePath: string
  collection: Collection
  data: Record<string, unknown>
}

/** An entry's key: its file name without .yaml (content/categories/head-spa.yaml → head-spa). */
export const slugOf = (f: Pick<ContentFile, "file">) => path.posix.basename(f.file, ".yaml")

/** Aliases (*name) resolved per file before the file counts as an attack; content needs none. */
const MAX_ALIAS_COUNT = 100

function listYamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listYamlFiles(full)
    return /\.ya?ml$/i.test(entry.name) ? [full] : []
  })
}

/** The file's data, or the problem that stops it from being read. */
function parse(file: string, source: string): { data: unknown } | { problem: ContentIssue } {
  const lineCounter = new LineCounter()
  let document: Document
  try {
    // logLevel "error": the parser's own warnings would go to the console, in English, around the report.
    document = parseDocument(source, { lineCounter, prettyErrors: false, logLevel: "error" })
  } catch (error) {
    return { problem: issue({ file }, "internal", { reason: String(error) }) }
  }
  // Later errors in the same file usually follow from the first one.
  const [syntaxError] = document.errors
  if (syntaxError) {
    const { line, col } = lineCounter.linePos(syntaxError.pos[0])
    return { problem: issue({ file }, "yamlSyntax", { line, col, reason: yamlReason(syntaxError.code, syntaxError.message) }) }
  }
  try {
    return { data: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    if (/excessive alias count/i.test(text)) return { problem: issue({ file }, "yamlAliases", {}) }
    const unresolved = /unresolved alias.*: (.+)$/i.exec(text)
    if (unresolved) return { problem: issue({ file }, "yamlUnknownAlias", { name: unresolved[1] }) }
    return { problem: issue({ file }, "internal", { reason: text }) }
  }
}

export function readContent(contentDir: string): { files: ContentFile[]; issues: ContentIssue[] } {
  const root = path.dirname(contentDir)
  const files: ContentFile[] = []
  const issues: ContentIssue[] = []
  const display = (absolute: string) => path.relative(root, absolute).split(path.sep).join("/")

  for (const absolutePath of listYamlFiles(contentDir).sort()) {
    const file = display(absolutePath)
    const relativePath = path.relative(contentDir, absolutePath).split(path.sep).join("/")
    const collection = collectionOf(relativePath)
    if (!collection) {
      issues.push(issue({ file }, "strayFile", {}))
      continue
    }
    if (!relativePath.endsWith(".yaml")) {
      issues.push(issue({ file }, "ymlExtension", {}))
      continue
    }
    if (collection.kind === "folder" && !ENTRY_FILE_NAME.test(path.basename(relativePath))) {
      issues.push(issue({ file }, "fileName", {}))
    }
    const parsed = parse(file, fs.readFileSync(absolutePath, "utf8"))
    if ("problem" in parsed) {
      issues.push(parsed.problem)
      continue
    }
    const { data } = parsed
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      issues.push(issue({ file }, "notAnObject", {}))
      continue
    }
    files.push({ file, absolutePath, collection, data: data as Record<string, unknown> })
  }

  for (const single of collections.filter((c) => c.kind === "file")) {
    if (!fs.existsSync(path.join(contentDir, single.path))) {
      issues.push(issue({ file: display(path.join(contentDir, single.path)) }, "missingFile", {}))
    }
  }
  return { files, issues }
}
