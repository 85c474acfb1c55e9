import { css, type Theme } from "@emotion/react"
import { Menu, X } from "lucide-react"
import { type RefObject, useEffect, useRef } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { Icon } from "../icons/Icon"
import { NavLinks } from "./NavLinks"

export const MENU_ID = "site-menu"

const navLandmark = (t: Theme) => css`
  ${t.mq.lg} {
    margin-right: ${t.space[4]};
  }
`
const toggleButton = (t: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: ${t.controlSizes.md};
  height: ${t.controlSizes.md};
  border: 1px solid currentColor;
  border-radius: ${t.radii.pill};
  background: transparent;
  cursor: pointer;
  ${t.mq.lg} {
    display: none;
  }
`
// Below 1024 px the list is the dropdown under the bar; from 1024 px it is the row of links in the bar.
const list = (t: Theme) => css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: none;
  gap: ${t.space[1]};
  padding: ${t.space[4]} ${t.space[5]} ${t.space[6]};
  background: ${t.colors.surface};
  color: ${t.colors.text};
  box-shadow: ${t.shadows.bar};
  border-top: 1px solid ${t.colors.hairline};
  a {
    display: block;
    padding: ${t.space[3]} ${t.space[1]};
    font-size: ${t.fontSizes.lg};
  }
  &[data-open="true"] {
    display: flex;
  }
  ${t.mq.lg} {
    position: static;
    display: flex;
    flex-direction: row;
    gap: ${t.space[5]};
    padding: 0;
    background: transparent;
    color: inherit;
    box-shadow: none;
    border: 0;
    a {
      display: inline-block;
      padding: ${t.space[2]} ${t.space[1]};
      font-size: ${t.fontSizes.sm};
    }
  }
`

type SiteNavProps = {
  pathname: string
  /** The menu's state lives in the bar (useMenu), which turns solid while it is open. */
  open: boolean
  toggleRef: RefObject<HTMLButtonElement>
  onToggle: () => void
  onNavigate: () => void
}

/**
 * The main navigation (WAI-ARIA disclosure navigation): one landmark whose list
 * is a row in the bar on wide screens and a dropdown behind the toggle on small ones.
 */
export function SiteNav({ pathname, open, toggleRef, onToggle, onNavigate }: SiteNavProps) {
  const { labels } = useSiteSettings()
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>("a")?.focus()
  }, [open])

  return (
    <nav aria-label={labels.mainNav} css={navLandmark}>
      <button
        ref={toggleRef}
        type="button"
        css={toggleButton}
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={onToggle}
      >
        <Icon glyph={open ? X : Menu} size="xl" />
      </button>
      <NavLinks
        id={MENU_ID}
        ref={listRef}
        pathname={pathname}
        direction="column"
        onNavigate={onNavigate}
        css={list}
        data-open={open ? "true" : "false"}
      />
    </nav>
  )
}
