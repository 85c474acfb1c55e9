/**
 * What the site's components import from "gatsby", for the editor's previews,
 * which run outside Gatsby (the editor bundle aliases "gatsby" to this file):
 * static queries answered with the content the editor was built from, links as
 * plain anchors that open nothing inside the preview.
 */
import type { AnchorHTMLAttributes } from "react"

declare const __STATIC_QUERY_ANSWERS__: Record<string, unknown>

/** Page and fragment queries only matter to Gatsby's build; here the tag keeps the text. */
export const graphql = (parts: TemplateStringsArray): string => parts.join("")

/** Every static query's answer: the fields of all of them in one object, as each reads only its own. */
export function useStaticQuery<T>(_query: unknown): T {
  return __STATIC_QUERY_ANSWERS__ as T
}

export const withPrefix = (path: string) => path

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string }

export function Link({ to, activeClassName: _activeClassName, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  )
}
