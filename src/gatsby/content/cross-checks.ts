/** Rules that look across files: references, uniqueness and image files. */
import fs from "node:fs"
import path from "node:path"
import { unprintableCharacters } from "./characters"
import { type ContentIssue, entryLabel, fieldPath, textFields } from "./issue"
import type { ContentFile } from "./read-content"
import { IMAGE_FIELDS, isLocalImagePath } from "./schemas"

const ofType = (files: readonly ContentFile[], typeName: string) =>
  files.filter((f) => f.collection.typeName === typeName)

const issueFor = (f: ContentFile, field: string, message: string): ContentIssue => ({
  file: f.file,
  entry: entryLabel(f),
  field,
  message,
})

/** Reports every file after the first that repeats a value of `key` within a group. */
function duplicates(
  files: readonly ContentFile[],
  key: string,
  groupOf: (f: ContentFile) => string = () => "",
  scope = "",
): ContentIssue[] {
  const seen = new Map<string, ContentFile>()
  const issues: ContentIssue[] = []
  for (const f of files) {
    const value = f.data[key]
    if (value === undefined || value === null) continue
    const id = `${groupOf(f)}\u0000${String(value)}`
    const first = seen.get(id)
    if (first) issues.push(issueFor(f, key, `${JSON.stringify(value)} is already used by ${first.file}${scope}`))
    else seen.set(id, f)
  }
  return issues
}

function missingImages(f: ContentFile): ContentIssue[] {
  const imageFields: readonly (string | number)[] = IMAGE_FIELDS
  return [...textFields(f.data)]
    .filter(([at, value]) => imageFields.includes(at[at.length - 1]) && isLocalImagePath(value))
    .filter(([, value]) => !fs.existsSync(path.resolve(path.dirname(f.absolutePath), value.trim())))
    .map(([at, value]) =>
      issueFor(f, fieldPath(at), `image file not found: ${value} (paths are relative to this YAML file)`),
    )
}

export function crossCheck(parsed: readonly ContentFile[], valid: readonly ContentFile[]): ContentIssue[] {
  const categories = ofType(parsed, "Category")
  const treatments = ofType(parsed, "Treatment")
  const issues: ContentIssue[] = [
    ...duplicates(categories, "id"),
    ...duplicates(categories, "order"),
    ...duplicates(treatments, "order", (f) => String(f.data.category), " in the same category"),
    ...duplicates(ofType(parsed, "TeamMember"), "order"),
  ]

  for (const f of categories) {
    const expected = path.basename(f.file, ".yaml")
    if (typeof f.data.id === "string" && f.data.id !== expected) {
      issues.push(issueFor(f, "id", `must equal the file name "${expected}", got ${JSON.stringify(f.data.id)}`))
    }
  }

  const categoryIds = new Set(categories.map((f) => f.data.id).filter((id) => typeof id === "string"))
  for (const f of treatments) {
    const category = f.data.category
    if (typeof category === "string" && category.trim() && !categoryIds.has(category)) {
      const known = [...categoryIds].join(", ")
      issues.push(issueFor(f, "category", `no category has the id ${JSON.stringify(category)} (known: ${known})`))
    }
  }

  const used = new Set(treatments.map((f) => f.data.category))
  for (const f of ofType(valid, "Category")) {
    if (!used.has(f.data.id)) issues.push(issueFor(f, "id", "no treatment belongs to this category; add one or delete the category"))
  }

  return [...issues, ...parsed.flatMap(missingImages), ...parsed.flatMap(unprintableCharacters)]
}
