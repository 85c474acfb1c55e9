/**
 * Content the browser lays out and paints only once it comes near the screen
 * (`content-visibility: auto`): the sections below the first screen, the
 * footer, the categories and their treatment cards. On a slow phone a long
 * page's layout and paint cost the main thread hundreds of milliseconds, again
 * whenever a web font arrives and when a category opens; with this, they cost
 * what is on screen, and a tap waits less. The content stays in the document:
 * find-in-page, an address that names it, screen readers and paper reach it.
 *
 * `estimate` is the block's usual height, used until the browser has laid it
 * out once (`auto` then keeps the real one), so the scrollbar stays close.
 */
import { css } from "@emotion/react"
import { printMedia } from "./print"

export const renderedNearScreen = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
  ${printMedia} {
    content-visibility: visible;
  }
`
