/**
 * A generated catalogue for the benchmark of a growing salon: `treatments`
 * treatments in `categories` categories, in place of content/'s, with names,
 * descriptions, badges, durations and prices like the salon's own (the same
 * lengths and mix), so /treatments/ costs what it would with that many real
 * ones. Deterministic: the same counts give the same files. It passes the
 * content check like any valid edit.
 */
import fs from "node:fs"
import path from "node:path"
import { stringify } from "yaml"

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
const DESCRIPTION =
  "Diagnostika vlasové pokožky kamerou, jemné čištění peelingem, masáž hlavy, šíje a ramen a vodní terapie pod head spa sprchou. Na závěr výživné sérum a styling."
const BADGES = ["Novinka", "Pouze u nás", "Oblíbené", null, null, null]

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
      stringify({ name, description: `${DESCRIPTION.slice(0, 90 + (i % 4) * 20)}.`, order: i + 1 }),
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
        description: DESCRIPTION.slice(0, 120 + (i % 5) * 30),
        ...(badge && { badge }),
      }),
    )
  }
}
