import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { formatPosition } from "../../src/components/lightbox/format-position"
import { CaptionedGallery } from "../../src/components/sections/CaptionedGallery"
import { siteSettings } from "../support/content-data"
import { imageFixture } from "../support/image-fixture"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"
import { textPattern } from "../support/text-pattern"

const labels = siteSettings.labels.lightbox
const photo = (name: string, alt: string, caption: string) => ({
  alt,
  caption,
  image: { childImageSharp: { gatsbyImageData: imageFixture(`${name}-small`), full: imageFixture(`${name}-large`) } },
})
const gallery: Queries.CaptionedGalleryFragment = {
  heading: "Atmosféra",
  intro: "Nahlédněte k nám.",
  images: [
    photo("steam", "Pára nad lehátkem", "Exkluzivní procedury"),
    photo("water", "Proud teplé vody", "Terapeutická péče"),
    photo("tea", "Šálek čaje", "Expresní služby"),
  ],
}
const items = gallery.images

// The viewer's code is a lazy chunk; loading it once up front keeps its first compile in Jest
// (seconds on a busy machine) out of the first test's wait for the dialog.
beforeAll(() => import("../../src/components/lightbox/Lightbox"))

function renderGallery() {
  const view = renderInFrame(<CaptionedGallery gallery={gallery} />)
  act(() => revealAll())
  return view
}
const thumbnail = (alt: string) => screen.getByRole("link", { name: `${labels.open}: ${alt}` })
const openViewer = async (alt = items[0]!.alt) => {
  fireEvent.click(thumbnail(alt))
  return screen.findByRole("dialog", { name: labels.dialog })
}
const position = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute("aria-describedby") ?? "")
/** The counter as content/site.yaml words it, e.g. "Fotografie 2 z 3". */
const at = (current: number) => textPattern(formatPosition(labels.position, current, items.length), { start: true })
const shownImage = (dialog: HTMLElement) => within(dialog).getByRole("img")

it("words the counter from YAML", () => {
  expect(formatPosition("Fotografie {current} z {total}", 2, 6)).toBe("Fotografie 2 z 6")
  expect(labels.position).toContain("{current}")
})

it("makes every photo a link to its large file, named after what it shows (before scripts, a tap opens the file)", () => {
  renderGallery()
  for (const { alt, image } of items)
    expect(thumbnail(alt)).toHaveAttribute("href", image.childImageSharp!.full.images.fallback!.src)
})

it("renders no viewer until a photo is opened", () => {
  renderGallery()
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

it("opens a dialog with the larger photo, its caption and its position", async () => {
  renderGallery()
  const dialog = await openViewer()
  // Opened with showModal(), which makes it modal (the browser tests check the inert page behind it).
  expect(dialog.tagName).toBe("DIALOG")
  expect(dialog).toHaveAttribute("open")
  expect(shownImage(dialog)).toHaveAttribute("src", "/static/steam-large.jpg")
  expect(shownImage(dialog)).toHaveAccessibleName(items[0]!.alt)
  expect(within(dialog).getByText("Exkluzivní procedury")).toBeInTheDocument()
  expect(position(dialog)).toHaveTextContent(at(1))
  expect(dialog).toHaveAccessibleDescription(new RegExp(`${at(1).source}\\s?: Pára nad lehátkem$`))
})

it("opens with Enter on a focused thumbnail", async () => {
  const user = userEvent.setup()
  renderGallery()
  thumbnail(items[1]!.alt).focus()
  await user.keyboard("{Enter}")
  const dialog = await screen.findByRole("dialog")
  expect(shownImage(dialog)).toHaveAccessibleName(items[1]!.alt)
})

it("takes its button names from YAML and focuses the close button", async () => {
  renderGallery()
  const dialog = await openViewer()
  expect(within(dialog).getByRole("button", { name: labels.close })).toHaveFocus()
  expect(within(dialog).getByRole("button", { name: labels.previous })).toBeInTheDocument()
  expect(within(dialog).getByRole("button", { name: labels.next })).toBeInTheDocument()
})

it("moves with the arrow keys and wraps around at both ends", async () => {
  renderGallery()
  const dialog = await openViewer()
  fireEvent.keyDown(dialog, { key: "ArrowRight" })
  expect(position(dialog)).toHaveTextContent(at(2))
  fireEvent.keyDown(dialog, { key: "ArrowLeft" })
  fireEvent.keyDown(dialog, { key: "ArrowLeft" })
  expect(position(dialog)).toHaveTextContent(at(3))
  expect(shownImage(dialog)).toHaveAttribute("src", "/static/tea-large.jpg")
  fireEvent.keyDown(dialog, { key: "ArrowRight" })
  expect(position(dialog)).toHaveTextContent(at(1))
})

it("moves with the previous and next buttons", async () => {
  const user = userEvent.setup()
  renderGallery()
  const dialog = await openViewer()
  await user.click(within(dialog).getByRole("button", { name: labels.next }))
  expect(shownImage(dialog)).toHaveAccessibleName(items[1]!.alt)
  await user.click(within(dialog).getByRole("button", { name: labels.previous }))
  expect(shownImage(dialog)).toHaveAccessibleName(items[0]!.alt)
})

it("moves with a sideways swipe and ignores a vertical one", async () => {
  renderGallery()
  const dialog = await openViewer()
  const stage = shownImage(dialog).closest("figure")!.parentElement!
  const swipe = (from: [number, number], to: [number, number]) => {
    fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] })
  }
  swipe([300, 200], [120, 210])
  expect(position(dialog)).toHaveTextContent(at(2))
  swipe([120, 200], [300, 190])
  expect(position(dialog)).toHaveTextContent(at(1))
  swipe([200, 100], [230, 400])
  expect(position(dialog)).toHaveTextContent(at(1))
})

/** What the browser does when Escape is pressed in a modal dialog: it fires cancel at the dialog. */
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event("cancel", { cancelable: true }))

it("closes with Escape and gives focus back to the thumbnail", async () => {
  renderGallery()
  const dialog = await openViewer(items[1]!.alt)
  pressEscape(dialog)
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  expect(thumbnail(items[1]!.alt)).toHaveFocus()
})

it("closes with the close button and focuses the thumbnail of the photo last shown", async () => {
  const user = userEvent.setup()
  renderGallery()
  const dialog = await openViewer()
  fireEvent.keyDown(dialog, { key: "ArrowRight" })
  await user.click(within(dialog).getByRole("button", { name: labels.close }))
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  expect(thumbnail(items[1]!.alt)).toHaveFocus()
})
