import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { formatPosition } from "../../src/components/lightbox/format-position"
import { type GalleryItem, ImageGallery } from "../../src/components/sections/ImageGallery"
import { siteSettings } from "../support/content-data"
import { imageFixture } from "../support/image-fixture"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"

const labels = siteSettings.labels.lightbox
const items: GalleryItem[] = [
  {
    image: imageFixture("steam-small"),
    full: imageFixture("steam-large"),
    alt: "Pára nad lehátkem",
    caption: "Exkluzivní procedury",
  },
  {
    image: imageFixture("water-small"),
    full: imageFixture("water-large"),
    alt: "Proud teplé vody",
    caption: "Terapeutická péče",
  },
  { image: imageFixture("tea-small"), alt: "Šálek čaje", caption: "Expresní služby" },
]

function renderGallery() {
  const view = renderInFrame(<ImageGallery items={items} />)
  act(() => revealAll())
  return view
}
const thumbnail = (alt: string) => screen.getByRole("button", { name: `${labels.open}: ${alt}` })
const openViewer = async (alt = items[0]!.alt) => {
  fireEvent.click(thumbnail(alt))
  return screen.findByRole("dialog", { name: labels.dialog })
}
const position = (dialog: HTMLElement) => within(dialog).getByText(/^Fotografie/)
const shownImage = (dialog: HTMLElement) => within(dialog).getByRole("img")

it("words the counter from YAML", () => {
  expect(formatPosition("Fotografie {current} z {total}", 2, 6)).toBe("Fotografie 2 z 6")
  expect(labels.position).toContain("{current}")
})

it("makes every photo a button named after what it shows", () => {
  renderGallery()
  for (const { alt } of items) expect(thumbnail(alt)).toHaveAttribute("type", "button")
})

it("renders no viewer until a photo is opened", () => {
  renderGallery()
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

it("opens a modal dialog with the larger photo, its caption and its position", async () => {
  renderGallery()
  const dialog = await openViewer()
  expect(dialog).toHaveAttribute("aria-modal", "true")
  expect(shownImage(dialog)).toHaveAttribute("src", "/static/steam-large.jpg")
  expect(shownImage(dialog)).toHaveAccessibleName(items[0]!.alt)
  expect(within(dialog).getByText("Exkluzivní procedury")).toBeInTheDocument()
  expect(position(dialog)).toHaveTextContent(/^Fotografie 1 z\s3/)
  expect(dialog).toHaveAccessibleDescription(/^Fotografie 1 z\s3\s?: Pára nad lehátkem$/)
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
  expect(position(dialog)).toHaveTextContent(/^Fotografie 2 z\s3/)
  fireEvent.keyDown(dialog, { key: "ArrowLeft" })
  fireEvent.keyDown(dialog, { key: "ArrowLeft" })
  expect(position(dialog)).toHaveTextContent(/^Fotografie 3 z\s3/)
  // No larger rendition: the thumbnail stands in.
  expect(shownImage(dialog)).toHaveAttribute("src", "/static/tea-small.jpg")
  fireEvent.keyDown(dialog, { key: "ArrowRight" })
  expect(position(dialog)).toHaveTextContent(/^Fotografie 1 z\s3/)
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
  expect(position(dialog)).toHaveTextContent(/^Fotografie 2 z\s3/)
  swipe([120, 200], [300, 190])
  expect(position(dialog)).toHaveTextContent(/^Fotografie 1 z\s3/)
  swipe([200, 100], [230, 400])
  expect(position(dialog)).toHaveTextContent(/^Fotografie 1 z\s3/)
})

it("keeps Tab and Shift+Tab inside the dialog", async () => {
  const user = userEvent.setup()
  renderGallery()
  const dialog = await openViewer()
  const close = within(dialog).getByRole("button", { name: labels.close })
  const next = within(dialog).getByRole("button", { name: labels.next })
  await user.tab({ shift: true })
  expect(next).toHaveFocus()
  await user.tab()
  expect(close).toHaveFocus()
})

it("makes the page behind inert while open, and not after", async () => {
  renderGallery()
  const dialog = await openViewer()
  const page = screen.getByRole("banner", { hidden: true }).closest("body > *")!
  expect(page).toHaveAttribute("inert")
  expect(dialog.closest("[inert]")).toBeNull()
  fireEvent.keyDown(dialog, { key: "Escape" })
  expect(page).not.toHaveAttribute("inert")
})

it("closes with Escape and gives focus back to the thumbnail", async () => {
  renderGallery()
  const dialog = await openViewer(items[1]!.alt)
  fireEvent.keyDown(dialog, { key: "Escape" })
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
