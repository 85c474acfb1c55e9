/**
 * The site's MotionProvider loads framer-motion's features in a chunk after the
 * first paint; in tests they load at once, so no state update lands outside act().
 */
import { domAnimation, LazyMotion, MotionConfig } from "framer-motion"
import type { ReactNode } from "react"

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
