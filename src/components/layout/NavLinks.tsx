import { css } from "@emotion/react"
import { Link } from "gatsby"
import { forwardRef } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { type ExtraStyles, theme } from "../../theme"
import { normalizePath } from "../../utils/normalize-path"

const list = css`
  list-style: none;
  display: flex;
`
const directions = {
  row: css`
    flex-direction: row;
  `,
  column: css`
    flex-direction: column;
  `,
}
const link = css`
  position: relative;
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[1]};
  color: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  letter-spacing: ${theme.letterSpacings.wide};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    left: ${theme.space[1]};
    right: ${theme.space[1]};
    bottom: 2px;
    height: 1px;
    background: currentColor;
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${theme.motion.durations.quick}s ${theme.motion.easings.css};
  }
  &:hover::after,
  &[aria-current="page"]::after {
    transform: scaleX(1);
  }
  &[aria-current="page"] {
    font-weight: ${theme.fontWeights.bold};
  }
`

type NavLinksProps = {
  pathname: string
  /** Layout of the list: a row in the bar, a column in the dropdown and footer. */
  direction?: "row" | "column"
  onNavigate?: () => void
  styles?: ExtraStyles
  id?: string
  /** The small-screen menu is a native popover (SiteNav). */
  popover?: string
}

/** The routes of content/site.yaml → nav; the current one is highlighted and marked aria-current="page". */
export const NavLinks = forwardRef<HTMLUListElement, NavLinksProps>(function NavLinks(
  { pathname, direction = "row", onNavigate, styles, ...attributes },
  ref,
) {
  const { nav } = useSiteSettings()
  const current = normalizePath(pathname)
  return (
    <ul ref={ref} css={[list, directions[direction], styles]} {...attributes}>
      {nav.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            css={link}
            aria-current={current === item.path ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
})
