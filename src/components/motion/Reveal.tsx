import { type ReactNode, useCallback, useEffect, useRef } from "react"
import { registerReveal } from "./reveal-observer"

type RevealProps = {
  children: ReactNode
  /** Reveal the children (RevealItem) one after another instead of the block as a whole. */
  staggered?: boolean
  delay?: number
  className?: string
  as?: "div" | "section" | "ul" | "li" | "article"
}

/**
 * Fades a block in once about 10 % of it is visible, once per page view, and
 * records that it was revealed (data-revealed).
 *
 * The static HTML shows every block: only after hydration are the blocks
 * below the fold hidden, to fade in when scrolled to. So content reads without
 * JavaScript, and nothing the visitor sees on arrival waits for a script
 * before it is painted (it would become a late Largest Contentful Paint).
 * The block renders once; reveal-observer.ts does the rest on the element.
 */
export function Reveal({ children, staggered = false, delay = 0, className, as: Tag = "div" }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null)
  // A callback ref accepts every element type `as` may render.
  const setRef = useCallback((node: HTMLElement | null) => {
    ref.current = node
  }, [])

  useEffect(() => {
    const element = ref.current
    return element ? registerReveal({ element, staggered, delay }) : undefined
  }, [staggered, delay])

  return (
    <Tag ref={setRef} className={className} data-reveal="" data-revealed="false">
      {children}
    </Tag>
  )
}

/** A child of a staggered Reveal, directly inside it. */
export function RevealItem({ children, className, as: Tag = "div" }: Omit<RevealProps, "staggered" | "delay">) {
  return (
    <Tag className={className} data-reveal="">
      {children}
    </Tag>
  )
}
