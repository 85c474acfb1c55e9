/**
 * Content the browser lays out and paints only once it comes near the screen
 * (`content-visibility: auto`): the treatment cards, so opening a category on
 * a slow phone costs the cards on screen, not the whole list. The content
 * stays in the document: find-in-page, an address that names it, screen
 * readers and paper reach it.
 *
 * Not on the page's sections, the footer or the category headers: blocks
 * already on screen at first paint were drawn at their estimated height first
 * (a layout shift, CLS 0.008 on /treatments/), and an accessibility checker
 * sees the footer's light text on the page's background while the footer's
 * own dark background is not yet drawn.
 *
 * `estimate` is the block's usual height, used until the browser has laid it
 * out once (`auto` then keeps the real one), so the scrollbar stays close. Its
 * height only: a width estimate (the shorthand's one value sets both) would be
 * the block's narrowest width while it is skipped, and widened an open
 * category's list past a 360 px phone's screen.
 */
import { css } from "@emotion/react"
import { printMedia } from "./print"

export const renderedNearScreen = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimate};
  ${printMedia} {
    content-visibility: visible;
  }
`
