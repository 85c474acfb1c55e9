import { act, render, screen, waitFor } from "@testing-library/react"
import { Reveal, RevealItem } from "../../src/components/motion/Reveal"
import { intersect, thresholdsOf } from "../support/intersection-observer"

const block = () => screen.getByText("Klidný blok").parentElement as HTMLElement
const ui = (
  <Reveal>
    <p>Klidný blok</p>
  </Reveal>
)

/** Puts every element `top` px from the top of the page, as layout would. */
const placeAt = (top: number) =>
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 200,
    left: 0,
    right: 300,
    width: 300,
    height: 200,
    x: 0,
    y: top,
    toJSON: () => ({}),
  })

it("shows a block that is in view on arrival at once and records it as revealed", async () => {
  placeAt(100)
  render(ui)
  await waitFor(() => expect(block()).toHaveAttribute("data-revealed", "true"))
  expect(block()).not.toHaveStyle({ opacity: "0" })
})

describe("a block below the fold", () => {
  beforeEach(() => placeAt(2000))

  it("is hidden after hydration and not yet revealed", async () => {
    render(ui)
    expect(block()).toHaveAttribute("data-revealed", "false")
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "0" }))
  })

  /** Rendered and hidden, as after hydration. */
  const renderHidden = async () => {
    render(ui)
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "0" }))
  }

  it("fades in and is recorded as revealed once it enters the viewport", async () => {
    await renderHidden()
    act(() => intersect(block()))
    expect(block()).toHaveAttribute("data-revealed", "true")
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
  })

  it("reveals only once per viewing: scrolling away does not hide it again", async () => {
    await renderHidden()
    act(() => intersect(block()))
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
    act(() => intersect(block(), false))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(block()).toHaveStyle({ opacity: "1" })
    expect(block()).toHaveAttribute("data-revealed", "true")
  })

  it("asks to be revealed when a tenth of it is visible", async () => {
    render(ui)
    await waitFor(() => expect(thresholdsOf(block())).toEqual([0.1]))
  })
})

describe("a staggered block below the fold", () => {
  beforeEach(() => placeAt(2000))
  const list = () => screen.getByRole("list")
  const items = () => screen.getAllByRole("listitem")
  const renderList = async () => {
    render(
      <Reveal as="ul" staggered>
        <RevealItem as="li">První</RevealItem>
        <RevealItem as="li">Druhá</RevealItem>
      </Reveal>,
    )
    await waitFor(() => items().forEach((item) => expect(item).toHaveStyle({ opacity: "0" })))
  }

  it("hides its items, not itself, after hydration", async () => {
    await renderList()
    expect(list()).not.toHaveStyle({ opacity: "0" })
    expect(list()).toHaveAttribute("data-revealed", "false")
  })

  it("shows every item once the list enters the viewport", async () => {
    await renderList()
    act(() => intersect(list()))
    expect(list()).toHaveAttribute("data-revealed", "true")
    await waitFor(() => items().forEach((item) => expect(item).toHaveStyle({ opacity: "1", transform: "none" })))
  })
})
