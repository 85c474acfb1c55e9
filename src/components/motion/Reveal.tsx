import { m } from "framer-motion"
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import { revealAmount } from "../../theme/motion"
import { fadeUp, staggerChildren } from "./variants"

type RevealProps = {
  children: ReactNode
  /** Reveal the children one after another instead of the block as a whole. */
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
 */
export function Reveal({ children, staggered = false, delay = 0, className, as = "div" }: RevealProps) {
  const ref = useRef<Element | null>(null)
  // A callback ref accepts every element type `as` may render.
  const setRef = useCallback((node: Element | null) => {
    ref.current = node
  }, [])
  const [phase, setPhase] = useState<"static" | "waiting" | "revealed">("static")

  useEffect(() => {
    const top = ref.current?.getBoundingClientRect().top ?? 0
    setPhase(top > window.innerHeight ? "waiting" : "revealed")
  }, [])

  const Component = m[as]
  return (
    <Component
      ref={setRef}
      className={className}
      data-reveal=""
      data-revealed={phase === "revealed" ? "true" : "false"}
      initial={false}
      animate={phase === "waiting" ? "hidden" : "visible"}
      viewport={{ once: true, amount: revealAmount }}
      onViewportEnter={() => setPhase((current) => (current === "waiting" ? "revealed" : current))}
      variants={staggered ? staggerChildren(delay) : fadeUp}
      custom={staggered ? undefined : delay}
    >
      {children}
    </Component>
  )
}

/** A child of a staggered Reveal. */
export function RevealItem({ children, className, as = "div" }: Omit<RevealProps, "staggered" | "delay">) {
  const Component = m[as]
  return (
    <Component className={className} data-reveal="" variants={fadeUp}>
      {children}
    </Component>
  )
}
