/**
 * Browser hooks: the frame around every page, loaded as a chunk of its own,
 * and hydration in slices.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import { lazy } from "react"
import { wrapInFrame } from "./src/wrap-in-frame"

const loadFrame = () => import("./src/components/layout/Frame")

// Fetched while Gatsby loads the page's data and code, not once hydration
// reaches the frame.
void loadFrame()

export const wrapPageElement = wrapInFrame(lazy(loadFrame))
export { hydrateInSlices as replaceHydrateFunction } from "./src/hydrate-in-slices"
