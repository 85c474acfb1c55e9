/**
 * @jest-environment node
 *
 * What the build writes into the HTML for a photo: complete markup that a
 * browser loads without any script.
 */
import { renderToString } from "react-dom/server"
import { Picture } from "../../src/components/primitives/Picture"

const image = {
  layout: "fullWidth" as const,
  width: 1,
  height: 0.75,
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: { src: "/static/a/steam.jpg", srcSet: "/static/a/steam.jpg 800w", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/a/steam.avif 800w", sizes: "100vw" }],
  },
}

const html = renderToString(<Picture image={image} alt="Pára nad miskou" />)

it("needs no script: no inline script, no data-src or data-srcset to swap in", () => {
  expect(html).not.toMatch(/<script|data-src|data-srcset/)
})

it("gives the <img> its src and srcset and every <source> its srcset", () => {
  expect(html).toMatch(/<img [^>]*src="\/static\/a\/steam.jpg"/)
  expect(html).toMatch(/<img [^>]*srcSet="\/static\/a\/steam.jpg 800w"/)
  expect(html).toMatch(/<source [^>]*srcSet="\/static\/a\/steam.avif 800w"/)
})

it("paints the placeholder from a url() the HTML needs no escaping for", () => {
  expect(html).toContain("background-image:url(data:image/jpeg;base64,AAAA)")
})

it("keeps a placeholder address with spaces, quotes or brackets inside its url()", () => {
  const svg = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0h3v2H0z'/></svg>"
  const withSvg = renderToString(<Picture image={{ ...image, placeholder: { fallback: svg } }} alt="Pára" />)
  expect(withSvg).toMatch(/background-image:url\(data:image\/svg\+xml,[^\s"'()]+\)/)
})

it("is not hidden: the photo shows as soon as it is loaded", () => {
  expect(html).not.toMatch(/opacity:\s*0/)
})
