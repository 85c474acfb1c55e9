/**
 * Motion in one place: durations and easings (SPEC §9), and the variants the
 * Reveal wrapper and the accordion use. Slow and soft; nothing bounces.
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
} as const

export const stagger = 0.12

export const easings = {
  out: [0.22, 1, 0.36, 1] as [number, number, number, number],
  inOut: [0.65, 0, 0.35, 1] as [number, number, number, number],
  css: "cubic-bezier(0.22, 1, 0.36, 1)",
} as const

/** Share of a block that must be visible before it fades in. */
export const revealAmount = 0.1

/** Distance, in px, a block rises while it fades in. */
export const revealRise = 16

/** Scroll distance, in px, after which the top bar turns solid. */
export const barScrollThreshold = 50
