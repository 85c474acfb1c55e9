/** The route a pathname belongs to, with the trailing slash the site uses. */
export function normalizePath(pathname: string): string {
  const withoutPrefix = pathname.replace(/\/index\.html$/, "/")
  return withoutPrefix.endsWith("/") ? withoutPrefix : `${withoutPrefix}/`
}
