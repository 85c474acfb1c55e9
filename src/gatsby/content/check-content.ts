/**
 * The content check: every YAML file against the model, then the rules that
 * span files (orders, categories, image files, printable characters). It
 * collects every problem of every file, in Czech, so the editor can fix them
 * all in one go.
 */
import path from "node:path"
import type { z } from "zod/v4"
import { crossCheck } from "./cross-checks"
import { type ContentIssue, entryLabel, fieldPath, issue, type IssuePlace } from "./issue"
import type { MessageKey } from "./messages"
import { modelOf, nodeAt } from "./model"
import { type ContentFile, readContent } from "./read-content"
import { closest } from "./suggest"

export type ContentCheckResult = { files: ContentFile[]; issues: ContentIssue[] }

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  )
}

const TYPE_MESSAGES: Record<string, MessageKey> = {
  string: "expectedText",
  number: "expectedNumber",
  int: "expectedNumber",
  array: "expectedList",
  object: "expectedGroup",
}

/** One zod issue in the editor's words, with the value found and what to write instead. */
function schemaIssue(contentFile: ContentFile, zodIssue: z.core.$ZodIssue): ContentIssue[] {
  const model = modelOf(contentFile.collection)
  const place = (at: readonly PropertyKey[]): IssuePlace => ({
    file: contentFile.file,
    entry: entryLabel(contentFile),
    field: fieldPath(at) || undefined,
  })
  const at = zodIssue.path
  if (zodIssue.code === "unrecognized_keys") {
    const known = Object.keys(nodeAt(model, at)?.properties ?? {})
    return zodIssue.keys.map((key) =>
      issue(place([...at, key]), "unknownField", { suggestion: closest(key, known) }),
    )
  }
  const value = valueAt(contentFile.data, at)
  const node = nodeAt(model, at)
  if (value === undefined) return [issue(place(at), "required", {})]
  if (value === null) return [issue(place(at), "requiredEmpty", {})]

  switch (zodIssue.code) {
    case "custom": {
      const key = (zodIssue.params as { message?: MessageKey } | undefined)?.message
      if (key) return [issue(place(at), key as "blank", { value })]
      break
    }
    case "invalid_type": {
      if (zodIssue.expected === "int" && typeof value === "number" && Number.isFinite(value)) {
        return [issue(place(at), "wholeNumber", { value })]
      }
      if (typeof value === "number" && node?.minimum !== undefined && node.maximum !== undefined) {
        // Infinity and NaN (YAML's .inf, .nan) are numbers out of any range.
        return [issue(place(at), "numberRange", { value, min: node.minimum, max: node.maximum, unit: node["x-model"]?.unit })]
      }
      const key = TYPE_MESSAGES[zodIssue.expected]
      if (key) return [issue(place(at), key as "expectedText", { value })]
      break
    }
    case "invalid_value": {
      const options = zodIssue.values.map(String)
      return [issue(place(at), "oneOf", { value, options, suggestion: closest(String(value), options) })]
    }
    case "too_small":
    case "too_big": {
      if (Array.isArray(value)) {
        if (node?.minItems !== undefined && node.minItems === node.maxItems) {
          return [issue(place(at), "listExact", { count: value.length, length: node.minItems })]
        }
        return [issue(place(at), "listMin", { count: value.length, min: node?.minItems ?? 0 })]
      }
      if (node?.minimum !== undefined && node.maximum !== undefined) {
        return [issue(place(at), "numberRange", { value, min: node.minimum, max: node.maximum, unit: node["x-model"]?.unit })]
      }
      if (node?.minimum !== undefined) return [issue(place(at), "numberMin", { value, min: node.minimum })]
      break
    }
  }
  return [issue(place(at), "internal", { reason: `${zodIssue.code} ${zodIssue.message}` })]
}

/** One problem per field: a value out of range and with three decimals is reported for its range. */
function firstPerField(issues: readonly ContentIssue[]): ContentIssue[] {
  const seen = new Set<string>()
  return issues.filter(({ field, key }) => {
    const id = `${field}\u0000${key === "unknownField" ? key : ""}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

function checkFile(contentFile: ContentFile): { valid: boolean; issues: ContentIssue[] } {
  try {
    const result = contentFile.collection.schema.safeParse(contentFile.data)
    if (result.success) return { valid: true, issues: [] }
    return { valid: false, issues: firstPerField(result.error.issues.flatMap((i) => schemaIssue(contentFile, i))) }
  } catch (error) {
    return { valid: false, issues: [issue({ file: contentFile.file }, "internal", { reason: String(error) })] }
  }
}

export function checkContent(contentDir: string): ContentCheckResult {
  const absoluteDir = path.resolve(contentDir)
  const { files, issues } = readContent(absoluteDir)
  const valid: ContentFile[] = []
  for (const contentFile of files) {
    const checked = checkFile(contentFile)
    if (checked.valid) valid.push(contentFile)
    issues.push(...checked.issues)
  }
  issues.push(...crossCheck(absoluteDir, files, valid))
  return { files, issues }
}
