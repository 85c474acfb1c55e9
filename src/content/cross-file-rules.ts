/**
 * Rules that look across files or entries, which no form field can check on
 * its own: orders, links between entries, the menu's pages, categories without
 * treatments, and the image files that paths point to (their existence, exact
 * name, real type, size and pixels).
 */
import path from "node:path"
import { collectionByType, slugOf } from "./collections"
import { imageChecker, imageLimitIssues } from "./images"
import { closest, type ContentIssue, entryLabel, fieldPath, issue } from "./messages"
import { modelOf, valuesWhere } from "./json-schema-view"
import type { ContentFile } from "./reader"
import { ruleProblem } from "./rules"

const ofType = (files: readonly ContentFile[], typeName: string) =>
  files.filter((f) => f.collection.typeName === typeName)

const placeOf = (f: ContentFile, field?: string) => ({ file: f.file, entry: entryLabel(f), field })
const named = (f: ContentFile) => `${f.file}${entryLabel(f) ? ` (${entryLabel(f)})` : ""}`

/** Reports every file after the first that repeats its `order` within a group. */
function duplicateOrders(
  files: readonly ContentFile[],
  groupOf: (f: ContentFile) => string = () => "",
  scope?: string,
): ContentIssue[] {
  const seen = new Map<string, ContentFile>()
  const issues: ContentIssue[] = []
  for (const f of files) {
    const order = f.data.order
    if (typeof order !== "number") continue
    const id = `${groupOf(f)}\u0000${order}`
    const first = seen.get(id)
    if (first) issues.push(issue(placeOf(f, "order"), "duplicateOrder", { order, other: named(first), scope }))
    else seen.set(id, f)
  }
  return issues
}

/**
 * The menu names each page once: a second link to the same page is a slip, and
 * the menu keys its items by page, so React would mix the two up.
 */
function duplicateMenuPages(files: readonly ContentFile[]): ContentIssue[] {
  return ofType(files, "SiteSettings").flatMap((f) => {
    const menu: unknown[] = Array.isArray(f.data.nav) ? f.data.nav : []
    const firstLabel = new Map<string, string>()
    return menu.flatMap((item, index) => {
      const { path: page, label } = (item ?? {}) as { path?: unknown; label?: unknown }
      if (typeof page !== "string") return []
      const other = firstLabel.get(page)
      if (other === undefined) {
        firstLabel.set(page, typeof label === "string" ? label : page)
        return []
      }
      return [issue(placeOf(f, `nav[${index}].path`), "duplicateMenuPage", { page, other })]
    })
  })
}

/** A field with `link` in the model names another entry by its file name; that file must exist. */
function brokenLinks(files: readonly ContentFile[]): ContentIssue[] {
  return files.flatMap((f) =>
    [...valuesWhere(modelOf(f.collection), f.data, (meta) => meta.link !== undefined)].flatMap(
      ({ at, value, meta }) => {
        if (typeof value !== "string" || !value.trim()) return []
        const target = collectionByType(meta.link ?? "")
        const known = ofType(files, target.typeName).map(slugOf)
        if (known.includes(value)) return []
        return [
          issue(placeOf(f, fieldPath(at)), "unknownEntry", {
            name: value,
            folder: `content/${target.path}`,
            known,
            suggestion: closest(value, known),
          }),
        ]
      },
    ),
  )
}

function imageIssues(contentDir: string, files: readonly ContentFile[]): ContentIssue[] {
  const imageProblem = imageChecker(contentDir)
  return files.flatMap((f) =>
    [...valuesWhere(modelOf(f.collection), f.data, (meta) => meta.imageFolder !== undefined)].flatMap(
      ({ at, value, meta }) => {
        // Values that break the field's rule (a web address, a .gif) already have their message.
        if (typeof value !== "string" || value.includes("://") || !meta.rule || ruleProblem(meta.rule, value)) return []
        const problem = imageProblem(f.absolutePath, value, placeOf(f, fieldPath(at)))
        return problem ? [problem] : []
      },
    ),
  )
}

export function crossFileIssues(
  contentDir: string,
  parsed: readonly ContentFile[],
  valid: readonly ContentFile[],
): ContentIssue[] {
  const categories = ofType(parsed, "Category")
  const treatments = ofType(parsed, "Treatment")
  const issues: ContentIssue[] = [
    ...duplicateOrders(categories),
    ...duplicateOrders(treatments, (f) => String(f.data.category), "ve stejné kategorii"),
    ...duplicateOrders(ofType(parsed, "TeamMember")),
    ...brokenLinks(parsed),
    ...duplicateMenuPages(parsed),
  ]

  const used = new Set(treatments.map((f) => f.data.category))
  for (const f of ofType(valid, "Category")) {
    if (!used.has(slugOf(f))) issues.push(issue(placeOf(f), "emptyCategory", {}))
  }

  const contentRoot = path.resolve(contentDir)
  return [...issues, ...imageIssues(contentRoot, parsed), ...imageLimitIssues(contentRoot)]
}
