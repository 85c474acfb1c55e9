import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

// What Gatsby's production app calls the returned function with. (Gatsby's
// own type for it is react-dom's legacy `render` signature.)
type Hydrate = (page: ReactElement, container: Element) => void

/**
 * Gatsby hydrates with a plain `hydrateRoot`, which React 18 runs at default
 * priority: the whole page in one task that blocks the phone's main thread
 * (about 180 ms at Lighthouse's mobile CPU). Started inside a transition, the
 * same hydration is concurrent: React works in slices of about 5 ms and lets
 * the browser paint, scroll and take input in between; a click or key press on
 * a part not yet hydrated hydrates that part at once and then reaches its
 * handler, so nothing a visitor does is lost. The static HTML is on screen all
 * the while.
 * (Next.js starts its hydration the same way.)
 */
export const hydrateInSlices = (): Hydrate => (page, container) => {
  // Gatsby renders instead of hydrating when the server sent no page (a
  // client-only route); the same test as its production-app.js.
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(page)
    return
  }
  startTransition(() => {
    hydrateRoot(container, page)
  })
}
