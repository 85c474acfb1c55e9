import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { PhotoGallery } from "../../src/components/sections/PhotoGallery"
import { siteSettings } from "../support/content-data"
import { imageFixture } from "../support/image-fixture"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"

// As if the viewer's chunk could not be downloaded (offline, or a deploy replaced it).
jest.mock("../../src/components/lightbox/Lightbox", () => {
  throw new Error("Loading chunk lightbox failed")
})

it("leaves the page working when the viewer's code cannot be loaded", async () => {
  const image = { childImageSharp: { gatsbyImageData: imageFixture("steam"), full: imageFixture("steam-large") } }
  renderInFrame(
    <PhotoGallery gallery={{ heading: "Galerie", intro: "", images: [{ image, alt: "Pára nad lehátkem" }] }} />,
  )
  act(() => revealAll())
  const thumbnail = screen.getByRole("link", { name: `${siteSettings.labels.lightbox.open}: Pára nad lehátkem` })
  fireEvent.click(thumbnail)
  await waitFor(() => expect(thumbnail).toHaveFocus())
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  expect(screen.getByRole("banner")).toBeInTheDocument()
})
