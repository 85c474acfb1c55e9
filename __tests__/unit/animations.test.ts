/**
 * The motion policy of components/motion/animations.ts, checked on what it asks
 * Motion to animate: reveal blocks fade and rise, the opening of a page
 * rises without fading, items of a staggered block follow each other, and a
 * visitor who asks for reduced motion gets fades without movement.
 */
import { animate } from "motion/mini"
import { fadeUp, rise } from "../../src/components/motion/animations"
import { delays, durations, revealRise, stagger } from "../../src/theme/motion"

jest.mock("motion/mini", () => ({ animate: jest.fn(() => ({ finished: Promise.resolve() })) }))

const animated = jest.mocked(animate)
const RISEN = `translateY(${revealRise}px)`

/** Keyframes and options of the one animate() call made. */
const lastCall = () => {
  expect(animated).toHaveBeenCalledTimes(1)
  const [, keyframes, options] = animated.mock.calls[0]!
  return { keyframes, options: options as { duration: number; delay: (index: number) => number } }
}
const elements = (count: number) => Array.from({ length: count }, () => document.createElement("div"))
const prefersReducedMotion = (reduce: boolean) => {
  window.matchMedia = (query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList
}

beforeEach(() => {
  animated.mockClear()
  // jsdom has no Web Animations; the module animates only where the browser can.
  Element.prototype.animate = jest.fn()
  prefersReducedMotion(false)
})
afterEach(() => {
  // @ts-expect-error put in by beforeEach
  delete Element.prototype.animate
  // @ts-expect-error put in by beforeEach
  delete window.matchMedia
})

it("fades a reveal block in while it rises into place, in the entry's duration", async () => {
  await fadeUp(elements(1))
  const { keyframes, options } = lastCall()
  expect(keyframes).toEqual({ opacity: [0, 1], transform: [RISEN, "none"] })
  expect(options.duration).toBe(durations.entry)
})

it("starts the items of a staggered block one after another, after the block's delay", async () => {
  await fadeUp(elements(3), delays.beside, true)
  const { options } = lastCall()
  expect([0, 1, 2].map(options.delay)).toEqual([0, 1, 2].map((index) => delays.beside + index * stagger))
})

it("raises the parts of a page's opening without ever making them transparent", async () => {
  await rise(elements(3), delays.hero)
  const { keyframes, options } = lastCall()
  expect(keyframes).toEqual({ transform: [RISEN, "none"] })
  expect(options.delay(1)).toBeCloseTo(delays.hero + stagger)
})

describe("for a visitor who asks for reduced motion", () => {
  beforeEach(() => prefersReducedMotion(true))

  it("puts a reveal block in place at once and only fades it in", async () => {
    const [block] = elements(1)
    block!.style.transform = RISEN
    await fadeUp([block!])
    expect(block!.style.transform).toBe("none")
    expect(lastCall().keyframes).toEqual({ opacity: [0, 1] })
  })

  it("puts the parts of a page's opening in place without moving them", async () => {
    const parts = elements(2)
    await rise(parts)
    expect(animated).not.toHaveBeenCalled()
    expect(parts.map((part) => part.style.transform)).toEqual(["none", "none"])
  })
})

it("sets the end state at once where the browser cannot animate", async () => {
  // @ts-expect-error as in jsdom without the stub
  delete Element.prototype.animate
  const [block] = elements(1)
  await fadeUp([block!])
  expect(animated).not.toHaveBeenCalled()
  expect([block!.style.opacity, block!.style.transform]).toEqual(["1", "none"])
})
