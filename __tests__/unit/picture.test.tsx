/**
 * The one image component: standard <picture> markup from gatsbyImageData that
 * shows the photo without any script, reserves its box and loads it lazily,
 * except the LCP image, which loads at once with high priority.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../src/components/primitives/Picture"

const BLUR =
  "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/"

/** A FULL_WIDTH rendition as sharp returns it: only the aspect ratio as width and height, three formats, a blur. */
const landscape: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.66625,
  placeholder: { fallback: BLUR },
  images: {
    fallback: {
      src: "/static/a/800/steam.jpg",
      srcSet: "/static/a/400/steam.jpg 400w,\n/static/a/800/steam.jpg 800w",
      sizes: "(min-width: 48em) 33vw, 50vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/a/400/steam.avif 400w,\n/static/a/800/steam.avif 800w",
        sizes: "(min-width: 48em) 33vw, 50vw",
      },
      {
        type: "image/webp",
        srcSet: "/static/a/400/steam.webp 400w,\n/static/a/800/steam.webp 800w",
        sizes: "(min-width: 48em) 33vw, 50vw",
      },
    ],
  },
}

/** A portrait crop with a dominant-colour placeholder, for art direction. */
const portrait: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 1.6667,
  backgroundColor: "#282828",
  images: {
    fallback: { src: "/static/p/600/steam.jpg", srcSet: "/static/p/600/steam.jpg 600w", sizes: "55vh" },
    sources: [{ type: "image/avif", srcSet: "/static/p/600/steam.avif 600w", sizes: "55vh" }],
  },
}

/** A CONSTRAINED rendition: its real pixel size. */
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 1600,
  height: 1067,
  backgroundColor: "#f8f8e8",
  images: {
    fallback: { src: "/static/c/1600/steam.webp", srcSet: "/static/c/1600/steam.webp 1600w", sizes: "100vw" },
    sources: [],
  },
}

const ALT = "Pára stoupá nad miskou s teplou vodou"
const sourcesOf = (container: HTMLElement) => [...container.querySelectorAll("picture > source")]

it("shows the photo in a <picture> with a source per modern format and the JPEG as the <img>", () => {
  const { container } = render(<Picture image={landscape} alt={ALT} />)
  const img = screen.getByRole("img", { name: ALT })
  expect(img.parentElement?.localName).toBe("picture")
  expect(sourcesOf(container).map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual([
    ["image/avif", landscape.images.sources?.[0].srcSet],
    ["image/webp", landscape.images.sources?.[1].srcSet],
  ])
  expect(img).toHaveAttribute("src", "/static/a/800/steam.jpg")
  expect(img).toHaveAttribute("srcset", landscape.images.fallback?.srcSet)
})

it("gives every source and the <img> the sizes the fragment asked for", () => {
  const { container } = render(<Picture image={landscape} alt={ALT} />)
  const withSizes = [...sourcesOf(container), screen.getByRole("img")].map((el) => el.getAttribute("sizes"))
  expect(withSizes).toEqual(Array(3).fill("(min-width: 48em) 33vw, 50vw"))
})

it("reserves the box with width and height in the photo's proportions (the widest file for a full-width image)", () => {
  render(<Picture image={landscape} alt={ALT} />)
  expect(screen.getByRole("img")).toHaveAttribute("width", "800")
  expect(screen.getByRole("img")).toHaveAttribute("height", "533")
})

it("reserves a constrained image's box at its own pixel size", () => {
  render(<Picture image={constrained} alt={ALT} />)
  expect(screen.getByRole("img")).toHaveAttribute("width", "1600")
  expect(screen.getByRole("img")).toHaveAttribute("height", "1067")
})

it("loads lazily and decodes off the main thread by default", () => {
  render(<Picture image={landscape} alt={ALT} />)
  const img = screen.getByRole("img")
  expect(img).toHaveAttribute("loading", "lazy")
  expect(img).toHaveAttribute("decoding", "async")
  expect(img).not.toHaveAttribute("fetchpriority")
})

it("loads the LCP image at once and with high priority", () => {
  render(<Picture image={landscape} alt={ALT} priority />)
  const img = screen.getByRole("img")
  expect(img).toHaveAttribute("loading", "eager")
  expect(img).toHaveAttribute("fetchpriority", "high")
  expect(img).not.toHaveAttribute("decoding", "async")
})

it("loads a photo opened in the viewer at once, without raising its priority", () => {
  render(<Picture image={constrained} alt={ALT} eager />)
  expect(screen.getByRole("img")).toHaveAttribute("loading", "eager")
  expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority")
})

it("puts the art-directed rendition first, every format of it under its media query", () => {
  const { container } = render(
    <Picture
      image={landscape}
      alt={ALT}
      priority
      artDirection={[{ media: "(max-aspect-ratio: 1/1)", image: portrait }]}
    />,
  )
  const sources = sourcesOf(container).map((source) => ({
    media: source.getAttribute("media"),
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset"),
  }))
  expect(sources).toEqual([
    { media: "(max-aspect-ratio: 1/1)", type: "image/avif", srcset: "/static/p/600/steam.avif 600w" },
    { media: "(max-aspect-ratio: 1/1)", type: null, srcset: "/static/p/600/steam.jpg 600w" },
    { media: null, type: "image/avif", srcset: landscape.images.sources?.[0].srcSet },
    { media: null, type: "image/webp", srcset: landscape.images.sources?.[1].srcSet },
  ])
})

it("gives the art-directed sources their own proportions, so the portrait box is reserved too", () => {
  const { container } = render(
    <Picture image={landscape} alt={ALT} artDirection={[{ media: "(max-aspect-ratio: 1/1)", image: portrait }]} />,
  )
  const first = sourcesOf(container)[0]
  expect([first.getAttribute("width"), first.getAttribute("height")]).toEqual(["600", "1000"])
})

it("paints the blurred placeholder behind the photo while it loads", () => {
  render(<Picture image={landscape} alt={ALT} />)
  expect(screen.getByRole("img").style.backgroundImage).toContain(BLUR)
})

it("paints the dominant colour behind the photo when that is its placeholder", () => {
  render(<Picture image={constrained} alt={ALT} />)
  expect(screen.getByRole("img")).toHaveStyle({ backgroundColor: "#f8f8e8" })
})

it("takes the placeholder away once the photo is drawn, so none shows through a photo's transparent parts", async () => {
  const onLoad = jest.fn()
  render(<Picture image={landscape} alt={ALT} onLoad={onLoad} />)
  const img = screen.getByRole("img")
  fireEvent.load(img)
  await waitFor(() => expect(img.style.backgroundImage).toBe(""))
  expect(onLoad).toHaveBeenCalledTimes(1)
})

it("paints the placeholder again behind another file until that one is drawn", async () => {
  const { rerender } = render(<Picture image={constrained} alt={ALT} />)
  fireEvent.load(screen.getByRole("img"))
  await waitFor(() => expect(screen.getByRole("img").style.backgroundColor).toBe(""))
  rerender(
    <Picture
      image={{ ...constrained, images: { ...constrained.images, fallback: { src: "/static/d/x.webp" } } }}
      alt={ALT}
    />,
  )
  expect(screen.getByRole("img")).toHaveStyle({ backgroundColor: "#f8f8e8" })
})

it("hides a decorative photo from screen readers but keeps its description", () => {
  render(<Picture image={landscape} alt={ALT} decorative />)
  expect(screen.queryByRole("img")).not.toBeInTheDocument()
  const img = screen.getByAltText(ALT)
  expect(img).toHaveAttribute("aria-hidden", "true")
})
