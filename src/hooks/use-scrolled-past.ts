import { useEffect, useRef, useState } from "react"

/**
 * Whether the page is scrolled more than `threshold` px; undefined until the
 * script has read the scroll position (in the server's HTML, and until
 * hydration), so what the HTML alone shows can rely on the browser instead.
 * The listener is passive and React state changes only when the threshold is
 * crossed, so scrolling does not re-render the header.
 */
export function useScrolledPast(threshold: number): boolean | undefined {
  const [past, setPast] = useState<boolean | undefined>(undefined)
  const last = useRef(past)

  useEffect(() => {
    const update = () => {
      const next = window.scrollY > threshold
      if (next !== last.current) {
        last.current = next
        setPast(next)
      }
    }
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])

  return past
}
