import type { Variants } from "framer-motion"
import { durations, easings, revealRise, stagger } from "../../theme/motion"

/** A block that rises a little and fades in; `custom` is an extra delay in seconds. */
export const fadeUp: Variants = {
  // Hiding is instant: it happens out of sight, below the fold, right after hydration.
  hidden: { opacity: 0, y: revealRise, transition: { duration: 0 } },
  visible: (delay?: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: durations.entry, ease: easings.out, ...(delay ? { delay } : {}) },
  }),
}

/** Rises without fading: for the LCP element, which must be painted at once. */
export const riseOnly: Variants = {
  hidden: { y: revealRise },
  visible: { y: 0, transition: { duration: durations.entry, ease: easings.out } },
}

/** A parent whose children enter one after another. */
export const staggerChildren = (delayChildren = 0): Variants => ({
  hidden: {},
  visible: { transition: { staggerChildren: stagger, delayChildren } },
})
