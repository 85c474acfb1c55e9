import "@testing-library/jest-dom"
import { installIntersectionObserver } from "./intersection-observer"

// Tests of build-time code run in the node environment, which has no window.
if (typeof window !== "undefined") {
  installIntersectionObserver()
  // jsdom has no layout to scroll.
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
