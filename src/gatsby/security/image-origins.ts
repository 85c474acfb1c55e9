/**
 * Hosts that content/ loads images from: a team photo may be an https:// URL on an
 * external host, and img-src has to name that host or the photo is blocked.
 */
import { IMAGE_FIELDS } from "../content/schemas"
import { readContent } from "../content/read-content"

function imageUrls(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(imageUrls)
  if (node === null || typeof node !== "object") return []
  return Object.entries(node).flatMap(([key, value]) =>
    (IMAGE_FIELDS as readonly string[]).includes(key) && typeof value === "string" ? [value.trim()] : imageUrls(value),
  )
}

export function imageOrigins(contentDir: string): string[] {
  const origins = readContent(contentDir)
    .files.flatMap((file) => imageUrls(file.data))
    .filter((value) => value.startsWith("https://"))
    .map((value) => new URL(value).origin)
  return [...new Set(origins)].sort()
}
