/**
 * Browser hooks: the Emotion cache that adopts the server's styles, the frame
 * around every page, and hydration in slices.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */

export { wrapPageElement } from "./src/wrap-page-element"
export { wrapRootElement } from "./src/wrap-root-element"
export { hydrateInSlices as replaceHydrateFunction } from "./src/hydrate-in-slices"
