/**
 * Search and sharing on the built site: every page's head tags, the salon's
 * structured data (checked against the content it was built from), the
 * sitemap, robots.txt and the web app manifest.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import sharp from "sharp"
import { palette } from "../../../src/theme/tokens"
import { type BuiltSite, builtFile, builtPage, imageFileOf, staticFolderOf } from "../../support/built-site"
import { SITE_URL as siteUrl } from "../../support/site-url"

const ROUTES = ["/", "/about/", "/treatments/", "/contact/"]
const PAGES = [...ROUTES, "/404/"]

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? ""

type Offer = { price: number; priceCurrency: string; itemOffered: { name: string } }
type Salon = {
  "@type": string
  telephone: string
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string }
  hasOfferCatalog?: { itemListElement: { name: string; itemListElement: Offer[] }[] }
}
function jsonLd(doc: Document): Salon {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')]
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0].textContent ?? "") as Salon
}

export function checkSeo(site: BuiltSite) {
  const page = (route: string) => builtPage(site, route)
  /** The file in public/ that a URL of this site (absolute or root-relative) points at. */
  const publicFile = (url: string) =>
    path.join(site.publicDir, decodeURIComponent(new URL(url, `${siteUrl}/`).pathname))

  test.describe("titles and descriptions", () => {
    for (const route of PAGES) {
      test(`${route} has a title and a description`, () => {
        expect(page(route).title.trim()).not.toBe("")
        expect(meta(page(route), "description").trim()).not.toBe("")
      })
    }

    test("every page has its own title", () => {
      const titles = PAGES.map((route) => page(route).title)
      expect(new Set(titles).size).toBe(titles.length)
    })

    test("every page has its own description", () => {
      const descriptions = PAGES.map((route) => meta(page(route), "description"))
      expect(new Set(descriptions).size).toBe(descriptions.length)
    })

    for (const route of PAGES) {
      test(`${route} names the salon once in its title`, () => {
        expect(page(route).title.split(site.content.site.name)).toHaveLength(2)
      })
    }
  })

  test.describe("addresses", () => {
    for (const route of ROUTES) {
      test(`${route} has a canonical address and og:url of its own route`, () => {
        const canonical = [...page(route).querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute("href"),
        )
        expect(canonical).toEqual([`${siteUrl}${route}`])
        expect(meta(page(route), "og:url")).toBe(`${siteUrl}${route}`)
      })
    }

    test("keeps the 404 page out of the index, without a canonical address", () => {
      expect(meta(page("/404/"), "robots")).toBe("noindex")
      expect(page("/404/").querySelector('link[rel="canonical"]')).toBeNull()
    })

    for (const route of ROUTES) {
      test(`${route} may be indexed`, () => {
        expect(page(route).querySelector('meta[name="robots"]')).toBeNull()
      })
    }
  })

  test.describe("sharing", () => {
    for (const route of PAGES) {
      test(`${route} has the Open Graph tags`, () => {
        const doc = page(route)
        expect(meta(doc, "og:type")).toBe("website")
        expect(meta(doc, "og:locale")).toBe("cs_CZ")
        expect(meta(doc, "og:site_name")).toBe(site.content.site.name)
        expect(meta(doc, "og:title")).toBe(doc.title)
        expect(meta(doc, "og:description")).toBe(meta(doc, "description"))
        expect(meta(doc, "og:image:alt")).not.toBe("")
      })
    }

    for (const route of PAGES) {
      test(`${route} shares the share image of site.yaml, from this site, at the size it states`, async () => {
        const doc = page(route)
        const image = meta(doc, "og:image")
        const { shareImage } = site.content.site
        expect(
          image.startsWith(`${siteUrl}${staticFolderOf(imageFileOf(site, "content/site.yaml", shareImage))}`),
        ).toBe(true)
        expect(fs.existsSync(publicFile(image))).toBe(true)
        const { width, height } = await sharp(publicFile(image)).metadata()
        expect([meta(doc, "og:image:width"), meta(doc, "og:image:height")]).toEqual([String(width), String(height)])
        expect([width, height]).toEqual([1200, 630])
      })
    }

    for (const route of PAGES) {
      test(`${route} asks for the large Twitter card`, () => {
        expect(meta(page(route), "twitter:card")).toBe("summary_large_image")
      })
    }
  })

  test.describe("browser and app", () => {
    for (const route of PAGES) {
      test(`${route} has the sage theme colour once`, () => {
        const colours = [...page(route).querySelectorAll('meta[name="theme-color"]')].map((m) =>
          m.getAttribute("content"),
        )
        expect(colours).toEqual([palette.sage])
      })
    }

    for (const route of PAGES) {
      test(`${route} links a favicon and an apple-touch-icon that exist`, () => {
        const icons = [...page(route).querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')]
        expect(icons.filter((l) => l.getAttribute("rel") === "icon").length).toBeGreaterThan(0)
        expect(icons.filter((l) => l.getAttribute("rel") === "apple-touch-icon").length).toBeGreaterThan(0)
        for (const icon of icons) expect(fs.existsSync(publicFile(icon.getAttribute("href") ?? ""))).toBe(true)
      })
    }

    test("has a web app manifest with the salon's name, colours and existing icons", () => {
      const manifest = JSON.parse(builtFile(site, "manifest.webmanifest")) as {
        name: string
        lang: string
        start_url: string
        display: string
        theme_color: string
        background_color: string
        icons: { src: string; sizes: string }[]
      }
      expect(manifest).toMatchObject({
        name: site.content.site.name,
        lang: "cs",
        start_url: "/",
        display: "standalone",
        theme_color: palette.sage,
        background_color: palette.paper,
      })
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
      for (const icon of manifest.icons) expect(fs.existsSync(publicFile(`/${icon.src}`))).toBe(true)
    })
  })

  test.describe("structured data", () => {
    for (const route of ROUTES) {
      test(`${route} describes the salon with the address and phone of contact.yaml`, () => {
        const { contact } = site.content
        const salon = jsonLd(page(route))
        expect(salon["@type"]).toBe("DaySpa")
        expect(salon.telephone).toBe(contact.phone)
        expect(salon.address).toMatchObject({
          streetAddress: contact.street,
          postalCode: contact.postcode,
          addressLocality: contact.city,
          addressCountry: "CZ",
        })
      })
    }

    test("offers every treatment on /treatments/ at its price in CZK, grouped by its category", () => {
      const groups = jsonLd(page("/treatments/")).hasOfferCatalog?.itemListElement ?? []
      const offered = groups.flatMap((group) =>
        group.itemListElement.map((offer) => {
          expect(offer.priceCurrency).toBe("CZK")
          return `${group.name} | ${offer.itemOffered.name} | ${offer.price}`
        }),
      )
      const expected = site.content.categories.flatMap((category) =>
        category.treatments.map((t) => `${category.name} | ${t.name} | ${t.price}`),
      )
      expect([...offered].sort()).toEqual([...expected].sort())
    })

    test("has one group of offers per category", () => {
      const groups = jsonLd(page("/treatments/")).hasOfferCatalog?.itemListElement ?? []
      expect(groups.map((g) => g.name).sort()).toEqual(site.content.categories.map((c) => c.name).sort())
    })

    test("has no structured data on the 404 page", () => {
      expect(page("/404/").querySelector('script[type="application/ld+json"]')).toBeNull()
    })
  })

  test.describe("sitemap and robots.txt", () => {
    test("has a sitemap index at the site's address", () => {
      expect(builtFile(site, "sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`)
    })

    test("lists the four routes and not the 404 page", () => {
      const locs = [...builtFile(site, "sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()
      expect(locs).toEqual(ROUTES.map((route) => `${siteUrl}${route}`).sort())
    })

    test("has a robots.txt that names the sitemap index", () => {
      expect(builtFile(site, "robots.txt")).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
    })
  })
}
