import { useLayoutEffect, useState } from "react"

/**
 * A node at the end of <body> to render a modal dialog into. While it exists the
 * rest of the page is inert (no focus, no clicks, hidden from screen readers)
 * and does not scroll behind the dialog; both are undone when it goes away.
 */
export function useModalHost(): HTMLElement {
  const [host] = useState(() => document.createElement("div"))
  useLayoutEffect(() => {
    // Elements inert for another reason are left as they are, and stay inert.
    const background = [...document.body.children].filter((element) => !element.hasAttribute("inert"))
    const root = document.documentElement
    const overflow = root.style.overflow
    document.body.append(host)
    background.forEach((element) => element.setAttribute("inert", ""))
    root.style.overflow = "hidden"
    return () => {
      background.forEach((element) => element.removeAttribute("inert"))
      root.style.overflow = overflow
      host.remove()
    }
  }, [host])
  return host
}
