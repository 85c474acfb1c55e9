/**
 * Every <img> on every built page: a meaningful alt text, or alt="" when hidden
 * as decoration; its box reserved before it loads, so nothing shifts; and only
 * the hero loaded eagerly, with high priority, while everything else waits
 * until it nears the viewport.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { publicDir } from "../support/built-site"
import { realContentDir } from "../support/content-fixture"

const pages = ["index.html", "about/index.html", "treatments/index.html", "contact/index.html", "404.html"]
const home = parse(fs.readFileSync(path.join(realContentDir, "pages", "home.yaml"), "utf8")) as {
  hero: { imageAlt: string }
}
const heroAlt = home.hero.imageAlt.trim()

const images = (page: string) => {
  const file = path.join(publicDir, page)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the build tests`)
  const doc = new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html")
  return [...doc.querySelectorAll("img")]
}
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

describe.each(pages)("%s", (page) => {
  const all = images(page)

  it('gives every image a meaningful alt text, or alt="" with aria-hidden', () => {
    expect(all.flatMap((img) => (altProblem(img) ? [`${altProblem(img)}: ${show(img)}`] : []))).toEqual([])
  })

  it("reserves every image's box before it loads", () => {
    expect(all.filter((img) => !reservesBox(img)).map(show)).toEqual([])
  })

  it("loads every image but the hero lazily", () => {
    const notLazy = all.filter(
      (img) => fetchesFromNetwork(img) && img.getAttribute("alt") !== heroAlt && img.getAttribute("loading") !== "lazy",
    )
    expect(notLazy.map(show)).toEqual([])
  })
})

it("has the pictures the pages are made of, so the rules above are not checked on nothing", () => {
  const photos = (page: string) => images(page).filter((img) => img.parentElement?.localName === "picture")
  expect(photos("index.html")).toHaveLength(1 + 6)
  expect(photos("about/index.html")).toHaveLength(6)
  expect(photos("treatments/index.html")).toHaveLength(3)
})

it("loads the hero, and only the hero, eagerly and with high priority", () => {
  const eager = pages.flatMap((page) =>
    images(page)
      .filter((img) => img.getAttribute("loading") === "eager")
      .map((img) => ({ page, img })),
  )
  expect(eager.map(({ page }) => page)).toEqual(["index.html"])
  for (const { img } of eager) {
    expect(img.getAttribute("alt")).toBe(heroAlt)
    expect(img.getAttribute("fetchpriority")).toBe("high")
  }
})
