/**
 * Photo-like images for the benchmarks, in place of the placeholder artwork
 * (which compresses to 1–2 KB at 1280 px, where a real photo costs about a
 * hundred): the same count and shape as the files they stand in for, so the
 * gallery's tap-to-sharp timings are those of a salon with real photos. The site's own images stay
 * as they are.
 *
 * How they are made: the "dead leaves" model, tens of thousands of
 * overlapping ellipses whose radii follow a power law (most small, a few
 * large), in muted tones of the site's palette, softened a little as a lens
 * would and given sensor grain. Its edges and textures at every scale follow
 * the statistics of natural images, so encoders spend on it about what they
 * spend on a photo. Same seed, same pixels: the files are made again, alike,
 * wherever the benchmark runs, and never committed.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { seededRandom } from "../seeded-random"

const LEAVES = 30_000
const RADIUS = { min: 4, max: 500 }
const BLUR = 1.0
const GRAIN = 18
/** Muted tones around the palette's sage, sand, clay and night. */
const TONES = [
  [62, 78, 68],
  [196, 180, 150],
  [128, 148, 116],
  [232, 224, 206],
  [160, 110, 80],
  [40, 36, 34],
  [210, 200, 185],
] as const

function deadLeaves(seed: number, width: number, height: number): string {
  const rand = seededRandom(`leaves ${seed}`)
  const leaves: string[] = []
  for (let i = 0; i < LEAVES; i++) {
    // A radius with density ∝ r⁻³ between the bounds (inverse transform sampling).
    const r = 1 / Math.sqrt(1 / RADIUS.min ** 2 - rand() * (1 / RADIUS.min ** 2 - 1 / RADIUS.max ** 2))
    const tone = (rand() - 0.5) * 50
    const tint = TONES[Math.floor(rand() * TONES.length)]
    const [red, green, blue] = tint.map((v) =>
      Math.max(0, Math.min(255, Math.round(v * 0.6 + 60 + tone + (rand() - 0.5) * 14))),
    )
    const [x, y] = [Math.round(rand() * width), Math.round(rand() * height)]
    leaves.push(
      `<ellipse cx="${x}" cy="${y}" rx="${r.toFixed(1)}" ry="${(r * (0.5 + rand())).toFixed(1)}" ` +
        `transform="rotate(${Math.round(rand() * 180)} ${x} ${y})" fill="rgb(${red},${green},${blue})" ` +
        `fill-opacity="${(0.75 + rand() * 0.5).toFixed(2)}"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(120,120,110)"/>${leaves.join("")}</svg>`
}

/** One photo-like JPEG (quality 92, as a camera saves), `width` × `height`. */
export async function benchPhoto(seed: number, width: number, height: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(deadLeaves(seed, width, height)))
    .blur(BLUR)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const rand = seededRandom(`grain ${seed}`)
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + (rand() - 0.5) * GRAIN))
  return sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer()
}

/** Where the photos are kept between runs, by the recipe above (a change of recipe makes them again). */
const recipe = crypto
  .createHash("sha1")
  .update(benchPhoto.toString() + deadLeaves.toString())
  .digest("hex")
  .slice(0, 8)
const CACHE = path.join(os.tmpdir(), `head-spa-bench-photos-${recipe}`)

/**
 * Replaces every JPEG under `imagesDir` (a copy of content/images) by a
 * photo-like one of the same size and name; returns how many it replaced.
 */
export async function replaceWithBenchPhotos(imagesDir: string): Promise<number> {
  fs.mkdirSync(CACHE, { recursive: true })
  const files = fs
    .readdirSync(imagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.jpe?g$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const [index, file] of files.entries()) {
    const { width = 2400, height = 1600 } = await sharp(file).metadata()
    const cached = path.join(CACHE, `${index}-${width}x${height}.jpg`)
    if (!fs.existsSync(cached)) fs.writeFileSync(cached, await benchPhoto(index + 1, width, height))
    fs.copyFileSync(cached, file)
  }
  return files.length
}
