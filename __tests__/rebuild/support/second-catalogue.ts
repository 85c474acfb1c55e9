/**
 * A second catalogue for the browser and build tests, unlike today's in every
 * way an editor may change one: another number of categories (12, or 3 with
 * `SMALL_CATALOGUE`), a category with a single treatment (its name one word
 * at the length limit) and one with many,
 * names, descriptions and badges at their length limits, treatments without a
 * description or badge, prices with haléře, the cheapest and dearest prices and
 * the shortest and longest durations the model allows, orders with gaps, file
 * names that sort differently from the order, a team member removed and one
 * added with a new photo: a cut-out portrait on a transparent ground (a PNG).
 * The texts are generated from Czech words with a fixed seed, so every run
 * builds the same site; the limits are read from the model.
 *
 * It writes into a copy of the frozen content (never content/) and says nothing of
 * what it wrote: the tests read what to expect from the copy through the
 * project's reader, as they do for content/.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { stringify } from "yaml"
import { loadContent } from "../../../src/content"
import { MAX_LENGTH } from "../../../src/content/fields"
import treatmentSchema from "../../../src/content/generated/json-schema/treatment.json"
import { palette } from "../../../src/theme/tokens"
import { seededRandom } from "../../../scripts/seeded-random"

export type CatalogueShape = {
  /** How many treatments each category holds, in page order. */
  treatmentsPerCategory: readonly number[]
}

/** More categories than today: a long first one, a single-treatment one in the middle, a short last one. */
export const LARGE_CATALOGUE: CatalogueShape = { treatmentsPerCategory: [9, 2, 4, 1, 3, 6, 2, 5, 1, 3, 4, 2] }
/** Fewer categories than today. */
export const SMALL_CATALOGUE: CatalogueShape = { treatmentsPerCategory: [6, 1, 3] }

const WORDS = (
  "péče vlasová pokožka jemná masáž hlavy šíje ramen teplý olej bylinný zábal japonský rituál klid " +
  "hloubkové čištění vodní terapie pod sprchou výživa konečky lesk objem regenerace heřmánek levandule " +
  "rozmarýn máta čajovník uvolnění napětí spánek dech vůně ručník svíčka kámen šampon kondicionér " +
  "styling fén kartáč diagnostika mikrokamera ošetření zklidnění svědění lupy mastnota suchost"
).split(" ")

/**
 * Sentences from the words above (or, for a name in capitals, words alone), cut to exactly `length`
 * characters, never ending on a space.
 */
function text(random: () => number, length: number, capitals = false): string {
  let out = ""
  while (out.length < length) {
    const count = 4 + Math.floor(random() * 6)
    const words = Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ")
    out += (out ? " " : "") + (capitals ? words.toUpperCase() : `${words[0].toUpperCase()}${words.slice(1)}.`)
  }
  return out.slice(0, length).replace(/\s$/, capitals ? "A" : "a")
}

/** A name at `length` in one word, as a name typed without spaces: it must wrap, not widen the page. */
const oneWord = (random: () => number, length: number) =>
  text(random, length * 2, true)
    .replace(/\s/g, "")
    .slice(0, length)

/** A plain name of a few words, e.g. for a category in the middle of the page. */
const shortName = (random: () => number, capitals: boolean) => text(random, 8 + Math.floor(random() * 14), capitals)

const { price, duration } = treatmentSchema.properties
/** Prices as editors write them: whole crowns, haléře, the cheapest and dearest the model allows. */
const PRICES = [1049.5, 990, 1290.9, price.minimum, 2890, 450.5, price.maximum, 1790, 89.9]
const DURATIONS = [45, 90, duration.minimum, 120, duration.maximum, 60, 75, 150, 30]

/** A portrait-shaped photo no other file has: soft light over the palette's sand, sage and clay, placed by `seed`. */
export async function paintPortrait(file: string, seed: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200">
    <defs><radialGradient id="light" cx="${35 + seed * 10}%" cy="35%" r="70%">
      <stop offset="0" stop-color="${palette.sand}"/><stop offset="0.55" stop-color="${palette.sage}"/>
      <stop offset="1" stop-color="${palette.night}"/></radialGradient></defs>
    <rect width="960" height="1200" fill="url(#light)"/>
    <ellipse cx="${400 + seed * 80}" cy="520" rx="210" ry="260" fill="${palette.clay}" opacity="0.55"/>
  </svg>`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file)
}

/**
 * A cut-out portrait, as a photo whose background an app has removed: a figure in the palette's clay and night on a
 * transparent ground, saved as a PNG; `seed` moves the head. Decoded pixels: fully transparent around the figure.
 */
export async function paintTransparentPortrait(file: string, seed: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200">
    <path d="M130 1200 C130 880 300 760 480 760 C660 760 830 880 830 1200 Z" fill="${palette.night}"/>
    <ellipse cx="${460 + seed * 20}" cy="470" rx="190" ry="240" fill="${palette.clay}"/>
  </svg>`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).png().toFile(file)
}

const write = (file: string, data: Record<string, unknown>) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, stringify(data))
}

/** Replaces the categories and treatments of `contentDir` with a generated catalogue, and changes the team. */
export async function writeSecondCatalogue(contentDir: string, shape: CatalogueShape = LARGE_CATALOGUE) {
  const random = seededRandom(`second-catalogue-${shape.treatmentsPerCategory.join(",")}`)
  const before = loadContent(contentDir)
  for (const folder of ["categories", "treatments"]) {
    fs.rmSync(path.join(contentDir, folder), { recursive: true })
  }
  const count = shape.treatmentsPerCategory.length
  let nth = 0
  for (const [index, treatments] of shape.treatmentsPerCategory.entries()) {
    // File names sort in the reverse of the page order, which comes from `order` alone (with gaps).
    const slug = `kategorie-${String(count - index).padStart(2, "0")}`
    const longest = index === 0 || index === count - 1
    write(path.join(contentDir, "categories", `${slug}.yaml`), {
      name: longest ? text(random, MAX_LENGTH.name, true) : shortName(random, true),
      description: text(random, longest ? MAX_LENGTH.intro : 60 + Math.floor(random() * 120)),
      order: (index + 1) * 10,
    })
    for (let t = 0; t < treatments; t++, nth++) {
      const atLimits = nth % 4 === 0
      const treatment: Record<string, unknown> = {
        name:
          treatments === 1
            ? oneWord(random, MAX_LENGTH.name)
            : atLimits
              ? text(random, MAX_LENGTH.name, true)
              : shortName(random, nth % 2 === 0),
        category: slug,
        order: (t + 1) * 5 + (t % 2),
        duration: DURATIONS[nth % DURATIONS.length],
        price: PRICES[nth % PRICES.length],
      }
      // Every third treatment has no description; one in four has one at the limit.
      if (nth % 3 !== 1)
        treatment.description = text(random, atLimits ? MAX_LENGTH.card : 80 + Math.floor(random() * 200))
      if (nth % 5 === 2) treatment.badge = text(random, MAX_LENGTH.badge)
      write(
        path.join(contentDir, "treatments", `${slug}-procedura-${String(treatments - t).padStart(2, "0")}.yaml`),
        treatment,
      )
    }
  }

  // The team: the member in the middle leaves, a new one joins last with a photo of her own, a cut-out on a
  // transparent ground.
  const team = before.team
  const leaving = team[Math.floor(team.length / 2)]
  if (leaving) fs.rmSync(path.join(path.dirname(contentDir), leaving.file))
  await paintTransparentPortrait(path.join(contentDir, "images", "team", "nova-terapeutka.png"), 2)
  const model = team[0]
  write(path.join(contentDir, "team", "nova-terapeutka.yaml"), {
    name: "Žofie",
    role: model?.role ?? "wellnessSpecialist",
    bio: text(random, MAX_LENGTH.card),
    photo: "../images/team/nova-terapeutka.png",
    photoAlt: text(random, MAX_LENGTH.alt),
    order: Math.max(0, ...team.map((member) => member.order)) + 7,
  })
}
