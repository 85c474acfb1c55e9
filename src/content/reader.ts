/**
 * Finds every YAML file under content/ and reads it, once, the way the whole
 * site reads it: the check validates these values and the build sources the
 * very same objects (src/gatsby/source-content.ts). Whatever a file holds
 * (broken syntax, an alias bomb, a list, nothing at all, megabytes), it becomes
 * a problem naming that file, and the other files are still read.
 *
 * The reader is the `yaml` library with YAML 1.2's rules, as the browser
 * editor and VS Code read the files too. Directives (%YAML) and tags (!!str)
 * are refused: they change how the values after them are read, and content
 * needs neither.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { type Document, isNode, isScalar, LineCounter, parseDocument, Parser, visit } from "yaml"
import { entriesBelow } from "../utils/entries-below"
import { type Collection, collectionByType, collectionOf, collections } from "./collections"
import { type ContentIssue, issue, type MessageKey, yamlReason } from "./messages"
import { ENTRY_FILE_NAME, LIMITS } from "./rules"

export type ContentFile = {
  /** Path from the project root, for messages. */
  file: string
  /** Absolute path of the file. */
  absolutePath: string
  /** MD5 of the bytes read, as gatsby-source-filesystem's File node has it (its contentDigest). */
  digest: string
  collection: Collection
  data: Record<string, unknown>
  /** The text of the value at a path exactly as the file writes it (without quotes), if it is a single value. */
  written: (at: readonly (string | number)[]) => string | undefined
}

/** Aliases (*name) resolved per file before the file counts as an attack; content needs none. */
const MAX_ALIAS_COUNT = 100

const listYamlFiles = (dir: string) =>
  entriesBelow(dir)
    .filter((entry) => !entry.isDirectory() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))

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

/** The file's data, or the problems that stop it from being read. */
function parse(file: string, source: string): Parsed {
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
      problems: [
        issue({ file }, "yamlSyntax", { line, col, reason: yamlReason(syntaxError.code, syntaxError.message) }),
      ],
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
  return { data, document }
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
  if (size > LIMITS.yamlBytes)
    return { problems: [...problems, issue({ file }, "fileTooLarge", { size, max: LIMITS.yamlBytes })] }

  const bytes = fs.readFileSync(absolutePath)
  const source = bytes.toString("utf8")
  const digest = crypto.createHash("md5").update(bytes).digest("hex")
  const parsed = parse(file, source)
  if ("problems" in parsed) return { problems: [...problems, ...parsed.problems] }
  const { data, document } = parsed
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { problems: [...problems, issue({ file }, "notAnObject", {})] }
  }
  return {
    file: {
      file,
      absolutePath,
      digest,
      collection,
      data: data as Record<string, unknown>,
      written: writtenIn(source, document),
    },
    problems,
  }
}

/**
 * Collections whose folder must keep a file, by type: emptied by mistake, the price list or the team would go
 * live as a heading with nothing under it. (Categories cannot outlive their treatments: each must have one.)
 */
const MUST_KEEP_ONE: Readonly<Record<string, MessageKey>> = { Treatment: "noTreatments", TeamMember: "noTeamMembers" }

export function readContent(contentDir: string): { files: ContentFile[]; issues: ContentIssue[] } {
  const files: ContentFile[] = []
  const issues: ContentIssue[] = []
  const listed = listYamlFiles(contentDir).sort()
  for (const absolutePath of listed) {
    const read = readFile(contentDir, absolutePath)
    issues.push(...read.problems)
    if (read.file) files.push(read.file)
  }
  const named = (absolute: string) => path.relative(path.dirname(contentDir), absolute).split(path.sep).join("/")
  for (const single of collections.filter((c) => c.kind === "file")) {
    const absolute = path.join(contentDir, single.path)
    if (!fs.existsSync(absolute)) issues.push(issue({ file: named(absolute) }, "missingFile", {}))
  }
  for (const [typeName, key] of Object.entries(MUST_KEEP_ONE)) {
    const absolute = path.join(contentDir, collectionByType(typeName).path)
    if (!listed.some((file) => file.startsWith(absolute + path.sep))) {
      issues.push(issue({ file: `${named(absolute)}/` }, key, {}))
    }
  }
  return { files, issues }
}
