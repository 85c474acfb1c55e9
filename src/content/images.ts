/**
 * Image files in content/. Each path written in a YAML file must lead to a file
 * inside content/, named exactly as written (letter case included: a Mac or a
 * Windows PC finds `Jana.JPG` for `jana.jpg`, the Linux build server does not),
 * whose first bytes say it is a JPEG, PNG, WebP or AVIF image. Every image
 * file, used or not, must stay within the size and pixel limits, read from its
 * header by probe-image-size without decoding it. Reading headers keeps the
 * check synchronous and fast; sharp would need a promise per image.
 */
import fs from "node:fs"
import path from "node:path"
import probe from "probe-image-size"
import { entriesBelow } from "../utils/entries-below"
import { FORMAT_BYTES, imageFormat, isWebFormat, type WebFormat } from "./image-format"
import { type ContentIssue, issue, type IssuePlace } from "./messages"
import { LIMITS } from "./rules"

type Found = { status: "found"; absolute: string } | { status: "case"; absolute: string } | { status: "missing" }

/** Follows `relative` from `root` one name at a time, comparing names exactly, then ignoring case. */
function findExactly(root: string, relative: string, listing: (dir: string) => string[]): Found {
  let current = root
  let caseDiffers = false
  for (const name of relative.split(path.sep).filter(Boolean)) {
    const names = listing(current)
    const match = names.includes(name) ? name : names.find((other) => other.toLowerCase() === name.toLowerCase())
    if (!match) return { status: "missing" }
    caseDiffers ||= match !== name
    current = path.join(current, match)
  }
  return { status: caseDiffers ? "case" : "found", absolute: current }
}

/** The image type by its magic bytes, if it is one the site publishes (image-format.ts). */
export function imageType(bytes: Buffer): WebFormat | undefined {
  const format = imageFormat(bytes)
  return isWebFormat(format) ? format : undefined
}

/** The first bytes of a file, enough for imageType (and more when asked). */
export function readHeader(file: string, length = FORMAT_BYTES): Buffer {
  const descriptor = fs.openSync(file, "r")
  try {
    const bytes = Buffer.alloc(length)
    const read = fs.readSync(descriptor, bytes, 0, bytes.length, 0)
    return bytes.subarray(0, read)
  } finally {
    fs.closeSync(descriptor)
  }
}

const posix = (p: string) => p.split(path.sep).join("/")

/** Checks every image path; directory listings are shared between calls. */
export function imageChecker(contentDir: string) {
  const root = fs.realpathSync(contentDir)
  const listings = new Map<string, string[]>()
  const listing = (dir: string) => {
    if (!listings.has(dir)) {
      listings.set(dir, fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? fs.readdirSync(dir) : [])
    }
    return listings.get(dir) ?? []
  }
  const inside = (absolute: string) => {
    const relative = path.relative(root, absolute)
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative)
  }

  /** `yamlFile` is absolute; `written` is the path as the YAML file has it. */
  return function imageProblem(yamlFile: string, written: string, place: IssuePlace): ContentIssue | undefined {
    const yamlDir = path.dirname(fs.realpathSync(yamlFile))
    const target = path.resolve(yamlDir, written.trim())
    if (!inside(target)) return issue(place, "imageOutside", { path: written })
    const found = findExactly(root, path.relative(root, target), listing)
    if (found.status === "missing") {
      return issue(place, "imageNotFound", { path: written, folder: posix(path.relative(path.dirname(root), yamlDir)) })
    }
    if (found.status === "case") {
      return issue(place, "imageCase", { path: written, actual: posix(path.relative(yamlDir, found.absolute)) })
    }
    // A link in the repository could point anywhere on the build machine.
    const real = fs.realpathSync(found.absolute)
    if (!inside(real)) return issue(place, "imageOutside", { path: written })
    if (!fs.statSync(real).isFile() || !imageType(readHeader(real)))
      return issue(place, "notAnImage", { path: written })
    return undefined
  }
}

/** The names of the image files content/ may hold. */
export const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif)$/i

const imageFiles = (dir: string) =>
  entriesBelow(dir)
    .filter((entry) => entry.isFile() && IMAGE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))

function dimensionsIn(bytes: Buffer): { width: number; height: number } | null {
  try {
    return probe.sync(bytes)
  } catch {
    return null
  }
}

/**
 * Every image file under content/ within the limits of rules.ts: its bytes,
 * and its pixels as its header states them. A header that cannot be read is
 * left to the type check of the images the content uses.
 */
export function imageLimitIssues(contentDir: string): ContentIssue[] {
  const root = path.dirname(contentDir)
  return imageFiles(contentDir).flatMap((absolute) => {
    const place = { file: posix(path.relative(root, absolute)) }
    const { size } = fs.statSync(absolute)
    if (size > LIMITS.imageBytes) return [issue(place, "imageTooLarge", { size, max: LIMITS.imageBytes })]
    // The dimensions usually sit in the first kilobytes; a JPEG may put long metadata before them.
    const dimensions = dimensionsIn(readHeader(absolute, 256 * 1024)) ?? dimensionsIn(fs.readFileSync(absolute))
    if (dimensions && dimensions.width * dimensions.height > LIMITS.imagePixels) {
      return [issue(place, "imageTooManyPixels", { ...dimensions, max: LIMITS.imagePixels })]
    }
    return []
  })
}
