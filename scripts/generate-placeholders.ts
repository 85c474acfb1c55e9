/**
 * A placeholder picture for a slot that has no photo yet, e.g. a new team
 * member: calm, abstract artwork in the palette of src/theme/tokens.ts (stones
 * on raked sand, ripples, steam, leaf shadows, linen; a soft silhouette in an
 * arch for the team), never text.
 *
 * The placeholders committed in content/images/ are hand-kept art: this script
 * does not reproduce them (an earlier, larger version painted them, and some
 * were touched up since). They stay until the salon's photos replace them under
 * the same names; this script paints new ones, in the same style, for new slots.
 *
 *   npx tsx scripts/generate-placeholders.ts team/jana.jpg [gallery/home-7.jpg …]
 *     [--motif stones|ripples|steam|leaves|linen] [--into <folder>]
 *
 * Paths are relative to content/images/; the folder sets the shape. It never
 * replaces a file: an existing photo is refused, so a real one cannot be lost
 * (delete a placeholder yourself to paint it again). `--into` writes elsewhere,
 * to look first. The same name always gives the same picture.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { cliOptions } from "./cli-options"
import { palette as p } from "../src/theme/tokens"
import { seededRandom as random } from "./seeded-random"

const IMAGES = path.join(__dirname, "..", "content", "images")
/** Pixel sizes per folder, those of the committed placeholders. */
const SHAPES: Record<string, [number, number]> = {
  hero: [2400, 1600],
  gallery: [2400, 1600],
  team: [1200, 1500],
  share: [1200, 630],
}

type Scene = { w: number; h: number; r: () => number }
const between = (r: () => number, low: number, high: number) => low + r() * (high - low)
const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`
/** Closes `<defs>` and paints a vertical gradient with a soft glow at (gx, gy). */
const backdrop = ({ w, h }: Scene, top: string, bottom: string, glow: string, gx: number, gy: number) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="glow" cx="${gx}" cy="${gy}" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
  </defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`
const rings = (cx: number, cy: number, count: number, step: number, squash: number, colour: string, width: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<ellipse cx="${cx}" cy="${cy}" rx="${(i + 1) * step}" ry="${(i + 1) * step * squash}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${0.5 - i * (0.4 / count)}"/>`,
  ).join("")

/** Each motif returns the inside of an SVG: its `<defs>` entries, then `backdrop(…)`, then the picture. */
const MOTIFS: Record<string, (s: Scene) => string> = {
  stones: (s) => {
    const { w, h, r } = s
    const cx = w * between(r, 0.4, 0.6)
    const base = h * 0.66
    let y = base
    const stones = [0.26, 0.21, 0.16, 0.11].map((size) => {
      const stone = `<ellipse cx="${cx + between(r, -w * 0.01, w * 0.01)}" cy="${y}" rx="${size * w * 0.5}" ry="${size * w * 0.14}" fill="url(#stone)"/>`
      y -= size * w * 0.2
      return stone
    })
    return `${blur("soft", w * 0.006)}<linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.inkMuted}"/><stop offset="1" stop-color="${p.night}"/></linearGradient>
    ${backdrop(s, p.paper, p.sand, p.white, 0.5, 0.15)}
    <g filter="url(#soft)">${rings(cx, base + h * 0.04, 10, w * 0.08, 0.2, p.inkMuted, w * 0.004)}
    <ellipse cx="${cx}" cy="${base + h * 0.05}" rx="${w * 0.15}" ry="${h * 0.03}" fill="${p.night}" opacity="0.3"/></g>${stones.join("")}`
  },
  ripples: (s) => {
    const { w, h, r } = s
    const cx = w * between(r, 0.4, 0.6)
    const cy = h * between(r, 0.5, 0.6)
    const [x2, y2] = [w * between(r, 0.15, 0.3), h * between(r, 0.7, 0.85)]
    return `${blur("soft", w * 0.002)}${backdrop(s, p.sageLight, p.sage, p.paper, 0.5, 0.05)}
    <g filter="url(#soft)">${rings(cx, cy, 9, w * 0.045, 0.4, p.paper, w * 0.003)}${rings(x2, y2, 4, w * 0.03, 0.4, p.paper, w * 0.002)}</g>
    <ellipse cx="${cx}" cy="${cy}" rx="${w * 0.03}" ry="${w * 0.008}" fill="${p.gold}" transform="rotate(-12 ${cx} ${cy})"/>`
  },
  steam: (s) => {
    const { w, h, r } = s
    const plumes = Array.from({ length: 4 }, (_, i) => {
      const x = w * (0.44 + i * 0.04 + between(r, -0.01, 0.01))
      const sway = w * between(r, 0.03, 0.07)
      return `<path d="M ${x} ${h * 0.62} C ${x - sway} ${h * 0.5}, ${x + sway} ${h * 0.35}, ${x - sway / 2} ${h * 0.1}" fill="none" stroke="${p.paper}" stroke-width="${w * 0.012}" stroke-linecap="round" opacity="${between(r, 0.2, 0.4)}"/>`
    })
    const [cx, top, rx] = [w * 0.5, h * 0.66, w * 0.17]
    return `${blur("steam", w * 0.012)}<linearGradient id="bowl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.sand}"/><stop offset="0.6" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.sand}"/></linearGradient>
    ${backdrop(s, p.night, p.ink, p.clay, 0.5, 0.8)}<g filter="url(#steam)">${plumes.join("")}</g>
    <path d="M ${cx - rx} ${top} A ${rx} ${rx * 0.75} 0 0 0 ${cx + rx} ${top} Z" fill="url(#bowl)"/>
    <ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${h * 0.035}" fill="${p.sand}"/><ellipse cx="${cx}" cy="${top}" rx="${rx * 0.92}" ry="${h * 0.026}" fill="${p.night}" opacity="0.85"/>`
  },
  leaves: (s) => {
    const { w, h, r } = s
    const branches = Array.from({ length: 3 }, (_, b) => {
      const [x0, y0] = [w * between(r, 0.8, 1.05), h * between(r, -0.05, 0.55)]
      // Leaves grow from the stem at alternating sides, smaller towards the tip.
      const leaves = Array.from({ length: 11 }, (_, i) => {
        const [x, side, size] = [(i + 0.5) * w * 0.06, i % 2 === 0 ? 1 : -1, 1.3 - i * 0.07]
        return `<ellipse cx="${x + w * 0.035 * size}" cy="0" rx="${w * 0.035 * size}" ry="${w * 0.014 * size}" transform="rotate(${side * 40} ${x} 0)"/>`
      })
      const angle = between(r, 160, 210)
      return `<g transform="translate(${x0} ${y0}) rotate(${angle})" opacity="${0.5 - b * 0.12}"><rect y="${-w * 0.002}" width="${w * 0.66}" height="${w * 0.004}"/>${leaves.join("")}</g>`
    })
    return `${blur("shadow", w * 0.006)}${backdrop(s, p.paper, p.sageLight, p.white, 0.2, 0.2)}<g fill="${p.sage}" filter="url(#shadow)">${branches.join("")}</g>`
  },
  linen: (s) => {
    const { w, h, r } = s
    const folds = Array.from({ length: 7 }, (_, i) => {
      const y = h * (i * 0.17 - 0.1)
      const lift = h * between(r, 0.08, 0.2)
      return `<path d="M 0 ${y} C ${w * 0.35} ${y - lift}, ${w * 0.6} ${y + lift * 1.5}, ${w} ${y + h * 0.2} V ${y + h * 0.28} C ${w * 0.6} ${y + lift * 1.5 + h * 0.08}, ${w * 0.35} ${y - lift + h * 0.08}, 0 ${y + h * 0.08} Z" fill="${i % 2 ? p.white : p.inkMuted}" opacity="${i % 2 ? 0.6 : 0.1}"/>`
    })
    return `${blur("folds", w * 0.012)}${backdrop(s, p.sand, p.paper, p.white, 0.75, 0.25)}<g filter="url(#folds)">${folds.join("")}</g>`
  },
}

/** A soft silhouette in an arch, like the team's other placeholders. */
function portrait(s: Scene): string {
  const { w, h, r } = s
  const cx = w / 2
  const head = w * between(r, 0.11, 0.13)
  const bun = r() < 0.5 ? `<circle cx="${cx}" cy="${h * 0.28}" r="${head * 0.45}"/>` : ""
  return `${blur("soft", w * 0.006)}${backdrop(s, p.sage, p.sageDark, p.sageLight, 0.5, 0.35)}
  <path d="M ${w * 0.14} ${h} V ${h * 0.36} A ${w * 0.36} ${w * 0.36} 0 0 1 ${w * 0.86} ${h * 0.36} V ${h} Z" fill="${p.sageLight}" opacity="0.3" stroke="${p.gold}" stroke-opacity="0.5" stroke-width="${w * 0.004}"/>
  <g fill="${p.night}" opacity="0.55" filter="url(#soft)">${bun}<ellipse cx="${cx}" cy="${h * 0.42}" rx="${head}" ry="${head * 1.2}"/>
  <path d="M ${cx - head * 0.45} ${h * 0.5} L ${cx - head * 0.5} ${h * 0.58} C ${w * 0.22} ${h * 0.62}, ${w * 0.18} ${h * 0.72}, ${w * 0.17} ${h} H ${w * 0.83} C ${w * 0.82} ${h * 0.72}, ${w * 0.78} ${h * 0.62}, ${cx + head * 0.5} ${h * 0.58} L ${cx + head * 0.45} ${h * 0.5} Z"/></g>`
}

async function paint(relative: string, into: string, motif?: string): Promise<string> {
  const target = path.resolve(into, relative)
  const folder = relative.split(/[\\/]/)[0]
  const shape = SHAPES[folder]
  if (!target.startsWith(`${path.resolve(into)}${path.sep}`)) throw new Error(`${relative}: not inside ${into}`)
  if (!shape) throw new Error(`${relative}: the folder must be one of ${Object.keys(SHAPES).join(", ")}`)
  if (!/\.jpe?g$/i.test(relative)) throw new Error(`${relative}: placeholders are JPEG files (.jpg)`)
  if (motif && !MOTIFS[motif]) throw new Error(`--motif ${motif}: one of ${Object.keys(MOTIFS).join(", ")}`)
  if (fs.existsSync(target)) throw new Error(`${relative}: a file is there already; it is never replaced`)

  const [w, h] = shape
  const r = random(relative)
  const names = Object.keys(MOTIFS)
  const draw = folder === "team" ? portrait : MOTIFS[motif ?? names[Math.floor(r() * names.length)]]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${draw({ w, h, r })}</svg>`
  // Fine grain keeps the soft gradients from banding once they are 8-bit JPEG.
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer()
  const jpeg = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, jpeg, { flag: "wx" }) // "wx": fails rather than replace a file that appeared meanwhile
  return `${path.relative(process.cwd(), target)}  ${w}×${h}  ${(jpeg.length / 1024).toFixed(1)} KB`
}

async function main(): Promise<void> {
  const { values, positionals } = cliOptions(
    { into: { type: "string" }, motif: { type: "string" } },
    { positionals: true },
  )
  const into = path.resolve(values.into ?? IMAGES)
  if (positionals.length === 0)
    throw new Error("name the pictures to paint, e.g. team/jana.jpg (relative to content/images/)")
  for (const relative of positionals) console.log(await paint(relative, into, values.motif))
}

main().catch((error: Error) => {
  console.error(`generate-placeholders: ${error.message}`)
  process.exitCode = 1
})
