/**
 * The addresses of categories and treatments in the built /treatments/ page
 * (docs/product.md, Treatments): every category and treatment of the content has an element whose
 * id is its slug, so /treatments/#<slug> lands on it even before (or without)
 * JavaScript, and the structured data's offers point at exactly those
 * addresses on the site's public URL.
 */
import { expect, test } from "@playwright/test"
import { type BuiltSite, builtPage, normalise } from "../../support/built-site"
import { SITE_URL } from "../../support/site-url"

const pageUrl = `${SITE_URL}/treatments/`

type Service = { name: string; url?: string }
type Offer = { itemOffered: Service }
type Group = { name: string; url?: string; itemListElement: Offer[] }

export function checkTreatmentAddresses(site: BuiltSite) {
  const page = () => builtPage(site, "/treatments/")
  const catalog = () => {
    const [script, ...others] = [...page().querySelectorAll('script[type="application/ld+json"]')]
    expect(others).toHaveLength(0)
    const data = JSON.parse(script?.textContent ?? "{}") as { hasOfferCatalog?: { itemListElement: Group[] } }
    return data.hasOfferCatalog?.itemListElement ?? []
  }

  test("gives every category and treatment an element named by its slug, once, around its own heading", () => {
    const found = site.content.categories.flatMap((category) => [
      [category.slug, category.name] as const,
      ...category.treatments.map((treatment) => [treatment.slug, treatment.name] as const),
    ])
    const shown = found.map(([slug, name]) => {
      const matches = [...page().querySelectorAll("[id]")].filter((element) => element.id === slug)
      // A category's heading goes on with its count ("3 procedury"); a treatment's is its name alone.
      const heading = normalise(matches[0]?.querySelector("h2, h3")?.textContent)
      if (matches.length !== 1) return [slug, `${matches.length} elements`] as const
      return [slug, heading.startsWith(normalise(name)) ? normalise(name) : heading] as const
    })
    expect(shown).toEqual(found.map(([slug, name]) => [slug, normalise(name)]))
  })

  test("points each category and offered service of the structured data at its address on the page", () => {
    const expected = site.content.categories.map((category) => ({
      name: category.name,
      url: `${pageUrl}#${category.slug}`,
      offers: category.treatments.map((treatment) => ({
        name: treatment.name,
        url: `${pageUrl}#${treatment.slug}`,
      })),
    }))
    const published = catalog().map((group) => ({
      name: group.name,
      url: group.url,
      offers: group.itemListElement.map((offer) => ({
        name: offer.itemOffered.name,
        url: offer.itemOffered.url,
      })),
    }))
    expect(published).toEqual(expected)
  })
}
