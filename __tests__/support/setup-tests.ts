import "@testing-library/jest-dom"
import { MotionGlobalConfig } from "framer-motion"
import { installIntersectionObserver } from "./intersection-observer"

// Animations end at once, so a test sees each state as soon as it is reached.
MotionGlobalConfig.skipAnimations = true

jest.mock("../../src/components/motion/MotionProvider", () => jest.requireActual("./sync-motion-provider"))

// Tests of build-time code run in the node environment, which has no window.
if (typeof window !== "undefined") {
  installIntersectionObserver()
  // framer-motion measures "height: auto" and restores the scroll position; jsdom has no layout to scroll.
  window.scrollTo = () => undefined
}

// React and Testing Library report warnings through console.error; a test that
// triggers one should fail, not scroll past it.
const originalError = console.error
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    originalError(...args)
    throw new Error(`console.error during test: ${String(args[0])}`)
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})
