import "@testing-library/jest-dom"
import { installIntersectionObserver } from "./intersection-observer"

// Tests of build-time code run in the node environment, which has no window.
if (typeof window !== "undefined") {
  installIntersectionObserver()
  // jsdom has <dialog> without its methods: they open and close it, without the top layer and inert page
  // a browser adds (the browser tests check those).
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "")
    }
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open")
      this.dispatchEvent(new Event("close"))
    }
  }
  // jsdom has no layout to scroll.
  window.scrollTo = () => undefined
  // jsdom has no MessageChannel, which every browser the site runs in has (src/next-task.ts; the
  // browser tests use the real one). A message here is a timer's task. (Node's ports would keep Jest
  // from exiting.)
  window.MessageChannel ??= class {
    readonly port1 = { onmessage: null as ((event: MessageEvent) => void) | null, close: () => undefined }
    readonly port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.(new MessageEvent("message", { data }))),
    }
  } as unknown as typeof MessageChannel
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
