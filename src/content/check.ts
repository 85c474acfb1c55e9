/**
 * The content check, and the content as the site shows it.
 *
 * `checkContent` reads every YAML file (reader.ts) and checks its shape against
 * the model (zod-schemas.ts: fields required or unknown, groups, lists, closed
 * choices), each text and number with its field's own check, the one the
 * browser editor's form runs too (field-checks.ts: type, range, length, the
 * value rules of rules.ts, numbers as people write them, printable characters),
 * then the rules across files (cross-file-rules.ts). It collects every problem
 * of every file, in Czech (messages.ts), so the editor can fix them all in one go.
 *
 * `loadContent` returns the checked content as the site shows it
 * (site-content.ts), or throws the check's report.
 */
import path from "node:path"
import type { z } from "zod"
import { crossFileIssues } from "./cross-file-rules"
import { fieldProblem, isValueField } from "./field-checks"
import { type ContentIssue, closest, entryLabel, fieldPath, issue, type IssuePlace, type MessageKey } from "./messages"
import { modelOf, nodeAt, valuesWhere } from "./json-schema-view"
import { type ContentFile, readContent } from "./reader"
import { characterName, unprintable } from "./rules"
import { nonDataIssues } from "./only-data"
import { photoHostIssues } from "./photo-hosts"
import { ContentError, type SiteContent, siteContentOf } from "./site-content"

export type ContentCheckResult = { files: ContentFile[]; issues: ContentIssue[] }
/** Settings of the site that the check applies; tests vary them. */
export type CheckOptions = { photoHosts?: readonly string[] }

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  )
}

const placeIn = (f: ContentFile, at: readonly PropertyKey[]): IssuePlace => ({
  file: f.file,
  entry: entryLabel(f),
  field: fieldPath(at) || undefined,
})

const TYPE_MESSAGES: Record<string, MessageKey> = {
  string: "expectedText",
  number: "expectedNumber",
  int: "expectedNumber",
  array: "expectedList",
  object: "expectedGroup",
}

/** One zod issue (shape, type, range, length) in the editor's words, with the value found and what to write instead. */
function schemaIssue(f: ContentFile, zodIssue: z.core.$ZodIssue): ContentIssue[] {
  const model = modelOf(f.collection)
  const at = zodIssue.path
  const place = placeIn(f, at)
  if (zodIssue.code === "unrecognized_keys") {
    const known = Object.keys(nodeAt(model, at)?.properties ?? {})
    return zodIssue.keys.map((key) =>
      issue(placeIn(f, [...at, key]), "unknownField", { suggestion: closest(key, known) }),
    )
  }
  const value = valueAt(f.data, at)
  const node = nodeAt(model, at)
  if (value === undefined) return [issue(place, "required", {})]
  if (value === null) return [issue(place, "requiredEmpty", {})]

  switch (zodIssue.code) {
    case "invalid_type": {
      if (zodIssue.expected === "int" && typeof value === "number" && Number.isFinite(value)) {
        return [issue(place, "wholeNumber", { value })]
      }
      if (typeof value === "number" && node?.minimum !== undefined && node.maximum !== undefined) {
        // Infinity and NaN (YAML's .inf, .nan) are numbers out of any range.
        return [
          issue(place, "numberRange", { value, min: node.minimum, max: node.maximum, unit: node["x-model"]?.unit }),
        ]
      }
      const key = TYPE_MESSAGES[zodIssue.expected]
      if (key) return [issue(place, key as "expectedText", { value })]
      break
    }
    case "invalid_value": {
      const options = zodIssue.values.map(String)
      return [issue(place, "oneOf", { value, options, suggestion: closest(String(value), options) })]
    }
    case "too_small":
    case "too_big": {
      if (typeof value === "string" && node?.maxLength !== undefined) {
        return [issue(place, "textTooLong", { max: node.maxLength, length: value.trim().length })]
      }
      if (Array.isArray(value)) {
        if (node?.minItems !== undefined && node.minItems === node.maxItems) {
          return [issue(place, "listExact", { count: value.length, length: node.minItems })]
        }
        if (zodIssue.code === "too_big" && node?.maxItems !== undefined) {
          return [issue(place, "listMax", { count: value.length, max: node.maxItems })]
        }
        return [issue(place, "listMin", { count: value.length, min: node?.minItems ?? 0 })]
      }
      if (node?.minimum !== undefined && node.maximum !== undefined) {
        return [
          issue(place, "numberRange", { value, min: node.minimum, max: node.maximum, unit: node["x-model"]?.unit }),
        ]
      }
      if (node?.minimum !== undefined) return [issue(place, "numberMin", { value, min: node.minimum })]
      break
    }
  }
  return [issue(place, "internal", { reason: `${zodIssue.code} ${zodIssue.message}` })]
}

/** A value the field's own check judges (a text or a number that is there); the shape's check leaves it alone. */
function judgedByField(f: ContentFile, at: readonly PropertyKey[]): boolean {
  const node = nodeAt(modelOf(f.collection), at)
  const value = valueAt(f.data, at)
  return node !== undefined && isValueField(node) && value !== undefined && value !== null
}

/** Each text and number with its field's check, as the editor's form runs it; numbers judged by their written text. */
function fieldIssues(f: ContentFile): ContentIssue[] {
  const values = valuesWhere(modelOf(f.collection), f.data, (_meta, node) => isValueField(node))
  return [...values].flatMap(({ at, value, meta, node }) => {
    const found = fieldProblem({ node, meta }, value, { medium: "file", written: f.written(at) })
    return found ? [issue(placeIn(f, at), found.key as "blank", found.params as { value: unknown })] : []
  })
}

/** Nesting deeper than any content file needs; stops the walk on hostile input. */
const MAX_DEPTH = 32

/** Every text in a parsed YAML file, with the path of its field. */
function* textsIn(node: unknown, at: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (at.length > MAX_DEPTH) return
  if (typeof node === "string") yield [at, node]
  else if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* textsIn(item, [...at, i])
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) yield* textsIn(value, [...at, key])
  }
}

/** Every text must be printable with the site's font files; anything else would show as an empty box. */
function characterIssues(f: ContentFile): ContentIssue[] {
  return [...textsIn(f.data)].flatMap(([at, text]) => {
    const odd = unprintable(text)
    return odd.length === 0
      ? []
      : [issue(placeIn(f, at), "unprintable", { characters: odd.slice(0, 10).map(characterName) })]
  })
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

export function checkFile(f: ContentFile, options: CheckOptions = {}): { valid: boolean; issues: ContentIssue[] } {
  try {
    const result = f.collection.schema.safeParse(f.data)
    const shape = result.success
      ? []
      : result.error.issues.filter((i) => !judgedByField(f, i.path)).flatMap((i) => schemaIssue(f, i))
    const hosts = photoHostIssues(f, options.photoHosts)
    const issues = firstPerField([...fieldIssues(f), ...shape, ...hosts, ...characterIssues(f)])
    return { valid: issues.length === 0, issues }
  } catch (error) {
    return { valid: false, issues: [issue({ file: f.file }, "internal", { reason: String(error) })] }
  }
}

export function checkContent(contentDir: string, options: CheckOptions = {}): ContentCheckResult {
  const absoluteDir = path.resolve(contentDir)
  const { files, issues } = readContent(absoluteDir)
  issues.push(...nonDataIssues(absoluteDir))
  const valid: ContentFile[] = []
  for (const contentFile of files) {
    const checked = checkFile(contentFile, options)
    if (checked.valid) valid.push(contentFile)
    issues.push(...checked.issues)
  }
  issues.push(...crossFileIssues(absoluteDir, files, valid))
  return { files, issues }
}

/** The site's content from a check's result, or a ContentError with every problem it found. */
export function approvedContent({ files, issues }: ContentCheckResult): SiteContent {
  if (issues.length > 0) throw new ContentError(issues)
  return siteContentOf(files)
}

/** The site's content from content/, or a ContentError with every problem the check found. */
export function loadContent(contentDir: string): SiteContent {
  return approvedContent(checkContent(contentDir))
}
