/**
 * Browser hooks: fonts and the frame around every page.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import "./src/theme/fonts.css"

export { wrapPageElement } from "./src/wrap-page-element"
