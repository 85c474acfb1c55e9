/**
 * Browser hooks: the Emotion cache that adopts the server's styles, the frame
 * around every page, the app's start in a task of its own, and hydration in slices.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */

export { onClientEntry } from "./src/client-entry"
export { wrapPageElement } from "./src/wrap-page-element"
export { wrapRootElement } from "./src/wrap-root-element"
export { hydrateInSlices as replaceHydrateFunction } from "./src/hydrate-in-slices"
