/**
 * Which uploaded files a save commits: exactly the ones the entry's fields name.
 *
 * Decap's editorial workflow commits every file uploaded while the entry was
 * open (decap-cms-core's getMediaAssets: all the draft's media files), also a
 * photo uploaded in the picker and then not chosen, or replaced by another
 * before saving; on GitHub, with `auth_scope: public_repo`, it is public from
 * that moment even if the draft is discarded. A dropped upload stays in the
 * browser until she leaves the entry and is never committed.
 *
 * An image field holds a path relative to the entry's YAML file
 * (../images/team/bara.jpg from content/team/bara.yaml), as every file of
 * content/ writes it; an uploaded file is known by its path in the repository
 * (content/images/team/bara.jpg).
 */
import { parse } from "yaml"

/** A file of the entry as Decap hands it to the backend: its path in the repository and its YAML text. */
export type DataFile = { path: string; raw: string }

const withoutLeadingSlash = (path: string) => path.replace(/^\/+/, "")

/** `relative` resolved against the folder `folder`, both inside the repository: "content/team" + "../images/x.jpg". */
export function resolveInRepository(folder: string, relative: string): string | undefined {
  const parts = withoutLeadingSlash(folder).split("/").filter(Boolean)
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue
    if (part === "..") {
      // Above the repository's root: no file of the repository.
      if (parts.length === 0) return undefined
      parts.pop()
    } else parts.push(part)
  }
  return parts.join("/")
}

/** Every text value of a YAML document, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(texts)
  return []
}

/** The repository paths of the files an entry's values name, relative to its own file. */
export function filesNamedBy({ path, raw }: DataFile): Set<string> {
  const folder = withoutLeadingSlash(path).split("/").slice(0, -1).join("/")
  const named = new Set<string>()
  let data: unknown
  try {
    data = parse(raw)
  } catch {
    // Decap wrote this text itself; were it unreadable, no file could be told to be used.
    return named
  }
  for (const text of texts(data)) {
    // Addresses (https://…) name no file of the repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) continue
    const file = resolveInRepository(folder, text.trim())
    if (file) named.add(file)
  }
  return named
}

/** The uploads an entry's files name, in their order; the others are left out of the commit. */
export function assetsNamedBy<Asset extends { path: string }>(dataFiles: DataFile[], assets: Asset[]): Asset[] {
  const named = new Set(dataFiles.flatMap((file) => [...filesNamedBy(file)]))
  return assets.filter((asset) => named.has(withoutLeadingSlash(asset.path)))
}
