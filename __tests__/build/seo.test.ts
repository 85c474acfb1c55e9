/**
 * Search and sharing on the built site: every page's head tags, the salon's
 * structured data (checked against content/), the sitemap, robots.txt and the
 * web app manifest.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import config from "../../gatsby-config"
import { checkContent } from "../../src/gatsby/content/check-content"
import { palette } from "../../src/theme/tokens"
import { builtPage, publicDir } from "../support/built-site"
import { realContentDir } from "../support/content-fixture"

const siteUrlSetting = config.siteMetadata?.siteUrl
if (typeof siteUrlSetting !== "string") throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing")
const siteUrl = siteUrlSetting.replace(/\/+$/, "")

const content = checkContent(realContentDir).files
const dataOf = (typeName: string) => content.filter((f) => f.collection.typeName === typeName).map((f) => f.data)
const [contact] = dataOf("Contact") as { street: string; postcode: string; city: string; phone: string }[]
const [site] = dataOf("SiteSettings") as { name: string }[]
// A category's key is its file name (content/categories/head-spa.yaml → head-spa).
const categoryNames = new Map(
  content.filter((f) => f.collection.typeName === "Category").map((f) => [path.basename(f.file, ".yaml"), f.data.name]),
)
const treatments = dataOf("Treatment") as { name: string; category: string; price: number }[]

const ROUTES = ["/", "/about/", "/treatments/", "/contact/"]
const pages = [...ROUTES, "/404/"].map((route) => [route, builtPage(route)] as const)
const page = (route: string) => builtPage(route)

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? ""

/** The file in public/ that a URL of this site (absolute or root-relative) points at. */
function publicFile(url: string): string {
  const pathname = new URL(url, `${siteUrl}/`).pathname
  return path.join(publicDir, decodeURIComponent(pathname))
}

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

describe("titles and descriptions", () => {
  it.each(pages)("%s has a title and a description", (_route, doc) => {
    expect(doc.title.trim()).not.toBe("")
    expect(meta(doc, "description").trim()).not.toBe("")
  })

  it("every page has its own title", () => {
    const titles = pages.map(([, doc]) => doc.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it("every page has its own description", () => {
    const descriptions = pages.map(([, doc]) => meta(doc, "description"))
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it.each(pages)("%s names the salon once in its title", (_route, doc) => {
    expect(doc.title.split(site.name)).toHaveLength(2)
  })
})

describe("addresses", () => {
  it.each(ROUTES)("%s has a canonical address and og:url of its own route", (route) => {
    const doc = page(route)
    const canonical = [...doc.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href"))
    expect(canonical).toEqual([`${siteUrl}${route}`])
    expect(meta(doc, "og:url")).toBe(`${siteUrl}${route}`)
  })

  it("keeps the 404 page out of the index, without a canonical address", () => {
    const doc = page("/404/")
    expect(meta(doc, "robots")).toBe("noindex")
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it.each(ROUTES)("%s may be indexed", (route) => {
    expect(page(route).querySelector('meta[name="robots"]')).toBeNull()
  })
})

describe("sharing", () => {
  it.each(pages)("%s has the Open Graph tags", (_route, doc) => {
    expect(meta(doc, "og:type")).toBe("website")
    expect(meta(doc, "og:locale")).toBe("cs_CZ")
    expect(meta(doc, "og:site_name")).toBe(site.name)
    expect(meta(doc, "og:title")).toBe(doc.title)
    expect(meta(doc, "og:description")).toBe(meta(doc, "description"))
    expect(meta(doc, "og:image:alt")).not.toBe("")
  })

  it.each(pages)(
    "%s shares an image of this site that exists in public/ at the size it states",
    async (_route, doc) => {
      const image = meta(doc, "og:image")
      expect(image.startsWith(`${siteUrl}/`)).toBe(true)
      expect(fs.existsSync(publicFile(image))).toBe(true)
      const { width, height } = await sharp(publicFile(image)).metadata()
      expect([meta(doc, "og:image:width"), meta(doc, "og:image:height")]).toEqual([String(width), String(height)])
      expect([width, height]).toEqual([1200, 630])
    },
  )

  it.each(pages)("%s asks for the large Twitter card", (_route, doc) => {
    expect(meta(doc, "twitter:card")).toBe("summary_large_image")
  })
})

describe("browser and app", () => {
  it.each(pages)("%s has the sage theme colour once", (_route, doc) => {
    const colours = [...doc.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute("content"))
    expect(colours).toEqual([palette.sage])
  })

  it.each(pages)("%s links a favicon and an apple-touch-icon that exist", (_route, doc) => {
    const icons = [...doc.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')]
    expect(icons.filter((l) => l.getAttribute("rel") === "icon").length).toBeGreaterThan(0)
    expect(icons.filter((l) => l.getAttribute("rel") === "apple-touch-icon").length).toBeGreaterThan(0)
    for (const icon of icons) expect(fs.existsSync(publicFile(icon.getAttribute("href") ?? ""))).toBe(true)
  })

  it("has a web app manifest with the salon's name, colours and existing icons", () => {
    const file = path.join(publicDir, "manifest.webmanifest")
    expect(fs.existsSync(file)).toBe(true)
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
      name: string
      lang: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest).toMatchObject({
      name: site.name,
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

describe("structured data", () => {
  it.each(ROUTES)("%s describes the salon with the address and phone from content/contact.yaml", (route) => {
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

  it("offers every treatment of content/treatments on /treatments/ at its price in CZK", () => {
    const groups = jsonLd(page("/treatments/")).hasOfferCatalog?.itemListElement ?? []
    const offered = groups.flatMap((group) =>
      group.itemListElement.map((offer) => {
        expect(offer.priceCurrency).toBe("CZK")
        return `${group.name} | ${offer.itemOffered.name} | ${offer.price}`
      }),
    )
    const expected = treatments.map((t) => `${categoryNames.get(t.category)} | ${t.name} | ${t.price}`)
    expect(offered).toHaveLength(27)
    expect([...offered].sort()).toEqual([...expected].sort())
  })

  it("groups the offers by the seven categories", () => {
    const groups = jsonLd(page("/treatments/")).hasOfferCatalog?.itemListElement ?? []
    expect(groups.map((g) => g.name).sort()).toEqual([...categoryNames.values()].sort())
  })

  it("has no structured data on the 404 page", () => {
    expect(page("/404/").querySelector('script[type="application/ld+json"]')).toBeNull()
  })
})

describe("sitemap and robots.txt", () => {
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

  it("has a sitemap index at the site's address", () => {
    expect(read("sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`)
  })

  it("lists the four routes and not the 404 page", () => {
    const locs = [...read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()
    expect(locs).toEqual(ROUTES.map((route) => `${siteUrl}${route}`).sort())
  })

  it("has a robots.txt that names the sitemap index", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
  })
})
