/**
 * The content check: every YAML file against its schema, then the rules that
 * span files (unique ids, existing categories and images). It collects every
 * problem so the editor can fix them all in one go.
 */
import path from "node:path"
import { type ZodIssue } from "zod"
import { crossCheck } from "./cross-checks"
import { type ContentIssue, describeValue, entryLabel, fieldPath } from "./issue"
import { type ContentFile, readContent } from "./read-content"
import { suggestKey } from "./suggest-key"

export type ContentCheckResult = { files: ContentFile[]; issues: ContentIssue[] }

function valueAt(data: unknown, issuePath: readonly (string | number)[]): unknown {
  return issuePath.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined),
    data,
  )
}

function schemaIssue(contentFile: ContentFile, issue: ZodIssue): ContentIssue[] {
  const { file, data, collection } = contentFile
  const entry = entryLabel(contentFile)
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => {
      const suggestion = suggestKey(collection.schema, issue.path, key)
      return {
        file,
        entry,
        field: fieldPath([...issue.path, key]),
        message: `unknown field${suggestion ? `, did you mean "${suggestion}"?` : " (remove it)"}`,
      }
    })
  }
  const value = valueAt(data, issue.path)
  const field = fieldPath(issue.path)
  if (value === undefined || value === null) {
    return [{ file, entry, field, message: "is required" }]
  }
  if (issue.code === "invalid_type" && issue.expected !== "integer") {
    const expected = issue.expected === "string" ? "text" : issue.expected
    return [{ file, entry, field, message: `must be ${expected === "array" ? "a list" : `a ${expected}`}, got ${describeValue(value)}` }]
  }
  return [{ file, entry, field, message: `${issue.message}, got ${describeValue(value)}` }]
}

export function checkContent(contentDir: string): ContentCheckResult {
  const { files, issues } = readContent(path.resolve(contentDir))
  const valid: ContentFile[] = []
  for (const contentFile of files) {
    const result = contentFile.collection.schema.safeParse(contentFile.data)
    if (result.success) valid.push(contentFile)
    else issues.push(...result.error.issues.flatMap((issue) => schemaIssue(contentFile, issue)))
  }
  issues.push(...crossCheck(files, valid))
  return { files, issues }
}
