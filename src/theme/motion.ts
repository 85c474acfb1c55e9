/**
 * Motion in one place: the durations, delays, easings and distances behind
 * animations of components/motion/ (reveal, entry, the accordion's expand; docs/product.md, Motion).
 * Slow and soft; nothing bounces.
 */
export const durations = {
  /** Page entry animations. */
  entry: 0.8,
  /** Category card expand and collapse. */
  expand: 0.3,
  /** Hovers, colour changes of the top bar. */
  quick: 0.2,
  /** How long a notification stays, in milliseconds. */
  notificationMs: 5000,
  /** How long a treatment card an address points at stays highlighted, in milliseconds. */
  highlightMs: 2400,
} as const

export const stagger = 0.12

/** How long, in seconds, a block waits before it enters. */
export const delays = {
  /** The parts of an inner page's opening band. */
  intro: 0.1,
  /** The parts of the home page's hero. */
  hero: 0.15,
  /** The second of two blocks side by side, after the first. */
  beside: 0.15,
} as const

export const easings = {
  out: [0.22, 1, 0.36, 1] as [number, number, number, number],
  inOut: [0.65, 0, 0.35, 1] as [number, number, number, number],
  css: "cubic-bezier(0.22, 1, 0.36, 1)",
} as const

/** Whether the visitor asked for reduced motion (false where matchMedia is missing, e.g. jsdom). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

/** Share of a block that must be visible before it fades in. */
export const revealAmount = 0.1

/** Distance, in px, a block rises while it fades in. */
export const revealRise = 16

/** Scroll distance, in px, after which the top bar turns solid. */
export const barScrollThreshold = 50
