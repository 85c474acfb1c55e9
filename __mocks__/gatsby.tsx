/**
 * Gatsby in Jest: queries come from fixtures, Link is a plain anchor.
 * https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/#3-useful-mocks-to-complete-your-testing-environment
 */
import * as React from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  getProps?: unknown
  replace?: boolean
  state?: unknown
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  // Gatsby-only props are taken out so they do not reach the DOM.
  {
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    getProps: _getProps,
    replace: _replace,
    state: _state,
    children,
    ...rest
  },
  ref,
) {
  // Gatsby routes on the client; jsdom cannot navigate, so the mock stops the browser's own navigation.
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event)
    event.preventDefault()
  }
  return (
    <a {...rest} ref={ref} href={to} onClick={onClick}>
      {children}
    </a>
  )
})

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const withPrefix = gatsby.withPrefix
export const Slice = jest.fn()
