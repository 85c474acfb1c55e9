/**
 * Browser hooks: the frame around every page.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */

export { wrapPageElement } from "./src/wrap-page-element"
