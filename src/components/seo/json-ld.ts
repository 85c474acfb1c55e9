/**
 * Structured data (schema.org JSON-LD) built from content by pure functions, so
 * every rule is unit-tested without Gatsby.
 * https://developers.google.com/search/docs/appearance/structured-data/local-business
 */
import { graphql } from "gatsby"
import type { DaySpa, Offer, OfferCatalog, WithContext } from "schema-dts"

export type SalonFacts = {
  name: string
  description: string
  /** The site's address without a trailing slash. */
  siteUrl: string
  imageUrl: string
  street: string
  postcode: string
  city: string
  phone: string
  /** The opening hours as editors write them, e.g. "Dle objednání". */
  openingHours: string
  bookingUrl: string
  sameAs: readonly string[]
  prices: readonly number[]
}

/** What the offer catalogue needs of each category; /treatments/ spreads it into its query. */
export const offerCatalogFragment = graphql`
  fragment OfferCatalogCategory on Category {
    slug
    name
    description
    treatments {
      slug
      name
      price
    }
  }
`

type CatalogTreatment = Queries.OfferCatalogCategoryFragment["treatments"][number]

/** "300–4000 Kč" from the cheapest and the dearest treatment; undefined without prices. */
export function priceRange(prices: readonly number[]): string | undefined {
  if (prices.length === 0) return undefined
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? `${low} Kč` : `${low}–${high} Kč`
}

/**
 * The salon as a DaySpa, the HealthAndBeautyBusiness subtype closest to what it
 * sells: its core is spa rituals for the scalp and massages, with hair care as
 * part of that care (HairSalon or BeautySalon would describe only a side of it).
 *
 * Opening hours are "by appointment", which schema.org cannot express:
 * openingHours takes only day and time ranges, and an OpeningHoursSpecification
 * without `opens` means closed. So both are left out (unknown, not closed), the
 * booking page is the ReserveAction through which a visit is arranged, and the
 * editors' wording stays as a PropertyValue tied to schema.org/openingHours.
 */
export function salonJsonLd(salon: SalonFacts, catalog?: OfferCatalog): WithContext<DaySpa> {
  return {
    "@context": "https://schema.org",
    "@type": "DaySpa",
    "@id": `${salon.siteUrl}/#salon`,
    name: salon.name,
    description: salon.description,
    url: `${salon.siteUrl}/`,
    image: salon.imageUrl,
    telephone: salon.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: salon.street,
      postalCode: salon.postcode,
      addressLocality: salon.city,
      addressCountry: "CZ",
    },
    sameAs: [...salon.sameAs],
    priceRange: priceRange(salon.prices),
    potentialAction: {
      "@type": "ReserveAction",
      target: { "@type": "EntryPoint", urlTemplate: salon.bookingUrl },
    },
    additionalProperty: {
      "@type": "PropertyValue",
      propertyID: "https://schema.org/openingHours",
      value: salon.openingHours,
    },
    ...(catalog && { hasOfferCatalog: catalog }),
  }
}

/**
 * What only structured data can say about a treatment: its name, price and address. Its description is
 * the card's own text on the same page, and the address is the service's (an offer of it needs no second
 * copy): each would add its bytes to the page's HTML for every treatment (docs/performance.md).
 */
function offer({ slug, name, price }: CatalogTreatment, addressOf: (slug: string) => string): Offer {
  return {
    "@type": "Offer",
    price,
    priceCurrency: "CZK",
    itemOffered: { "@type": "Service", name, url: addressOf(slug) },
  }
}

/**
 * Every treatment as an Offer, in one nested catalogue per category, in page
 * order. Each category and each offered service carries its own address on the page
 * (`addressOf(slug)`: /treatments/#slug made absolute), so a search result can
 * link straight to one ritual.
 */
export function offerCatalog(
  name: string,
  categories: readonly Queries.OfferCatalogCategoryFragment[],
  addressOf: (slug: string) => string,
): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    name,
    itemListElement: categories.map((category) => ({
      "@type": "OfferCatalog",
      name: category.name,
      description: category.description,
      url: addressOf(category.slug),
      itemListElement: category.treatments.map((treatment) => offer(treatment, addressOf)),
    })),
  }
}

/** JSON for a <script> element: "<" is escaped so text such as "</script>" in content cannot end it early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
