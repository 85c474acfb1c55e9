import {
  offerCatalog,
  priceRange,
  type SalonFacts,
  salonJsonLd,
  serializeJsonLd,
} from "../../src/components/seo/json-ld"
import { pageTitle } from "../../src/components/seo/page-title"
import { robotsTxt } from "../../src/gatsby/post-build/robots"

const salon: SalonFacts = {
  name: "Head Spa Teplice",
  description: "Japonský head spa v Teplicích.",
  siteUrl: "https://www.example.com",
  imageUrl: "https://www.example.com/static/abc/share.jpg",
  street: "Ukázková 123",
  postcode: "415 01",
  city: "Teplice",
  phone: "+420 123 456 789",
  openingHours: "Dle objednání",
  bookingUrl: "https://booking.example.com/salon",
  sameAs: ["https://www.example.com/instagram", "https://www.example.com/facebook"],
  prices: [1290, 300, 4000, 990],
}

// schema-dts types each node as a union of every schema.org type; the tests read the JSON a page carries.
type Json = Record<string, unknown>
const asJson = (value: object): Json => JSON.parse(JSON.stringify(value)) as Json

const categories: Queries.OfferCatalogCategoryFragment[] = [
  {
    slug: "head-spa",
    name: "HEAD SPA",
    description: "Japonské rituály.",
    treatments: [
      { slug: "head-spa-classic", name: "CLASSIC", price: 1290 },
      { slug: "head-spa-express", name: "EXPRESS", price: 990 },
    ],
  },
  {
    slug: "massages",
    name: "MASÁŽE",
    description: "Masáže.",
    treatments: [{ slug: "massages-head", name: "Masáž hlavy", price: 490 }],
  },
]
const addressOf = (slug: string) => `https://www.example.com/treatments/#${slug}`

describe("salonJsonLd", () => {
  const data = asJson(salonJsonLd(salon))

  it("describes the salon as a DaySpa in the schema.org context", () => {
    expect(data["@context"]).toBe("https://schema.org")
    expect(data["@type"]).toBe("DaySpa")
    expect(data).toMatchObject({ name: salon.name, description: salon.description, url: "https://www.example.com/" })
  })

  it("has the postal address with the country code", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Ukázková 123",
      postalCode: "415 01",
      addressLocality: "Teplice",
      addressCountry: "CZ",
    })
  })

  it("has the phone, the image and the social profiles", () => {
    expect(data).toMatchObject({ telephone: salon.phone, image: salon.imageUrl, sameAs: salon.sameAs })
  })

  it("gives the price range from the cheapest to the dearest treatment", () => {
    expect(data.priceRange).toBe("300–4000 Kč")
  })

  it("states no opening hours, since an hours entry without times would mean closed", () => {
    expect(data).not.toHaveProperty("openingHours")
    expect(data).not.toHaveProperty("openingHoursSpecification")
  })

  it("expresses 'by appointment' as a reservation through the booking page", () => {
    expect(data.potentialAction).toEqual({
      "@type": "ReserveAction",
      target: { "@type": "EntryPoint", urlTemplate: salon.bookingUrl },
    })
    expect(data.additionalProperty).toMatchObject({
      propertyID: "https://schema.org/openingHours",
      value: "Dle objednání",
    })
  })

  it("adds the offer catalogue only when given one", () => {
    expect(data).not.toHaveProperty("hasOfferCatalog")
    const catalog = offerCatalog("Naše procedury", categories, addressOf)
    expect(asJson(salonJsonLd(salon, catalog)).hasOfferCatalog).toEqual(asJson(catalog))
  })
})

describe("offerCatalog", () => {
  type Group = {
    name: string
    itemListElement: { price: number; priceCurrency: string; itemOffered: { url: string } & Json }[]
  }
  const catalog = asJson(offerCatalog("Naše procedury", categories, addressOf))
  const groups = catalog.itemListElement as Group[]

  it("groups the offers by category in page order", () => {
    expect(catalog).toMatchObject({ "@type": "OfferCatalog", name: "Naše procedury" })
    expect(groups.map((g) => g.name)).toEqual(["HEAD SPA", "MASÁŽE"])
    expect(groups[0]).toMatchObject({ "@type": "OfferCatalog", description: "Japonské rituály." })
  })

  it("prices every treatment in CZK", () => {
    expect(groups.flatMap((g) => g.itemListElement.map((o) => [o.price, o.priceCurrency]))).toEqual([
      [1290, "CZK"],
      [990, "CZK"],
      [490, "CZK"],
    ])
  })

  it("offers each treatment as a Service with its name and address, not its description (the card's own text)", () => {
    expect(groups[0].itemListElement[0]).toEqual({
      "@type": "Offer",
      price: 1290,
      priceCurrency: "CZK",
      itemOffered: { "@type": "Service", name: "CLASSIC", url: "https://www.example.com/treatments/#head-spa-classic" },
    })
  })

  it("points each offered service and each category at its own address on the page", () => {
    expect(
      groups.map((g) => [(g as Group & { url: string }).url, g.itemListElement.map((o) => o.itemOffered.url)]),
    ).toEqual([
      [
        "https://www.example.com/treatments/#head-spa",
        [
          "https://www.example.com/treatments/#head-spa-classic",
          "https://www.example.com/treatments/#head-spa-express",
        ],
      ],
      ["https://www.example.com/treatments/#massages", ["https://www.example.com/treatments/#massages-head"]],
    ])
  })
})

describe("priceRange", () => {
  it.each([
    [[1290, 300, 4000], "300–4000 Kč"],
    [[990], "990 Kč"],
    [[], undefined],
  ])("gives %p as %p", (prices, expected) => {
    expect(priceRange(prices)).toBe(expected)
  })
})

describe("serializeJsonLd", () => {
  it("cannot close its script element early", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})

describe("pageTitle", () => {
  it("adds the salon name to a page title", () => {
    expect(pageTitle("Stránka nenalezena", "Head Spa Teplice")).toBe("Stránka nenalezena – Head Spa Teplice")
  })

  it("does not repeat a name the title already has, whatever the spaces", () => {
    expect(pageTitle("Kontakt – Head Spa Teplice", "Head Spa Teplice")).toBe("Kontakt – Head Spa Teplice")
    expect(pageTitle("O nás – Head\u00a0Spa Teplice", "Head Spa Teplice")).toBe("O nás – Head\u00a0Spa Teplice")
  })
})

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap index at the site's address", () => {
    expect(robotsTxt("https://www.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap-index.xml\n",
    )
  })
})
