import { useEffect, useRef, useState } from "react"
import { loadAnimations } from "./load-animations"

/** The closed panel as the HTML carries it (without JavaScript, gatsby-ssr.tsx's <noscript> rule opens it). */
export const COLLAPSED_STYLE = { height: 0, opacity: 0 } as const

/**
 * A panel that opens and closes with the expand animation (0.3 s). It stays in
 * the page while closed (hidden), and stays visible until closing has
 * finished. Returns the panel's ref, whether it is hidden, whether it has
 * finished opening (true from the start for a panel that starts open), and its
 * inline style: collapsed as the HTML carries it, or none for a panel that
 * starts open (mounted on an address after in-site navigation).
 */
export function useCollapse<T extends HTMLElement>(expanded: boolean) {
  const ref = useRef<T>(null)
  // Shown: open, or still closing.
  const [shown, setShown] = useState(expanded)
  // Opened and at rest: set when an opening finishes, cleared when a toggle starts.
  const [settledOpen, setSettledOpen] = useState(expanded)
  const [style] = useState(expanded ? undefined : COLLAPSED_STYLE)
  const previous = useRef(expanded)
  const run = useRef(0)

  useEffect(() => {
    const panel = ref.current
    if (!panel || previous.current === expanded) return
    previous.current = expanded
    // Only the latest toggle decides: a click during an animation takes over from where it is.
    const current = ++run.current
    setSettledOpen(false)
    const finish = () => {
      if (run.current !== current) return
      setShown(expanded)
      setSettledOpen(expanded)
    }
    const settle = () => {
      panel.style.height = expanded ? "auto" : "0px"
      panel.style.opacity = expanded ? "1" : "0"
      finish()
    }
    loadAnimations()
      .then(({ expand, collapse }) => (expanded ? expand(panel) : collapse(panel)))
      .then(finish, settle)
  }, [expanded])

  return { ref, hidden: !expanded && !shown, opened: expanded && settledOpen, style }
}
