/**
 * The real content of content/, read by the project's own reader (loadContent)
 * and shaped like the answers of the page and static queries, typed by their
 * generated types: component tests render what visitors read, and their
 * expectations follow every valid edit. Images are left out (no processed
 * renditions), so sections render without a picture.
 */
import path from "node:path"
import { loadContent } from "../../src/content"

export const content = loadContent(path.resolve(__dirname, "..", "..", "content"))
const { site, pages } = content

const noImage = { childImageSharp: null }
const withoutImages = <T extends { image: unknown }>(items: readonly T[]) =>
  items.map((item) => ({ ...item, image: noImage }))

export const siteSettings: NonNullable<Queries.SiteSettingsHookFragment["siteSettings"]> = site
export const contact: NonNullable<Queries.ContactHookFragment["contact"]> = content.contact
export const treatmentLabels: NonNullable<Queries.TreatmentLabelsHookFragment["treatmentsPage"]> = pages.treatments

export const categories: Queries.CategoryCardFragment[] = content.categories.map((category) => ({
  slug: category.slug,
  name: category.name,
  description: category.description,
  treatments: category.treatments.map((treatment) => ({
    ...treatment,
    description: treatment.description ?? null,
    badge: treatment.badge ?? null,
  })),
}))

export const team: Queries.TeamMemberFragment[] = content.team.map((member) => ({
  ...member,
  photo: null,
  photoUrl: member.photo.startsWith("https://") ? member.photo : null,
}))

/** Each page's `data`, as its page query answers it. */
export const pageData = {
  home: {
    homePage: {
      ...pages.home,
      hero: { ...pages.home.hero, image: noImage },
      gallery: { ...pages.home.gallery, images: withoutImages(pages.home.gallery.images) },
    },
  } satisfies Queries.HomeDataQuery,
  about: { aboutPage: pages.about, allTeamMember: { nodes: team } } satisfies Queries.AboutDataQuery,
  treatments: {
    treatmentsPage: {
      ...pages.treatments,
      gallery: { ...pages.treatments.gallery, images: withoutImages(pages.treatments.gallery.images) },
    },
    allCategory: { nodes: categories },
  } satisfies Queries.TreatmentsDataQuery,
  contact: { contactPage: pages.contact } satisfies Queries.ContactDataQuery,
  notFound: { notFoundPage: pages.notFound } satisfies Queries.NotFoundDataQuery,
}

export const allTreatments = content.categories.flatMap((category) => category.treatments)
