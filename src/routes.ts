/**
 * The site's pages and their addresses, with the trailing slash the site uses
 * (gatsby-config's trailingSlash "always"): the one table that the pages, the
 * menu's choices in the content model, the addresses of treatments, the 404
 * page and the publish report read. Gatsby makes a page of each file in
 * src/pages/, named as its key here (a unit test holds them together).
 *
 * Plain data without imports: the publish workflow's report runs it in Node
 * without installing anything.
 */
export const ROUTES = {
  home: "/",
  about: "/about/",
  treatments: "/treatments/",
  contact: "/contact/",
} as const

export type RouteName = keyof typeof ROUTES
export type Route = (typeof ROUTES)[RouteName]

/** Where Gatsby puts the page of src/pages/404.tsx; hosts serve it for every unknown address. */
export const NOT_FOUND_ROUTE = "/404/"
