/**
 * Print in one vocabulary: the media query, and what components that mean
 * nothing on paper (the top bar, booking and share buttons, notifications)
 * compose into their styles. The page-wide rules (black on white, no motion,
 * A4 margins) are in GlobalStyles; each component keeps its own layout for paper.
 */
import { css } from "@emotion/react"

export const printMedia = "@media print"

/** Paper is black on white, whatever the screen's palette. */
export const printColors = { ink: "#000000", paper: "#FFFFFF" } as const

/** Controls and chrome that do nothing on paper. */
export const hiddenInPrint = css`
  ${printMedia} {
    display: none !important;
  }
`

/** Shown only on paper (the page's own address under the salon's contact). */
export const printOnly = css`
  display: none;
  ${printMedia} {
    display: block;
  }
`
