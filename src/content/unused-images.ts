/**
 * Photos in content/images/ that no content file names any more, for the web
 * person: the browser editor never deletes a file (it would commit to the
 * live branch outside a draft), so a photo replaced in a draft stays in the
 * repository until someone removes it on GitHub.
 */
import fs from "node:fs"
import path from "node:path"
import { IMAGE_FILE } from "./images"
import type { ContentFile } from "./reader"

/** Images the site reads by a fixed path rather than from a content file (src/gatsby/manifest.ts). */
const IMAGES_USED_BY_THE_SITE = ["images/brand/icon.png"] as const

function* textsIn(node: unknown): Generator<string> {
  if (typeof node === "string") yield node
  else if (Array.isArray(node)) for (const item of node) yield* textsIn(item)
  else if (node !== null && typeof node === "object") for (const value of Object.values(node)) yield* textsIn(value)
}

/** Paths from the project root (POSIX, content/images/…) of the images no file names, sorted. */
export function unusedImages(contentDir: string, files: readonly ContentFile[]): string[] {
  const imagesDir = path.join(contentDir, "images")
  if (!fs.existsSync(imagesDir)) return []
  const named = new Set(IMAGES_USED_BY_THE_SITE.map((image) => path.join(contentDir, image)))
  for (const f of files) {
    for (const text of textsIn(f.data)) {
      if (IMAGE_FILE.test(text) && !text.includes("://")) named.add(path.resolve(path.dirname(f.absolutePath), text))
    }
  }
  return fs
    .readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(imagesDir, name))
    .filter((file) => IMAGE_FILE.test(file) && !named.has(file))
    .map((file) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/"))
    .sort()
}
