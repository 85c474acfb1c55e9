/**
 * What the browser tests expect to read, taken from content/ itself, so an
 * editor's change to a price moves the expectation with it. Formats are written
 * out here (not imported from src/utils) so the tests check them independently.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { rootDir } from "./server"

const contentDir = path.join(rootDir, "content")
const read = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T
/** Each entry with its key, the file name without .yaml (a treatment's `category` names its category's file). */
const readFolder = <T>(folder: string): (T & { slug: string })[] =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ ...read<T>(path.join(folder, name)), slug: name.replace(/\.yaml$/, "") }))

type SiteYaml = { bookingUrl: string; nav: { label: string; path: string }[]; labels: Record<string, string> }
type ContactYaml = {
  street: string
  postcode: string
  city: string
  phone: string
  openingHours: string
  map: { title: string }
}
type NotFoundYaml = { heading: string; homeLink: string; treatmentsLink: string }
type ContactPageYaml = { copy: { address: string; phone: string; addressDone: string; phoneDone: string } }
type CategoryYaml = { name: string; order: number }
type TreatmentYaml = { name: string; category: string; order: number; duration: number; price: number }

export const site = read<SiteYaml>("site.yaml")
export const contact = read<ContactYaml>("contact.yaml")
export const notFoundPage = read<NotFoundYaml>("pages/not-found.yaml")
export const contactPage = read<ContactPageYaml>("pages/contact.yaml")

/** The salon's address on one line, as it is read and copied. */
/** The address as the copy button puts it on the clipboard. */
export const address = `${contact.street}, ${contact.postcode} ${contact.city}`
/** The address as the page shows it, street on one line and postcode and town on the next, read as one line. */
export const shownAddress = `${contact.street} ${contact.postcode} ${contact.city}`

/** Visible text as a reader sees it: non-breaking spaces as spaces, whitespace collapsed. */
export const normalise = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim()

/** `1,290.00 Kč`: thousands comma, two decimals (SPEC §3). */
export const priceText = (crowns: number) =>
  `${crowns.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Kč`
/** `90 min` (SPEC §3). */
export const durationText = (minutes: number) => `${minutes} min`

export type ExpectedTreatment = { name: string; duration: string; price: string }
export type ExpectedCategory = { id: string; name: string; treatments: ExpectedTreatment[] }

const treatments = readFolder<TreatmentYaml>("treatments")

/** The categories in page order, each with its treatments in order, as the page shows them. */
export const categories: ExpectedCategory[] = readFolder<CategoryYaml>("categories")
  .sort((a, b) => a.order - b.order)
  .map((category) => ({
    id: category.slug,
    name: normalise(category.name),
    treatments: treatments
      .filter((treatment) => treatment.category === category.slug)
      .sort((a, b) => a.order - b.order)
      .map((treatment) => ({
        // content/ may keep a one-letter word to the next with a non-breaking space.
        name: normalise(treatment.name),
        duration: durationText(treatment.duration),
        price: priceText(treatment.price),
      })),
  }))

export const allTreatments = categories.flatMap((category) => category.treatments)
