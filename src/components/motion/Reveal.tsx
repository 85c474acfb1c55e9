import { m } from "framer-motion"
import { type ReactNode, useState } from "react"
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
 * records that it was revealed (data-revealed). `data-reveal` lets the
 * <noscript> style in gatsby-ssr show it when JavaScript is off.
 */
export function Reveal({ children, staggered = false, delay = 0, className, as = "div" }: RevealProps) {
  const [revealed, setRevealed] = useState(false)
  const Component = m[as]
  return (
    <Component
      className={className}
      data-reveal=""
      data-revealed={revealed ? "true" : "false"}
      initial="hidden"
      whileInView="visible"
      viewport={{ once: true, amount: revealAmount }}
      onViewportEnter={() => setRevealed(true)}
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
