import { useEffect, useRef, useState } from "react"

/**
 * Whether the page is scrolled more than `threshold` px. The listener is
 * passive and React state changes only when the threshold is crossed, so
 * scrolling does not re-render the header.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
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
