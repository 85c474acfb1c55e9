import { useCallback, useEffect, useRef, useState } from "react"

type PopoverElement = HTMLElement & { hidePopover?: () => void }

/** Whether the popover is open; false where the browser knows no popovers (and the selector throws). */
function isOpen(element: Element): boolean {
  try {
    return element.matches(":popover-open")
  } catch {
    return false
  }
}

/** Popovers: Chrome 114, Safari 17, Firefox 125 and later. */
const browserHasPopovers = (): boolean => Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover")

/**
 * The small-screen menu is a native popover (SiteNav): the browser opens it
 * from the toggle, closes it on Escape and on a tap outside, and gives the
 * focus back to the toggle, with or without scripts. Once they run, this
 * follows its state (the toggle's name), moves the focus to the first link
 * when it opens, and closes it when a link is chosen or the route changes.
 *
 * In a browser without popovers (older Safari and Firefox) the scripts do the
 * browser's part: `toggle` opens and closes the list (SiteNav marks the
 * navigation `data-open`, which its CSS shows), and Escape and a tap outside
 * close it.
 */
export function useMenu(pathname: string) {
  const [open, setOpen] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const close = useCallback(() => {
    const list: PopoverElement | null = listRef.current
    if (!browserHasPopovers()) setOpen(false)
    else if (list && isOpen(list)) list.hidePopover?.()
  }, [])
  const toggle = useCallback(() => {
    if (!browserHasPopovers()) setOpen((now) => !now)
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list || !browserHasPopovers()) return undefined
    const sync = () => {
      const now = isOpen(list)
      setOpen(now)
      return now
    }
    // Opened before hydration: the toggle event came before this listener.
    sync()
    const onToggle = () => {
      if (sync()) list.querySelector<HTMLElement>("a")?.focus()
    }
    list.addEventListener("toggle", onToggle)
    return () => list.removeEventListener("toggle", onToggle)
  }, [])

  // Without popovers: what the browser does for one (focus in, Escape and a tap outside close it, focus back).
  useEffect(() => {
    const list = listRef.current
    const nav = list?.closest("nav")
    if (!open || !list || !nav || browserHasPopovers()) return undefined
    const toggleButton = nav.querySelector<HTMLElement>("[data-menu-toggle]")
    list.querySelector<HTMLElement>("a")?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleButton?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open])

  // A new route closes it; hydration (the first route) leaves it as the visitor has it.
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    close()
  }, [pathname, close])

  return { open, close, toggle, listRef }
}
