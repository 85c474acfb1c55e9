import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Seo } from "../../src/components/seo/Seo"

// Seo and its hooks read site settings, the site address and the share image through static queries.
const staticData = {
  site: { siteMetadata: { siteUrl: "https://www.example.com/" } },
  siteSettings: {
    name: "Head Spa Teplice",
    description: "Výchozí popis salonu.",
    shareImageAlt: "Lotosový květ nad vodou",
    shareImage: { childImageSharp: { resize: { src: "/static/abc/share.jpg", width: 1200, height: 630 } } },
  },
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData)
})

const renderSeo = (props: Partial<Parameters<typeof Seo>[0]> = {}) =>
  render(<Seo title="Kontakt" description="Adresa a telefon." path="/contact/" {...props} />).container
const meta = (container: HTMLElement, key: string) =>
  container.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content")

it("adds the salon name to the page title", () => {
  expect(renderSeo().querySelector("title")?.textContent).toBe("Kontakt – Head Spa Teplice")
})

it("keeps a title that already names the salon", () => {
  const container = renderSeo({ title: "Kontakt – Head Spa Teplice" })
  expect(container.querySelector("title")?.textContent).toBe("Kontakt – Head Spa Teplice")
})

it("uses the page description", () => {
  expect(meta(renderSeo(), "description")).toBe("Adresa a telefon.")
})

it("falls back to the site description", () => {
  expect(meta(renderSeo({ description: undefined }), "description")).toBe("Výchozí popis salonu.")
})

it("points canonical and og:url at the route under the site address", () => {
  const container = renderSeo()
  expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
    "https://www.example.com/contact/",
  )
  expect(meta(container, "og:url")).toBe("https://www.example.com/contact/")
})

it("has the Open Graph basics in Czech", () => {
  const container = renderSeo()
  expect(meta(container, "og:type")).toBe("website")
  expect(meta(container, "og:locale")).toBe("cs_CZ")
  expect(meta(container, "og:site_name")).toBe("Head Spa Teplice")
  expect(meta(container, "og:title")).toBe("Kontakt – Head Spa Teplice")
  expect(meta(container, "og:description")).toBe("Adresa a telefon.")
})

it("shares the 1200 × 630 image by its absolute address, with its alt text", () => {
  const container = renderSeo()
  expect(meta(container, "og:image")).toBe("https://www.example.com/static/abc/share.jpg")
  expect(meta(container, "og:image:width")).toBe("1200")
  expect(meta(container, "og:image:height")).toBe("630")
  expect(meta(container, "og:image:alt")).toBe("Lotosový květ nad vodou")
})

it("asks for the large Twitter card", () => {
  expect(meta(renderSeo(), "twitter:card")).toBe("summary_large_image")
})

it("is indexable by default", () => {
  expect(meta(renderSeo(), "robots")).toBeUndefined()
})

it("keeps a noindex page out of the index without a canonical address", () => {
  const container = renderSeo({ noindex: true, path: undefined })
  expect(meta(container, "robots")).toBe("noindex")
  expect(container.querySelector('link[rel="canonical"]')).toBeNull()
  expect(meta(container, "og:url")).toBeUndefined()
})

it("writes the structured data as parseable JSON-LD", () => {
  const container = renderSeo({
    structuredData: { "@context": "https://schema.org", "@type": "DaySpa", name: "Head Spa </script> Teplice" },
  })
  const script = container.querySelector('script[type="application/ld+json"]')
  expect(JSON.parse(script?.innerHTML ?? "")).toEqual({
    "@context": "https://schema.org",
    "@type": "DaySpa",
    name: "Head Spa </script> Teplice",
  })
})

it("has no JSON-LD when none is given", () => {
  expect(renderSeo().querySelector('script[type="application/ld+json"]')).toBeNull()
})
