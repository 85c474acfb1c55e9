import { act, render, screen, waitFor } from "@testing-library/react"
import { MotionProvider } from "../../src/components/motion/MotionProvider"
import { Reveal } from "../../src/components/motion/Reveal"
import { intersect, thresholdsOf } from "../support/intersection-observer"

const block = () => screen.getByText("Klidný blok").parentElement as HTMLElement
const ui = (
  <MotionProvider>
    <Reveal>
      <p>Klidný blok</p>
    </Reveal>
  </MotionProvider>
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

it("shows a block that is in view on arrival at once and records it as revealed", () => {
  placeAt(100)
  render(ui)
  expect(block()).toHaveAttribute("data-revealed", "true")
  expect(block()).not.toHaveStyle({ opacity: "0" })
})

describe("a block below the fold", () => {
  beforeEach(() => placeAt(2000))

  it("is hidden after hydration and not yet revealed", async () => {
    render(ui)
    expect(block()).toHaveAttribute("data-revealed", "false")
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "0" }))
  })

  it("fades in and is recorded as revealed once it enters the viewport", async () => {
    render(ui)
    act(() => intersect(block()))
    expect(block()).toHaveAttribute("data-revealed", "true")
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
  })

  it("reveals only once per viewing: scrolling away does not hide it again", async () => {
    render(ui)
    act(() => intersect(block()))
    await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
    act(() => intersect(block(), false))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(block()).toHaveStyle({ opacity: "1" })
    expect(block()).toHaveAttribute("data-revealed", "true")
  })

  it("asks to be revealed when a tenth of it is visible", () => {
    render(ui)
    expect(thresholdsOf(block())).toEqual([0.1])
  })
})
