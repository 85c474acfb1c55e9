import { domAnimation, LazyMotion, MotionConfig } from "framer-motion"
import type { ReactNode } from "react"

/**
 * `m` components with only the DOM animation features (about 15 kB instead of
 * the full `motion` bundle); movement stops for visitors who ask for reduced
 * motion, opacity fades remain.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
