/**
 * Server rendering hooks: document language, the no-JavaScript fallback for
 * animated blocks, and the frame around every page.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby"
import "./src/theme/fonts.css"

export { wrapPageElement } from "./src/wrap-page-element"

// framer-motion writes its initial state (opacity 0) into the HTML; without
// JavaScript those blocks would stay invisible (motiondivision/motion#1004).
// Collapsed treatment categories open too, so every price is readable.
const showRevealBlocks = [
  "[data-reveal]{opacity:1!important;transform:none!important}",
  "[data-collapsible]{display:block!important;height:auto!important;opacity:1!important}",
  "[data-accordion-header] [aria-hidden]{display:none}",
].join("")

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "cs" })
  setHeadComponents([
    <noscript key="reveal-fallback">
      <style>{showRevealBlocks}</style>
    </noscript>,
  ])
}
