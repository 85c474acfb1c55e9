import { useCallback, useEffect, useRef, useState } from "react"

/**
 * The state of the small-screen menu in the top bar. It is open for the route
 * it was opened on, so navigating closes it without an effect; Escape closes
 * it and returns focus to the toggle, and so does a pointer outside the bar.
 */
export function useMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)
  /** The bar: a pointer inside it leaves the menu open. */
  const areaRef = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpenOn(null), [])
  const toggle = () => setOpenOn(open ? null : pathname)

  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      close()
      toggleRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open, close])

  return { open, toggle, close, toggleRef, areaRef }
}
