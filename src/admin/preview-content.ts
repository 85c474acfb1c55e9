/**
 * The catalogue and team as the built pages' page data has them
 * (src/gatsby/post-build/preview-data.ts), baked into the editor's bundle by
 * the build: what the previews show besides the entry being edited, and the
 * names of the categories the treatments' list shows (category-names.ts).
 * Read on first use, so a module that imports this one loads outside the
 * bundle too (the unit tests, the content model's generator).
 */
declare const __PREVIEW_CONTENT__: PreviewContent

export type PreviewContent = {
  categories: Queries.CategoryCardFragment[]
  team: Queries.TeamMemberFragment[]
}

let content: PreviewContent | undefined

export function previewContent(): PreviewContent {
  content ??= __PREVIEW_CONTENT__
  return content
}
