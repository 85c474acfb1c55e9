/**
 * Every photo uploaded in the editor gets a name no other file has, before
 * Decap sees it. Phones reuse names (IMG_20261127_101512.jpg, WhatsApp's
 * IMG-20261127-WA0001.jpg): Decap would ask in English whether to replace the
 * file of that name, and on OK commit the new picture under the old name,
 * changing another entry's photo (and a draft on another branch cannot even be
 * seen from here). With a random suffix two different photos never share a
 * name; the same photo uploaded twice is two names for one picture, and only
 * the one a field names is committed (entry-files.ts).
 *
 * Decap has no hook for an upload's name (its media library names the upload
 * after File.name), so photo-uploads.ts renames the files it takes before it
 * hands them to Decap, with the names made here; the browser test of two photos
 * with one phone name guards it (__tests__/e2e/admin/admin-uploads.test.ts).
 */

const SUFFIX_LENGTH = 6
const STEM_LENGTH = 40

/** Lower case ASCII letters, digits and single dashes: "Adéla Nová" → "adela-nova". */
export function plainStem(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, STEM_LENGTH)
    .replace(/-+$/, "")
}

/** A short random suffix of lower case letters and digits, from the browser's secure random source. */
export function randomSuffix(length = SUFFIX_LENGTH): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")
}

/**
 * The name an upload is saved under: the entry's file name when the editor has
 * one (bara-k3f9x2.jpg), else the uploaded file's own (img-20261127-101512-k3f9x2.jpg),
 * then a random suffix and the extension in lower case.
 */
export function uploadName(original: string, entry: string | undefined, suffix: string): string {
  const dot = original.lastIndexOf(".")
  const extension = dot >= 0 ? original.slice(dot + 1).toLowerCase() : ""
  const stem = plainStem(entry ?? "") || plainStem(dot >= 0 ? original.slice(0, dot) : original) || "foto"
  return `${stem}-${suffix}${extension ? `.${extension}` : ""}`
}
