import { ROUTES } from "../../routes"

/**
 * The address of each category and treatment on /treatments/: the page plus
 * `#` and the entry's slug (its file name, stable when its display name
 * changes). The slug is also the element's id, so the anchor works in the
 * static HTML without JavaScript. File names are checked to be lowercase
 * letters, digits and dashes (ENTRY_FILE_NAME), so a slug needs no escaping.
 */
/** `/treatments/#head-spa-candle`: the site-relative address of a category or treatment. */
export const anchorPath = (slug: string) => `${ROUTES.treatments}#${slug}`

/** What an address on /treatments/ points at: a category, or a treatment within its category. */
export type AnchorTarget = { category: string; treatment?: string }

type Indexed = { slug: string; treatments: readonly { slug: string }[] }

/** Every slug of the page and what it points at. */
export function anchorTargets(categories: readonly Indexed[]): ReadonlyMap<string, AnchorTarget> {
  const targets = new Map<string, AnchorTarget>()
  for (const category of categories) {
    targets.set(category.slug, { category: category.slug })
    for (const treatment of category.treatments)
      targets.set(treatment.slug, { category: category.slug, treatment: treatment.slug })
  }
  return targets
}

/**
 * The target a location hash names, or undefined. The hash is only ever
 * compared with known slugs, never handed to a selector, so whatever a link
 * carries (`#%`, quotes, markup) can do nothing but miss.
 */
export function targetOfHash(targets: ReadonlyMap<string, AnchorTarget>, hash: string): AnchorTarget | undefined {
  if (!hash.startsWith("#")) return undefined
  let slug: string
  try {
    slug = decodeURIComponent(hash.slice(1))
  } catch {
    return undefined
  }
  return targets.get(slug)
}
