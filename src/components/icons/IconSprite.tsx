import { renderToStaticMarkup } from "react-dom/server"
import { symbolId } from "./Icon"
import { ICONS } from "./icon-set"

const OUTER_SVG = /^<svg\b[^>]*>|<\/svg>$/g

/** Each icon as a <symbol> with what its glyph draws (its elements, without the <svg> around them). */
function symbols(): string {
  return Object.entries(ICONS)
    .map(([name, Glyph]) => {
      const svg = renderToStaticMarkup(<Glyph />)
      const viewBox = /\bviewBox="([^"]+)"/.exec(svg)?.[1]
      if (!viewBox) throw new Error(`The icon "${name}" draws no <svg viewBox>: ${svg.slice(0, 80)}`)
      return `<symbol id="${symbolId(name)}" viewBox="${viewBox}">${svg.replace(OUTER_SVG, "")}</symbol>`
    })
    .join("")
}

// Drawn once, when this module loads: outside any render, which another render inside would disturb.
const SYMBOLS = symbols()

/**
 * Every icon of the site, once per page (gatsby-ssr puts it first in the body;
 * the editor's previews into their frame): each <Icon> is a <use> of one of
 * these symbols. All of them rather than the page's own: icons the scripts
 * draw later (the photo viewer, notifications, the page after an in-site link)
 * find theirs too, so the scripts carry no drawing. Measured: the 23 symbols
 * are 5.0 KB of each page (1.4 KB brotli), 0.8–1.1 KB brotli more than the
 * page's own would be, while the first load's scripts lost 1.5–1.9 KB brotli.
 */
export function IconSprite() {
  return <svg style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: SYMBOLS }} />
}
