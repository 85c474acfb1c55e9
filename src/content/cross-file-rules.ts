/**
 * Rules that look across files or entries, which no form field can check on
 * its own: orders, links between entries, the menu's pages, categories without
 * treatments, and the image files that paths point to (their existence, exact
 * name, real type, size and pixels).
 *
 * An entry taken off the site (`removed: true`, Odebrat z webu) stays in its
 * file: its orders and the counts of what the site keeps are judged without it
 * (a new treatment may take its order; the last treatment of a category or the
 * last team member cannot be taken off), while its own links and images are
 * still checked, so that unticking the box always brings it back as it was.
 */
import path from "node:path"
import { collectionByType, slugOf } from "./collections"
import { imageChecker, imageLimitIssues } from "./images"
import { closest, type ContentIssue, entryLabel, fieldPath, issue } from "./messages"
import { modelOf, valuesWhere } from "./json-schema-view"
import type { ContentFile } from "./reader"
import { ruleProblem } from "./rules"
import { isOnSite, REMOVED_FIELD } from "./on-site"

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

/**
 * A category keeps a treatment on the site, and the team a member: taking off the last one is refused on each
 * entry taken off (where the editor ticked the box), naming the category. A category with no treatment at all
 * is emptyCategory's.
 */
function lastOnSite(
  treatments: readonly ContentFile[],
  categories: readonly ContentFile[],
  team: readonly ContentFile[],
) {
  const issues: ContentIssue[] = []
  for (const category of categories) {
    const own = treatments.filter((f) => f.data.category === slugOf(category))
    if (own.length === 0 || own.some(isOnSite)) continue
    const name = typeof category.data.name === "string" ? category.data.name.trim() : slugOf(category)
    for (const f of own) issues.push(issue(placeOf(f, REMOVED_FIELD), "lastTreatmentRemoved", { category: name }))
  }
  if (team.length > 0 && !team.some(isOnSite)) {
    for (const f of team) issues.push(issue(placeOf(f, REMOVED_FIELD), "lastTeamMemberRemoved", {}))
  }
  return issues
}

export function crossFileIssues(
  contentDir: string,
  parsed: readonly ContentFile[],
  valid: readonly ContentFile[],
): ContentIssue[] {
  const categories = ofType(parsed, "Category")
  const treatments = ofType(parsed, "Treatment")
  const team = ofType(parsed, "TeamMember")
  const issues: ContentIssue[] = [
    ...duplicateOrders(categories),
    // Orders are the site's: an entry taken off it frees its place.
    ...duplicateOrders(treatments.filter(isOnSite), (f) => String(f.data.category), "ve stejné kategorii"),
    ...duplicateOrders(team.filter(isOnSite)),
    ...brokenLinks(parsed),
    ...duplicateMenuPages(parsed),
    ...lastOnSite(treatments, ofType(valid, "Category"), team),
  ]

  const used = new Set(treatments.map((f) => f.data.category))
  for (const f of ofType(valid, "Category")) {
    if (!used.has(slugOf(f))) issues.push(issue(placeOf(f), "emptyCategory", {}))
  }

  const contentRoot = path.resolve(contentDir)
  return [...issues, ...imageIssues(contentRoot, parsed), ...imageLimitIssues(contentRoot)]
}
