/**
 * What a visitor should read on a built site, from the content it was built from through the project's own
 * reader (loadContent), so a valid edit by the salon moves the expectation with it. The display formats are
 * written out here, not imported from src/utils, so they are checked independently. The build checks (Jest)
 * share it with the browser tests.
 */
import type { SiteContent } from "../../src/content"
import { normalise } from "./built-site"

export { normalise }

/** `1,290.00 Kč`: thousands comma, two decimals (docs/product.md, Treatments). */
export const priceText = (crowns: number) =>
  `${crowns.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Kč`
/** `90 min` (docs/product.md, Treatments). */
export const durationText = (minutes: number) => `${minutes} min`

/** A duration and a price as a whole text, as the page writes them. */
export const DURATION = /^\d+\s+min$/
export const PRICE = /^\d{1,3}(,\d{3})*\.\d{2}\s+Kč$/

export type Expected = ReturnType<typeof expectedFrom>
export type ExpectedTreatment = Expected["treatments"][number]
export type ExpectedMember = Expected["team"][number]

export function expectedFrom(content: SiteContent) {
  const { site, contact, pages } = content
  const categories = content.categories.map((category) => ({
    slug: category.slug,
    name: normalise(category.name),
    treatments: category.treatments.map((treatment) => ({
      // content/ may keep a one-letter word to the next with a non-breaking space.
      name: normalise(treatment.name),
      duration: durationText(treatment.duration),
      price: priceText(treatment.price),
    })),
  }))
  return {
    site,
    contact,
    pages,
    /** The address as the copy button puts it on the clipboard. */
    address: `${contact.street}, ${contact.postcode} ${contact.city}`,
    /** The address as the page shows it, street on one line and postcode and town on the next, read as one line. */
    shownAddress: normalise(`${contact.street} ${contact.postcode} ${contact.city}`),
    /** The four routes (docs/product.md, Pages) and the h1 each shows. */
    routes: [
      { path: "/", heading: normalise(pages.home.hero.title) },
      { path: "/about/", heading: normalise(pages.about.heading) },
      { path: "/treatments/", heading: normalise(pages.treatments.heading) },
      { path: "/contact/", heading: normalise(pages.contact.heading) },
    ],
    /** The categories in page order, each with its treatments in order. */
    categories,
    treatments: categories.flatMap((category) => category.treatments),
    team: content.team.map((member) => ({
      name: normalise(member.name),
      role: site.roles[member.role],
      bio: normalise(member.bio),
      photoAlt: normalise(member.photoAlt),
      /** As written in YAML: a path relative to `file` (the member's YAML file, from the project root), or an address. */
      photo: member.photo.trim(),
      file: member.file,
    })),
  }
}

/** Whether a photo is an address on another host rather than a file in content/images. */
export const isWebAddress = (photo: string) => photo.includes("://")

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Initials as a portrait shows them when there is no photo: the first letters of up to two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase()
