/**
 * What a picture file really is, read from its first bytes (its signature),
 * whatever its name says: the four formats the site publishes, and the two a
 * phone or a drawing program gives that it does not (HEIC, the iPhone's
 * default, and GIF). Pure, over the bytes alone, so the content check (Node's
 * Buffer is a Uint8Array) and the browser editor (the first bytes of a chosen
 * File) judge a file alike.
 *
 * Signatures: https://mimesniff.spec.whatwg.org/#matching-an-image-type-pattern;
 * AVIF and HEIC are ISO base media files whose first box, `ftyp`, names a major
 * brand and compatible brands, four letters each (ISO/IEC 14496-12; the HEIF
 * brands of ISO/IEC 23008-12; avif and avis of the AV1 Image File Format).
 */

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "heic" | "gif"

/** The formats the site publishes (gatsby-plugin-sharp reads and writes them). */
export const WEB_FORMATS = ["jpeg", "png", "webp", "avif"] as const
export type WebFormat = (typeof WEB_FORMATS)[number]

export const isWebFormat = (format: ImageFormat | undefined): format is WebFormat =>
  (WEB_FORMATS as readonly string[]).includes(format ?? "")

/** How many first bytes imageFormat reads at most: a ftyp box with a long list of brands. */
export const FORMAT_BYTES = 256

/** An AV1 still image (avif) or image sequence (avis). Checked first: an AVIF lists mif1 too. */
const AVIF_BRANDS = new Set(["avif", "avis"])
/** HEVC stills and sequences, and the general HEIF brands an iPhone writes with them. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"])

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The major brand, then the compatible brands of the ftyp box at the file's start; none without one. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return []
  // The box's size, big-endian; 0 means "to the end of the file".
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0
  const end = size === 0 ? bytes.length : Math.min(size, bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  // After the major brand, four bytes of minor version.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands
}

/** The picture format the first bytes of a file (up to FORMAT_BYTES) say, or undefined for anything else. */
export function imageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp"
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif"
  const brands = brandsOf(bytes)
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif"
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic"
  return undefined
}
