/**
 * The opening of a page rises into place once the page is interactive (its
 * static HTML: reveal-static-html.test.tsx).
 */
import { render, screen, waitFor } from "@testing-library/react"
import { Entrance, EntrancePart } from "../../src/components/motion/Entrance"

const opening = (
  <Entrance>
    <EntrancePart as="h1">Head Spa</EntrancePart>
    <EntrancePart as="p">Klid pro vlasy i mysl</EntrancePart>
  </Entrance>
)

it("moves every part into place after hydration", async () => {
  render(opening)
  for (const text of ["Head Spa", "Klid pro vlasy i mysl"]) {
    await waitFor(() => expect(screen.getByText(text)).toHaveStyle({ transform: "none" }))
  }
})
