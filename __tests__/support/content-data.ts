/**
 * The real content of content/, shaped like the GraphQL answers the
 * components receive, so component tests render what visitors read.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { loadContent } from "../../src/gatsby/content/load-content"

const contentDir = path.resolve(__dirname, "..", "..", "content")
const read = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T
type WithImages = { [key: string]: unknown }

/** Image fields become empty image nodes: components then render without a picture. */
function withoutImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutImages) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as WithImages).map(([key, inner]) =>
        key === "image" || key === "shareImage"
          ? [key, { childImageSharp: null, publicURL: null }]
          : [key, withoutImages(inner)],
      ),
    ) as T
  }
  return value
}

export const siteSettings = withoutImages(
  read<Record<string, unknown>>("site.yaml"),
) as unknown as Queries.SiteSettingsHookQuery["siteSettings"] & {}
export const contact = read<Record<string, unknown>>(
  "contact.yaml",
) as unknown as Queries.ContactHookQuery["contact"] & {}

const content = loadContent(contentDir)
export const categories = content.categories.map((c) => ({
  slug: c.slug,
  name: c.name,
  description: c.description,
  treatments: c.treatments.map(({ slug, name, duration, price, description = null, badge = null }) => ({
    slug,
    name,
    duration,
    price,
    description,
    badge,
  })),
}))

export const pageData = {
  home: { homePage: withoutImages(read("pages/home.yaml")) } as unknown as Queries.HomeDataQuery,
  about: {
    aboutPage: read("pages/about.yaml"),
    allTeamMember: {
      nodes: content.team.map((m) => ({
        ...m,
        photo: null,
        photoUrl: null,
      })),
    },
  } as unknown as Queries.AboutDataQuery,
  treatments: {
    treatmentsPage: withoutImages(read("pages/treatments.yaml")),
    allCategory: { nodes: categories },
  } as unknown as Queries.TreatmentsDataQuery,
  contact: { contactPage: read("pages/contact.yaml") } as unknown as Queries.ContactDataQuery,
  notFound: { notFoundPage: read("pages/not-found.yaml") } as unknown as Queries.NotFoundDataQuery,
}

export const allTreatments = content.categories.flatMap((c) => c.treatments)
