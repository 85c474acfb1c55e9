/**
 * The theme: tokens plus helpers. It never changes while the site runs, so
 * components build their styles from it once, at module load
 * (`const card = css\`padding: ${theme.space[5]};\``), not in a function
 * Emotion would call and serialise again on every render, and no provider
 * passes it down.
 */
import type { Theme as EmotionTheme, Interpolation } from "@emotion/react"
import * as tokens from "./tokens"
import * as motion from "./motion"

type Breakpoint = keyof typeof tokens.breakpoints

/** Media query for a minimum width: `${theme.mq.md} { … }` (mobile first). */
const mq = Object.fromEntries(
  Object.entries(tokens.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px / 16}em)`]),
) as Record<Breakpoint, string>

export const theme = { ...tokens, motion, mq } as const

export type Theme = typeof theme

/**
 * Styles a component adds to its own root's: the component lists them in its
 * root's `css`, so the root gets one class. (Passed as the component's `css`
 * prop, Emotion would serialise them into a class of their own and merge it
 * into the root's: the page's HTML never uses that class, so the server leaves
 * its rules out, and the browser then inserts them at hydration, which makes
 * it recalculate the whole page's style.)
 */
export type ExtraStyles = Interpolation<EmotionTheme>
