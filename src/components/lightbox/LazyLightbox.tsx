import { lazy, Suspense, useEffect } from "react"
import type { LightboxProps } from "./Lightbox"

// The viewer is fetched on the first open only: a visitor who never opens it downloads none of it.
// If that download fails (offline), the click does nothing rather than take the page down.
const Lightbox = lazy(() =>
  import(/* webpackChunkName: "lightbox" */ "./Lightbox").catch(() => ({ default: ViewerUnavailable })),
)

function ViewerUnavailable({ onClose }: LightboxProps) {
  useEffect(() => onClose(), [onClose])
  return null
}

/** The photo viewer, whose code arrives when it first opens. */
export function LazyLightbox(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  )
}
