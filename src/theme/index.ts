/**
 * The Emotion theme: tokens plus helpers, typed so `css={(t) => …}` knows them.
 */
import * as tokens from "./tokens"
import * as motion from "./motion"

type Breakpoint = keyof typeof tokens.breakpoints

/** Media query for a minimum width: `${t.mq.md} { … }` (mobile first). */
const mq = Object.fromEntries(
  Object.entries(tokens.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px / 16}em)`]),
) as Record<Breakpoint, string>

export const theme = { ...tokens, motion, mq } as const

export type AppTheme = typeof theme
