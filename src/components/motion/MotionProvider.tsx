import { LazyMotion, MotionConfig } from "framer-motion"
import type { ReactNode } from "react"

const loadFeatures = () => import("./features").then((module) => module.default)

/**
 * `m` components with the DOM animation features loaded on demand, so the
 * animation engine is not part of the JavaScript every first visit parses
 * before hydration; movement stops for visitors who ask for reduced motion,
 * opacity fades remain.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
