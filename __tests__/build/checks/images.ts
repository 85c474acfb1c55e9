/**
 * Every <img> on every built page: a meaningful alt text, or alt="" when
 * hidden as decoration; its box reserved before it loads, so nothing shifts; only the
 * hero loaded eagerly, with high priority, while everything else waits until
 * it nears the viewport; and every picture of the content on its page, made
 * from its file.
 */
import { expect, test } from "@playwright/test"
import {
  type BuiltSite,
  builtPage,
  imageFileOf,
  imageUrls,
  normalise,
  STATIC_FOLDER,
  staticFolderOf,
} from "../../support/built-site"

export const PAGES = ["/", "/about/", "/treatments/", "/contact/", "/404/"]

/** Shortened markup for failure messages. */
const show = (img: Element) => img.outerHTML.replace(/data:[^"]{40,}/g, "data:…").slice(0, 300)

const FILE_NAME = /\.(jpe?g|png|webp|avif|gif|svg)$/i
const GENERIC = /^(image|img|photo|picture|obrázek|fotka|fotografie|foto)\s*\d*$/i

function altProblem(img: HTMLImageElement): string | null {
  const alt = img.getAttribute("alt")
  if (alt === null) return "no alt attribute"
  if (alt.trim() === "") {
    const hidden =
      img.closest('[aria-hidden="true"]') || ["presentation", "none"].includes(img.getAttribute("role") ?? "")
    return hidden ? null : 'alt="" on an image that is not hidden from assistive technology'
  }
  if (FILE_NAME.test(alt.trim()) || GENERIC.test(alt.trim())) return `alt "${alt}" does not describe the picture`
  return null
}

const positive = (value: string | null) => value !== null && Number(value) > 0

/** Width and height attributes, from which the browser takes the box's proportions before the file arrives. */
const reservesBox = (img: HTMLImageElement) =>
  positive(img.getAttribute("width")) && positive(img.getAttribute("height"))

/** Whether the image costs a request: placeholders and sizers are inline data. */
const fetchesFromNetwork = (img: HTMLImageElement) =>
  ["src", "srcset", "data-src", "data-srcset"].some((name) => {
    const value = img.getAttribute(name)?.trim()
    return Boolean(value) && !value!.startsWith("data:")
  })

/** The processed pictures of a page (not their placeholders, not the <noscript> copies): the folders each loads from. */
const photos = (page: Document) =>
  [...page.querySelectorAll("img[alt]:not([alt=''])")]
    .filter((img) => !img.closest("noscript"))
    .map((img) => ({
      alt: normalise(img.getAttribute("alt")),
      folders: [...new Set(imageUrls(img).flatMap((url) => url.match(STATIC_FOLDER)?.[0] ?? []))],
    }))
    .filter(({ folders }) => folders.length > 0)

type ContentImage = { route: string; alt: string; file: string }

/** Every image of the content that is a file, with the page it belongs on and its alt text. */
function contentImages(site: BuiltSite): ContentImage[] {
  const { pages, team } = site.content
  const file = (yaml: string, value: string) => imageFileOf(site, yaml, value)
  return [
    { route: "/", alt: pages.home.hero.imageAlt, file: file("content/pages/home.yaml", pages.home.hero.image) },
    ...pages.home.gallery.images.map((image) => ({
      route: "/",
      alt: image.alt,
      file: file("content/pages/home.yaml", image.image),
    })),
    ...team
      .filter((member) => !member.photo.includes("://"))
      .map((member) => ({ route: "/about/", alt: member.photoAlt, file: file(member.file, member.photo) })),
    ...pages.treatments.gallery.images.map((image) => ({
      route: "/treatments/",
      alt: image.alt,
      file: file("content/pages/treatments.yaml", image.image),
    })),
  ]
}

export function checkImages(site: BuiltSite) {
  const images = (route: string) => [...builtPage(site, route).querySelectorAll("img")]
  const heroAlt = () => site.content.pages.home.hero.imageAlt.trim()

  for (const route of PAGES) {
    test.describe(`${route}`, () => {
      test('gives every image a meaningful alt text, or alt="" with aria-hidden', () => {
        const problems = images(route).flatMap((img) => (altProblem(img) ? [`${altProblem(img)}: ${show(img)}`] : []))
        expect(problems).toEqual([])
      })

      test("reserves every image's box before it loads", () => {
        expect(
          images(route)
            .filter((img) => !reservesBox(img))
            .map(show),
        ).toEqual([])
      })

      test("loads every image but the hero lazily", () => {
        const notLazy = images(route).filter(
          (img) =>
            fetchesFromNetwork(img) && img.getAttribute("alt") !== heroAlt() && img.getAttribute("loading") !== "lazy",
        )
        expect(notLazy.map(show)).toEqual([])
      })
    })
  }

  test("shows every picture of the content on its page, made from its file, with its alt text, and no other", () => {
    const shown = PAGES.flatMap((route) => photos(builtPage(site, route)).map((photo) => ({ route, ...photo })))
    const want = contentImages(site).map(({ route, alt, file }) => ({
      route,
      alt: normalise(alt),
      folders: [staticFolderOf(file)],
    }))
    const order = (list: typeof want) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    expect(order(shown)).toEqual(order(want))
  })

  test("loads the hero, and only the hero, eagerly and with high priority", () => {
    const eager = PAGES.flatMap((route) =>
      images(route)
        .filter((img) => img.getAttribute("loading") === "eager")
        .map((img) => ({ route, img })),
    )
    expect(eager.map(({ route }) => route)).toEqual(["/"])
    for (const { img } of eager) {
      expect(img.getAttribute("alt")).toBe(heroAlt())
      expect(img.getAttribute("fetchpriority")).toBe("high")
    }
  })
}
