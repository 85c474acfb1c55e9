/**
 * Finds every YAML file under content/ and parses it, keeping line and column
 * of syntax errors so the editor can find them.
 */
import fs from "node:fs"
import path from "node:path"
import { LineCounter, parseDocument } from "yaml"
import { type Collection, collectionOf, collections } from "./collections"
import type { ContentIssue } from "./issue"

export type ContentFile = {
  /** Path from the project root, for messages. */
  file: string
  /** Absolute path of the file. */
  absolutePath: string
  collection: Collection
  data: Record<string, unknown>
}

function listYamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listYamlFiles(full)
    return /\.ya?ml$/i.test(entry.name) ? [full] : []
  })
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
      issues.push({ file, message: "is not part of any content collection; move it into categories/, treatments/ or team/, or delete it" })
      continue
    }
    if (!relativePath.endsWith(".yaml")) {
      issues.push({ file, message: 'must end in ".yaml"' })
      continue
    }
    const lineCounter = new LineCounter()
    const document = parseDocument(fs.readFileSync(absolutePath, "utf8"), { lineCounter, prettyErrors: false })
    const [syntaxError] = document.errors
    if (syntaxError) {
      // Later errors in the same file usually follow from the first one.
      const { line, col } = lineCounter.linePos(syntaxError.pos[0])
      issues.push({ file: `${file}:${line}:${col}`, message: `YAML syntax error: ${syntaxError.message.split("\n")[0]}` })
      continue
    }
    const data: unknown = document.toJS()
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      issues.push({ file, message: "must hold fields (key: value lines) at the top level, not a list or a single value" })
      continue
    }
    files.push({ file, absolutePath, collection, data: data as Record<string, unknown> })
  }

  for (const single of collections.filter((c) => c.kind === "file")) {
    if (!fs.existsSync(path.join(contentDir, single.path))) {
      issues.push({ file: display(path.join(contentDir, single.path)), message: "is missing" })
    }
  }
  return { files, issues }
}
