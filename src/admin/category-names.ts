/**
 * The treatments' list says each treatment's category by its name (HEAD SPA),
 * where Decap can print only the key a treatment names it by (head-spa, the
 * category's file name): in its list summary (decap-collections.ts writes
 * "{{category}} · {{order}}. {{name}} – …") and in the headings of "Seskupit
 * podle → Kategorie" ("Kategorie head-spa"). The names are the live site's,
 * from the content the editor was built with (preview-content.ts). The list's
 * links and the group headings are Decap's internals (decap/selectors.ts).
 */
import { entryLinksOf, GROUP_HEADING } from "./decap"
import { previewContent } from "./preview-content"

/** What follows the category's key in a treatment's summary. */
export const CATEGORY_SEPARATOR = " · "

/** Links into a treatment: its card in the list, in search results, on the review board. */
const TREATMENT_LINKS = entryLinksOf("treatments")

/** A treatment's summary with its category's name for its key, or undefined when it starts with no known key. */
export function summaryWithName(summary: string, names: ReadonlyMap<string, string>): string | undefined {
  const at = summary.indexOf(CATEGORY_SEPARATOR)
  const name = at > 0 ? names.get(summary.slice(0, at)) : undefined
  return name === undefined ? undefined : `${name}${summary.slice(at)}`
}

/** A group's heading ("Kategorie head-spa") with the category's name for its key, or undefined. */
export function headingWithName(heading: string, names: ReadonlyMap<string, string>): string | undefined {
  const at = heading.lastIndexOf(" ")
  const name = at > 0 ? names.get(heading.slice(at + 1)) : undefined
  return name === undefined ? undefined : `${heading.slice(0, at + 1)}${name}`
}

let names: Map<string, string> | undefined
const categoryNames = () =>
  (names ??= new Map(previewContent().categories.map((category) => [category.slug, category.name])))

/** Rewrites each text of `elements` that `rename` changes. */
function renameTexts(elements: Iterable<Element>, rename: (text: string) => string | undefined): void {
  for (const element of elements) {
    const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const renamed = rename(node.nodeValue ?? "")
      if (renamed !== undefined) node.nodeValue = renamed
    }
  }
}

/** Names the categories in the treatments' summaries and group headings drawn in `root` so far. */
export function nameCategories(root: ParentNode): void {
  const known = categoryNames()
  renameTexts(root.querySelectorAll(TREATMENT_LINKS), (text) => summaryWithName(text, known))
  renameTexts(root.querySelectorAll(GROUP_HEADING), (text) => headingWithName(text, known))
}
