import { type ReactNode, Suspense } from "react"

/**
 * Content whose static HTML stays as it is while the rest of the page
 * hydrates, and is hydrated afterwards, when the main thread is idle, in slices
 * of a few milliseconds instead of one long task. React 18 does this for every
 * Suspense boundary it finds while hydrating (it continues "at offscreen
 * priority"). A click or key press inside hydrates the boundary at once and
 * reaches its handler, so nothing a visitor does is lost. Nothing here ever
 * suspends: the fallback is never shown.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
