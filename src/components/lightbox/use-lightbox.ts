import { useEffect, useRef, useState } from "react"

/**
 * Which photo the viewer shows (null: closed) and the thumbnails that open it.
 * On close, focus goes back to the thumbnail of the photo last shown, so a
 * keyboard user continues where they were looking.
 */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null)
  const thumbnails = useRef<(HTMLElement | null)[]>([])
  const returnTo = useRef<number | null>(null)

  // After the viewer has unmounted: before that the thumbnails are inert and refuse focus.
  useEffect(() => {
    if (index !== null || returnTo.current === null) return
    thumbnails.current[returnTo.current]?.focus()
    returnTo.current = null
  }, [index])

  const close = () => {
    returnTo.current = index
    setIndex(null)
  }
  const thumbnailRef = (at: number) => (element: HTMLElement | null) => {
    thumbnails.current[at] = element
  }
  /** The file a photo's thumbnail shows now (the browser has it already), read from the <img> beside its button. */
  const thumbnailOf = (at: number) => {
    const image = thumbnails.current[at]?.parentElement?.querySelector("img")
    return image?.complete && image.naturalWidth > 0 ? image.currentSrc || undefined : undefined
  }
  return { index, show: setIndex, close, thumbnailRef, thumbnailOf }
}
