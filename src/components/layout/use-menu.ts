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

/**
 * The small-screen menu is a native popover (SiteNav): the browser opens it
 * from the toggle, closes it on Escape and on a tap outside, and gives the
 * focus back to the toggle, with or without scripts. Once they run, this
 * follows its state (the toggle's name), moves the focus to the first link
 * when it opens, and closes it when a link is chosen or the route changes.
 */
export function useMenu(pathname: string) {
  const [open, setOpen] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const close = useCallback(() => {
    const list: PopoverElement | null = listRef.current
    if (list && isOpen(list)) list.hidePopover?.()
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list) return undefined
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

  // A new route closes it; hydration (the first route) leaves it as the visitor has it.
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    close()
  }, [pathname, close])

  return { open, close, listRef }
}
