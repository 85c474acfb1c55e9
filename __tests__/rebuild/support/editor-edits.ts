/**
 * The edits a new editor makes to the salon's content in an ordinary week,
 * applied to a copy of the frozen content. What they change is picked from the
 * content itself through loadContent (the first category, the last, a treatment
 * of the largest one…), never by file names, so they work on any catalogue. Each edit is returned with what it changed, so
 * the test can look for it in the built site.
 */
import fs from "node:fs"
import path from "node:path"
import { parse, stringify } from "yaml"
import { loadContent, type SiteContent, type Treatment } from "../../../src/content"
import { LARGE_CATALOGUE, paintPortrait, SMALL_CATALOGUE, writeSecondCatalogue } from "./second-catalogue"

type Named = { name: string }

export type EditorEdits = {
  /** A new treatment, last in the first category; its name has Czech diacritics in both cases. */
  added: Named & { category: string; duration: number; price: number }
  /** A treatment taken off the site (Odebrat z webu): its file stays, with `removed: true`. */
  removed: Named
  /** Treatments with a new price and duration. */
  changed: (Named & { price: number; duration: number; was: { price: number; duration: number } })[]
  /** A category whose first and last treatments swapped places. */
  reordered: { category: string; before: string[] }
  /** A category deleted after every treatment moved out of it, to the end of another one. */
  emptied: Named & { movedTo: string; treatments: string[] }
  /** A seventh team member (if the team had six) with a new photo file. */
  joined: Named & { photoFile: string }
  /** A team member who left, taken off the site (Odebrat z webu) as the editor does it. */
  left: Named
  contact: { street: string; phone: string; openingHours: string; was: { street: string; phone: string } }
  /** New page texts: the about page's heading and the treatments page's introduction. */
  texts: { aboutHeading: string; treatmentsIntro: string }
}

/** Reads, changes and writes back one YAML file of the copy (comments are not kept: a copy needs none). */
function editYaml(projectDir: string, file: string, change: (data: Record<string, unknown>) => void): void {
  const full = path.join(projectDir, file)
  const data = parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>
  change(data)
  fs.writeFileSync(full, stringify(data))
}

const contentFile = (name: string) => path.posix.join("content", name)
const maxOrder = (entries: readonly { order: number }[]) => Math.max(0, ...entries.map((entry) => entry.order))
const allTreatments = (content: SiteContent) => content.categories.flatMap((category) => category.treatments)
/** A name that only one treatment has, so the page can be searched for it. */
const unique = (content: SiteContent) => (treatment: Treatment) =>
  allTreatments(content).filter((other) => other.name === treatment.name).length === 1

/** A file name in `dir` that is not taken yet, from a readable stem. */
function freeName(dir: string, stem: string, extension: string): string {
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? "" : `-${n}`}${extension}`
    if (!fs.existsSync(path.join(dir, name))) return name
  }
}

/** Applies the week's edits to the content of `projectDir` and says what changed. */
export async function makeEditorEdits(projectDir: string): Promise<EditorEdits> {
  const contentDir = path.join(projectDir, "content")
  const read = () => loadContent(contentDir)
  let content = read()
  if (content.categories.length < 2) throw new Error("The second site needs two categories to move treatments between")

  // Every treatment moves out of the last category, to the end of the first; then the category goes.
  const [first, last] = [content.categories[0], content.categories[content.categories.length - 1]]
  last.treatments.forEach((treatment, index) =>
    editYaml(projectDir, treatment.file, (data) => {
      data.category = first.slug
      data.order = maxOrder(first.treatments) + index + 1
    }),
  )
  fs.rmSync(path.join(projectDir, last.file))
  const emptied = { name: last.name, movedTo: first.slug, treatments: last.treatments.map((t) => t.name) }
  content = read()

  // The first and last treatments of the largest other category swap places (of the first, if no other has two).
  const largest =
    [...content.categories.slice(1)]
      .filter((category) => category.treatments.length > 1)
      .sort((a, b) => b.treatments.length - a.treatments.length)[0] ?? content.categories[0]
  const swap = [largest.treatments[0], largest.treatments[largest.treatments.length - 1]]
  if (swap[0] === swap[1]) throw new Error("The second site needs a category with two treatments to reorder")
  editYaml(projectDir, swap[0].file, (data) => (data.order = swap[1].order))
  editYaml(projectDir, swap[1].file, (data) => (data.order = swap[0].order))
  const reordered = { category: largest.slug, before: largest.treatments.map((t) => t.name) }
  content = read()

  // A treatment no other edit touches leaves: one between the swapped ones, else one of the first category.
  const touched = new Set([...swap, ...last.treatments].map((t) => t.slug))
  const untouched = (t: Treatment) => !touched.has(t.slug) && unique(content)(t)
  const largestNow = content.categories.find((category) => category.slug === largest.slug)!
  const gone = [...largestNow.treatments, ...content.categories[0].treatments].find(untouched)
  if (!gone) throw new Error("The second site found no treatment it could remove and still find by name")
  // Taken off the site as the editor does it (Odebrat z webu): the file stays, with `removed: true`.
  editYaml(projectDir, gone.file, (data) => (data.removed = true))
  const removed = { name: gone.name }
  touched.add(gone.slug)
  content = read()

  // Two more treatments get new prices and durations: one dearer and longer, one cheaper and shorter.
  const [dearer, cheaper] = allTreatments(content).filter(untouched)
  if (!cheaper) throw new Error("The second site needs two more treatments to change prices of")
  // Durations stay within the allowed 15–210 minutes.
  const shift = (minutes: number, by: number) =>
    minutes + by >= 15 && minutes + by <= 210 ? minutes + by : minutes - by
  const changed = [
    { treatment: dearer, price: Math.max(dearer.price + 10, Math.round((dearer.price * 1.1) / 10) * 10), by: 15 },
    { treatment: cheaper, price: cheaper.price > 200 ? cheaper.price - 100 : cheaper.price + 100, by: -15 },
  ].map(({ treatment, price, by }) => {
    const duration = shift(treatment.duration, by)
    editYaml(projectDir, treatment.file, (data) => Object.assign(data, { price, duration }))
    return { name: treatment.name, price, duration, was: { price: treatment.price, duration: treatment.duration } }
  })

  // A new treatment, copied from the first one of the first category as the guide says, last in that category.
  const template = content.categories[0].treatments[0]
  const added = {
    name: "ŠŤASTNÁ HLAVA – heřmánkový rituál",
    category: content.categories[0].slug,
    duration: 75,
    price: 1890,
  }
  const treatmentsDir = path.dirname(template.file)
  const addedFile = path.join(
    treatmentsDir,
    freeName(path.join(projectDir, treatmentsDir), `${added.category}-stastna-hlava`, ".yaml"),
  )
  fs.copyFileSync(path.join(projectDir, template.file), path.join(projectDir, addedFile))
  editYaml(projectDir, addedFile, (data) => {
    Object.assign(data, { name: added.name, duration: added.duration, price: added.price })
    data.order = maxOrder(content.categories[0].treatments) + 1
    data.description = "Příliš žluťoučký kůň úpěl ďábelské ódy – a pak při heřmánkové masáži hlavy usnul."
    delete data.badge
  })

  // A new member with a new photo joins, copied from the last member; a member from the middle leaves.
  const team = content.team
  const model = team[team.length - 1]
  if (!model) throw new Error("The second site needs a team member to copy")
  const teamDir = path.join(projectDir, path.dirname(model.file))
  // The new photo goes where the model's photo is, if it is a file.
  const photoDir = model.photo.includes("://")
    ? path.join(contentDir, "images", "team")
    : path.dirname(path.resolve(teamDir, model.photo))
  const photoFile = path.join(photoDir, freeName(photoDir, "lubica", ".jpg"))
  await paintPortrait(photoFile, 1)
  // A Slovak name: her Ľ comes from the font file of the other Latin Extended-A letters.
  const joined = { name: "Ľubica", photoFile }
  fs.writeFileSync(
    path.join(teamDir, freeName(teamDir, "lubica", ".yaml")),
    stringify({
      name: joined.name,
      role: model.role,
      bio: "Ľubica k nám přišla z lázní v Piešťanech, kde se učila vodní terapii. Ráda připravuje bylinné zábaly a čaj na závěr.",
      photo: path.relative(teamDir, photoFile).split(path.sep).join("/"),
      photoAlt: "Ľubica, nová terapeutka, s šálkem bylinného čaje u okna",
      order: maxOrder(team) + 1,
    }),
  )
  const named = team.filter((member) => team.filter((other) => other.name === member.name).length === 1)
  const leaving = named[Math.floor(named.length / 2)]
  if (!leaving) throw new Error("The second site needs a team member with a name of her own to remove")
  editYaml(projectDir, leaving.file, (data) => (data.removed = true))
  const left = { name: leaving.name }

  // The salon moves: street, phone and opening hours (the map follows the street, as contact.yaml asks).
  const was = { street: content.contact.street, phone: content.contact.phone }
  const contact = {
    street: was.street === "Lázeňská 12" ? "Lázeňská 14" : "Lázeňská 12",
    phone: was.phone === "+420 777 888 999" ? "+420 777 888 990" : "+420 777 888 999",
    openingHours: "Po–Pá 9:00–19:00, So 9:00–13:00",
    was,
  }
  editYaml(projectDir, contentFile("contact.yaml"), (data) => {
    const map = data.map as Record<string, string>
    Object.assign(data, { street: contact.street, phone: contact.phone, openingHours: contact.openingHours })
    for (const key of ["title", "query"]) map[key] = map[key].split(was.street).join(contact.street)
  })

  // Two page texts: a heading (the about page's h1) and a paragraph.
  const texts = {
    aboutHeading: content.pages.about.heading === "Náš příběh" ? "Náš příběh v Teplicích" : "Náš příběh",
    treatmentsIntro: "Nově přijímáme i ve večerních hodinách. Vyberte si péči podle toho, kolik času si chcete dopřát.",
  }
  editYaml(projectDir, contentFile("pages/about.yaml"), (data) => (data.heading = texts.aboutHeading))
  editYaml(projectDir, contentFile("pages/treatments.yaml"), (data) => (data.intro = texts.treatmentsIntro))

  return { added, removed, changed, reordered, emptied, joined, left, contact, texts }
}

/** Rewrites the line of one field in a YAML file as an editor would type it in a text editor. */
function typeLine(projectDir: string, file: string, field: string, raw: string): void {
  const full = path.join(projectDir, file)
  fs.writeFileSync(full, fs.readFileSync(full, "utf8").replace(new RegExp(`^${field}:.*$`, "m"), `${field}: ${raw}`))
}

/** A PNG header that promises 100,000 × 100,000 pixels: a few bytes that would unpack into 40 GB. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write("IHDR", 4, "latin1")
  ihdr.writeUInt32BE(100_000, 8)
  ihdr.writeUInt32BE(100_000, 12)
  ihdr.set([8, 6, 0, 0, 0], 16)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr])
}

/**
 * The slips that must never go live, one per file: a price with its currency
 * (text), a price with a thousands dot (YAML alone would read 1.49 Kč), a
 * decimal comma, a duration with a leading zero under a %YAML 1.1 line, a
 * badge too long for its card, an emoji, and a gallery photo replaced by a
 * decompression bomb. Returns the content files it broke.
 */
export function makeBrokenEdit(projectDir: string): string[] {
  const content = loadContent(path.join(projectDir, "content"))
  const [currency, thousandsDot, decimalComma, directive, longBadge] = allTreatments(content)
  if (!longBadge) throw new Error("The second site needs five treatments to break")
  editYaml(projectDir, currency.file, (data) => (data.price = `${String(data.price)} Kč`))
  typeLine(projectDir, thousandsDot.file, "price", "1.490")
  typeLine(projectDir, decimalComma.file, "price", "990,50")
  typeLine(projectDir, directive.file, "duration", "090")
  const directiveFile = path.join(projectDir, directive.file)
  fs.writeFileSync(directiveFile, `%YAML 1.1\n---\n${fs.readFileSync(directiveFile, "utf8")}`)
  editYaml(projectDir, longBadge.file, (data) => (data.badge = "Jen u nás a jen tento měsíc, pospěšte si"))
  const home = contentFile("pages/home.yaml")
  editYaml(projectDir, home, (data) => {
    const hero = data.hero as Record<string, string>
    hero.tagline = `${hero.tagline} ✨`
  })
  const galleryImage = content.pages.home.gallery.images[0].image
  fs.writeFileSync(path.resolve(path.join(projectDir, path.dirname(home)), galleryImage), pixelBomb())
  return [currency, thousandsDot, decimalComma, directive, longBadge].map((t) => t.file).concat(home)
}

/**
 * The second site of Playwright's edited-* projects: a catalogue unlike the frozen content's
 * (second-catalogue.ts: 12 categories, or 3 with SECOND_CATALOGUE=small), then a week's edits on top of it.
 */
export async function makeEditedSite(projectDir: string): Promise<EditorEdits> {
  const shape = process.env.SECOND_CATALOGUE === "small" ? SMALL_CATALOGUE : LARGE_CATALOGUE
  await writeSecondCatalogue(path.join(projectDir, "content"), shape)
  return makeEditorEdits(projectDir)
}
