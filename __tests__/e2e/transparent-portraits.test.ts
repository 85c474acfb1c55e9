/**
 * A team member's portrait with transparent parts (a cut-out PNG, as an app that removes backgrounds makes it) looks
 * on the built /about/ page as the editor's preview draws it: the figure over the card's frame, the frame's colour
 * through every transparent part. The photo's placeholder (the blurred thumbnail behind it while it loads) goes
 * once the file is drawn; before, it stayed behind the transparent parts as a blurred halo around the figure.
 *
 * The portrait's screenshot, as the visitor sees it, against the file itself: wherever the file is transparent
 * (and no figure is near, where resizing blends its edge), every pixel is the frame's colour. Today's content/ has
 * no such portrait; the second catalogue has one (__tests__/rebuild/support/second-catalogue.ts), so the test runs
 * on the edited-* projects and says why it skips on the others.
 */
import path from "node:path"
import sharp from "sharp"
import { theme } from "../../src/theme"
import { expect, test } from "./support/fixtures"
import { nextFrames, scrollThrough, visit } from "./support/pages"
import { normalise } from "../support/expected-content"

/**
 * How far (px of the screenshot) from the figure a pixel must be to count as the transparent ground: next to it the
 * browser blends the figure's edge. The halo reached 20 px beyond the figure, by up to 79 levels of a colour 2 px out.
 */
const EDGE = 3
/** How many pixels along the screenshot's edges are left out. */
const RIM = 2
/** The largest difference in a colour channel from the frame's colour: none, but for rounding. */
const TOLERANCE = 2

const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))

/** The team's photos in files that have transparent pixels: their alt text and the file. */
async function transparentPortraits(contentDir: string, team: { file: string; photo: string; photoAlt: string }[]) {
  const found: { alt: string; file: string }[] = []
  for (const member of team) {
    if (member.photo.includes("://")) continue
    const file = path.resolve(contentDir, "..", path.dirname(member.file), member.photo)
    const { isOpaque } = await sharp(file).stats()
    if (!isOpaque) found.push({ alt: member.photoAlt, file })
  }
  return found
}

/**
 * The screenshot `shot` of a portrait against its file (cropped to the same box, as the page's object-fit: cover
 * does): how many pixels are transparent ground far from the figure, those of them not in the frame's colour (as
 * "x,y rgb(…)"), and the share of the figure's opaque pixels drawn in another colour than the frame's.
 */
async function compare(
  shot: Buffer,
  file: string,
  corner: number,
): Promise<{ ground: number; wrong: string[]; figure: number }> {
  const { data: pixels, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const alpha = await sharp(file)
    .resize(width, height, { fit: "cover" })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer()
  const frame = rgbOf(theme.colors.accentSoft)
  const nearFigure = (x: number, y: number) => {
    for (let dy = -EDGE; dy <= EDGE; dy++)
      for (let dx = -EDGE; dx <= EDGE; dx++) {
        const [nx, ny] = [x + dx, y + dy]
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && alpha[ny * width + nx] > 0) return true
      }
    return false
  }
  const rgbAt = (x: number, y: number) => [0, 1, 2].map((channel) => pixels[(y * width + x) * 4 + channel])
  const differs = (rgb: number[], by: number) => rgb.some((value, channel) => Math.abs(value - frame[channel]) > by)
  let [ground, opaque, drawn] = [0, 0, 0]
  const wrong: string[] = []
  // The frame's rounded corners clip the photo, smoothing its edge into the page: squares of `corner` stay out,
  // and so do the outermost pixels, which the box's fractional position blends with the page.
  const inCorner = (x: number, y: number) => (x < corner || x >= width - corner) && (y < corner || y >= height - corner)
  for (let y = RIM; y < height - RIM; y++)
    for (let x = RIM; x < width - RIM; x++) {
      if (inCorner(x, y)) continue
      const rgb = rgbAt(x, y)
      if (alpha[y * width + x] === 255) {
        opaque++
        if (differs(rgb, 40)) drawn++
      }
      if (nearFigure(x, y)) continue
      ground++
      if (differs(rgb, TOLERANCE)) wrong.push(`${x},${y} rgb(${rgb.join(", ")})`)
    }
  return { ground, wrong, figure: opaque > 0 ? drawn / opaque : 0 }
}

test(
  "shows a transparent portrait over its frame's colour, as the editor's preview does, with no halo",
  { tag: "@content" },
  async ({ page, site, content }) => {
    const portraits = await transparentPortraits(site.contentDir, content.team)
    test.skip(portraits.length === 0, "No team photo with transparent parts in this site's content")
    await visit(page, "/about/")
    await scrollThrough(page)
    for (const { alt, file } of portraits) {
      const photo = page.getByRole("img", { name: normalise(alt) })
      // In the middle of the screen: at its top, the fixed top bar and its shadow would cover the photo.
      await photo.evaluate((img) => img.scrollIntoView({ block: "center", behavior: "instant" }))
      await nextFrames(page)
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy()
      await photo.evaluate((img: HTMLImageElement) => img.decode())
      const shot = () => photo.screenshot({ animations: "disabled" })
      // The card's frame, around the <picture> (which has no box of its own).
      const radius = await photo.evaluate((img) => {
        const frame = img.closest("picture")?.parentElement ?? img.parentElement
        return frame ? parseFloat(getComputedStyle(frame).borderTopLeftRadius) : 0
      })
      expect(radius).toBeGreaterThan(0)
      let seen = { ground: 0, wrong: [""], figure: 0 }
      const notFrameColour = async () => {
        seen = await compare(await shot(), file, Math.ceil(radius) + 1)
        return { count: seen.wrong.length, first: seen.wrong.slice(0, 5) }
      }
      // As a visitor sees it a moment after the photo arrived.
      await expect.poll(notFrameColour, { timeout: 5_000 }).toEqual({ count: 0, first: [] })
      // The figure is drawn; a good part of the box is ground, all of it in the frame's colour.
      expect(seen.figure).toBeGreaterThan(0.95)
      const box = await photo.boundingBox()
      expect(seen.ground).toBeGreaterThan(((box?.width ?? 0) * (box?.height ?? 0)) / 5)
    }
  },
)
