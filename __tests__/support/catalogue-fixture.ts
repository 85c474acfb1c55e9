/**
 * A generated catalogue of a grown salon (the build test of the HTML each
 * treatment adds uses 100 treatments in 12 categories): `treatments`
 * treatments in `categories` categories, in place of content/'s, with names,
 * descriptions, badges, durations and prices like the salon's own (the same
 * lengths and mix), so /treatments/ costs what it would with that many real
 * ones. Deterministic: the same counts give the same files. It passes the
 * content check like any valid edit.
 */
import fs from "node:fs"
import path from "node:path"
import { stringify } from "yaml"
import { seededRandom } from "../../scripts/seeded-random"

const CATEGORY_NAMES = [
  "HEAD SPA",
  "HEAD SPA PRO MUŽE",
  "PÉČE O VLASY",
  "KERATIN A BOTOX",
  "MASÁŽE",
  "STŘIH A STYLING",
  "OBLIČEJ",
  "RUCE A NEHTY",
  "RITUÁLY PRO DVA",
  "SEZÓNNÍ NABÍDKA",
  "DÁRKOVÉ POUKAZY",
  "DETOX",
  "AROMATERAPIE",
  "PRO NASTÁVAJÍCÍ MAMINKY",
]
const TREATMENT_WORDS = ["Klasik", "Hloubková", "Bylinná", "Relaxační", "Obnovující", "Japonská", "Expresní", "Výživná"]
const OBJECTS = ["péče", "masáž", "terapie", "rituál", "kúra", "očista", "regenerace", "hydratace"]
/** Sentences a description is drawn from, two to four each, so no two descriptions read (or compress) alike. */
const SENTENCES = [
  "Začínáme diagnostikou vlasové pokožky kamerou a rozhovorem o tom, co vaše vlasy potřebují.",
  "Jemný peeling uvolní odumřelé buňky a připraví pokožku na další péči.",
  "Masáž hlavy, šíje a ramen uvolní napětí, které si neseme celý den.",
  "Vodní terapie pod head spa sprchou prokrví pokožku a zklidní mysl.",
  "Teplé obklady s bylinnými oleji vyživí vlasy od kořínků po konečky.",
  "Napařování otevře póry, aby aktivní látky pronikly hlouběji.",
  "Na závěr výživné sérum, foukaná a lehký styling podle vašeho přání.",
  "Procedura je vhodná i pro citlivou pokožku a barvené vlasy.",
  "Doporučujeme opakovat jednou za čtyři až šest týdnů.",
  "Součástí je šálek bylinného čaje a chvíle klidu po ošetření.",
  "Aromaterapie s levandulí a cedrem prohloubí uvolnění.",
  "Ošetření zakončíme masáží obličeje a dekoltu.",
]
/** About one treatment in twenty has a badge, as in the salon's catalogue. */
const BADGES = ["Novinka", ...Array<null>(9).fill(null), "Pouze u nás", ...Array<null>(9).fill(null)]

function description(index: number, maxLength: number): string {
  const rand = seededRandom(`description ${index}`)
  const count = 2 + Math.floor(rand() * 3)
  const chosen = new Set<string>()
  while (chosen.size < count) chosen.add(SENTENCES[Math.floor(rand() * SENTENCES.length)]!)
  const text = [...chosen].join(" ")
  return text.length <= maxLength ? text : `${text.slice(0, text.lastIndexOf(" ", maxLength - 1))}…`
}

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** Writes the catalogue into `contentDir`, replacing its categories and treatments. */
export function writeCatalogue(
  contentDir: string,
  { categories, treatments }: { categories: number; treatments: number },
) {
  for (const folder of ["categories", "treatments"]) {
    fs.rmSync(path.join(contentDir, folder), { recursive: true, force: true })
    fs.mkdirSync(path.join(contentDir, folder))
  }
  const categorySlugs = Array.from({ length: categories }, (_, i) => {
    const name = CATEGORY_NAMES[i % CATEGORY_NAMES.length] + (i >= CATEGORY_NAMES.length ? ` ${i + 1}` : "")
    const key = slug(name)
    fs.writeFileSync(
      path.join(contentDir, "categories", `${key}.yaml`),
      stringify({ name, description: description(1000 + i, 80 + (i % 4) * 20), order: i + 1 }),
    )
    return key
  })
  for (let i = 0; i < treatments; i++) {
    const category = categorySlugs[i % categories]
    const order = Math.floor(i / categories) + 1
    const name = `${TREATMENT_WORDS[i % TREATMENT_WORDS.length]} ${OBJECTS[(i * 3) % OBJECTS.length]} ${order}`
    const badge = BADGES[i % BADGES.length]
    fs.writeFileSync(
      path.join(contentDir, "treatments", `${category}-${slug(name)}-${i + 1}.yaml`),
      stringify({
        name,
        category,
        order,
        duration: 30 + (i % 7) * 15,
        price: 490 + (i % 23) * 100,
        // As in the salon's catalogue: most 120–280 characters, one in nine without a description.
        ...(i % 9 !== 8 && { description: description(i, 120 + (i % 6) * 32) }),
        ...(badge && { badge }),
      }),
    )
  }
}
