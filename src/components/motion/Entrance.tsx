import { type ReactNode, useEffect, useRef } from "react"
import { loadAnimations } from "./load-animations"
import { RISEN } from "./offset"

type EntranceProps = {
  children: ReactNode
  /** Seconds before the first part moves. */
  delay?: number
  className?: string
}

// Written into the HTML: the parts start a little low and rise once the page is interactive.
// Without JavaScript the <noscript> rule in gatsby-ssr.tsx puts them in place.
const startLow = { transform: RISEN }

/**
 * The opening of a page (the home hero, an inner page's intro band): its parts
 * rise into place one after another but are never transparent, so what a
 * visitor sees on arrival is painted at once, before any script runs.
 */
export function Entrance({ children, delay = 0, className }: EntranceProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const parts = [...(ref.current?.children ?? [])].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute("data-reveal"),
    )
    loadAnimations()
      .then(({ rise }) => rise(parts, delay))
      .catch(() => parts.forEach((part) => (part.style.transform = "none")))
  }, [delay])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}

type EntrancePartProps = { children: ReactNode; as?: "div" | "h1" | "p"; className?: string }

/** One part of an Entrance, a direct child of it. */
export function EntrancePart({ children, as: Tag = "div", className }: EntrancePartProps) {
  return (
    <Tag className={className} data-reveal="" style={startLow}>
      {children}
    </Tag>
  )
}
