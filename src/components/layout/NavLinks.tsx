import { css, type Theme } from "@emotion/react"
import { Link } from "gatsby"
import { forwardRef } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { normalizePath } from "../../utils/routes"

const list = css`
  list-style: none;
  display: flex;
`
const link = (t: Theme) => css`
  position: relative;
  display: inline-block;
  padding: ${t.space[2]} ${t.space[1]};
  color: inherit;
  font-size: ${t.fontSizes.sm};
  font-weight: ${t.fontWeights.medium};
  letter-spacing: ${t.letterSpacings.wide};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    left: ${t.space[1]};
    right: ${t.space[1]};
    bottom: 2px;
    height: 1px;
    background: currentColor;
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${t.motion.durations.quick}s ${t.motion.easings.css};
  }
  &:hover::after,
  &[aria-current="page"]::after {
    transform: scaleX(1);
  }
  &[aria-current="page"] {
    font-weight: ${t.fontWeights.bold};
  }
`

type NavLinksProps = {
  pathname: string
  /** Layout of the list: a row in the bar, a column in the dropdown and footer. */
  direction?: "row" | "column"
  onNavigate?: () => void
  className?: string
  id?: string
  "data-open"?: string
}

/** The routes of content/site.yaml → nav; the current one is highlighted and marked aria-current="page". */
export const NavLinks = forwardRef<HTMLUListElement, NavLinksProps>(function NavLinks(
  { pathname, direction = "row", onNavigate, className, ...attributes },
  ref,
) {
  const { nav } = useSiteSettings()
  const current = normalizePath(pathname)
  return (
    <ul ref={ref} css={[list, { flexDirection: direction }]} className={className} {...attributes}>
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
