/**
 * Which pages show which content files, for the publish report's list of the
 * pages a change touches (publish/pages.json, generated). From the
 * collections' `shownOn`, the page files' Czech labels, and the image folders
 * each collection's fields upload to.
 */
import { collections, fieldsOf, type ModelNode, modelOf } from "../../src/content"

type Pages = readonly string[] | "every page"

/** Every image folder the fields of a model upload to. */
function imageFolders(node: ModelNode): string[] {
  return fieldsOf(node).flatMap(({ meta, node: own }) => [
    ...(meta.imageFolder ? [meta.imageFolder] : []),
    ...(own.type === "object" ? imageFolders(own) : []),
    ...(own.type === "array" && own.items?.type === "object" ? imageFolders(own.items) : []),
  ])
}

const union = (a: Pages, b: Pages): Pages =>
  a === "every page" || b === "every page" ? "every page" : [...new Set([...a, ...b])]

export function publishPages() {
  const pages: Record<string, string> = {}
  for (const c of collections) {
    if (c.kind === "file" && c.shownOn !== "every page" && c.shownOn.length === 1) {
      pages[c.shownOn[0]] = modelOf(c)["x-model"]?.label ?? c.shownOn[0]
    }
  }
  const files: { prefix: string; pages: Pages }[] = collections.map((c) => ({
    prefix: c.kind === "folder" ? `content/${c.path}/` : `content/${c.path}`,
    pages: c.shownOn,
  }))
  const byFolder = new Map<string, Pages>()
  for (const c of collections) {
    for (const folder of imageFolders(modelOf(c))) byFolder.set(folder, union(byFolder.get(folder) ?? [], c.shownOn))
  }
  for (const [folder, shownOn] of [...byFolder].sort()) files.push({ prefix: `content/${folder}/`, pages: shownOn })
  // Pages in the site's order: home first, the 404 page last.
  const order = Object.keys(pages).sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.startsWith("/404") ? 1 : 0))
  return { pages: Object.fromEntries(order.map((page) => [page, pages[page]])), files }
}
