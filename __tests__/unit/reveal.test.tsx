import { act, render, screen, waitFor } from "@testing-library/react"
import { MotionProvider } from "../../src/components/motion/MotionProvider"
import { Reveal } from "../../src/components/motion/Reveal"
import { intersect, thresholdsOf } from "../support/intersection-observer"

const renderBlock = () =>
  render(
    <MotionProvider>
      <Reveal>
        <p>Klidný blok</p>
      </Reveal>
    </MotionProvider>,
  )
const block = () => screen.getByText("Klidný blok").parentElement as HTMLElement

it("starts hidden and not yet revealed", () => {
  renderBlock()
  expect(block()).toHaveAttribute("data-reveal")
  expect(block()).toHaveAttribute("data-revealed", "false")
  expect(block()).toHaveStyle({ opacity: "0" })
})

it("fades in and is recorded as revealed once it enters the viewport", async () => {
  renderBlock()
  act(() => intersect(block()))
  expect(block()).toHaveAttribute("data-revealed", "true")
  await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
})

it("reveals only once per viewing: scrolling away does not hide it again", async () => {
  renderBlock()
  act(() => intersect(block()))
  await waitFor(() => expect(block()).toHaveStyle({ opacity: "1" }))
  act(() => intersect(block(), false))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(block()).toHaveStyle({ opacity: "1" })
  expect(block()).toHaveAttribute("data-revealed", "true")
})

it("asks to be revealed when a tenth of it is visible", () => {
  renderBlock()
  expect(thresholdsOf(block())).toEqual([0.1])
})
