/**
 * Style sheets written as text, outside Emotion: the @font-face rules and the
 * rules that show what an entrance or reveal animation would otherwise keep
 * hidden. The pages get them in their static HTML (gatsby-ssr); the editor's
 * preview frame gets them through Decap (src/admin/index.tsx).
 */
import { fontFaceCss } from "./font-files"

/** Blocks that fade in as they scroll into view, shown as they are. */
const revealedBlocks = "[data-reveal]{opacity:1!important;transform:none!important}"

/**
 * Without JavaScript nothing moves: the parts of a page's opening stay where
 * the HTML starts them (a little low), and no script would ever show a block it
 * hid. (The categories, the menu and the photos work without it: they are
 * native controls and links.)
 */
export const noScriptCss = revealedBlocks

export const fontFacesCss = fontFaceCss((file) => `/fonts/${file}`)

/**
 * The editor's preview frame: the site's fonts from /fonts/, and every block
 * shown at once (the frame scrolls inside the editor, where the reveal's
 * observer, watching the editor's own window, would never see it arrive).
 */
export const previewFrameCss = fontFacesCss + revealedBlocks
