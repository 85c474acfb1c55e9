import { css } from "@emotion/react"
import { Menu, X } from "lucide-react"
import { type RefObject, useEffect, useRef } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { roundIcon } from "../primitives/button-styles"
import { Icon } from "../icons/Icon"
import { NavLinks } from "./NavLinks"

export const MENU_ID = "site-menu"

const navLandmark = css`
  ${theme.mq.lg} {
    margin-right: ${theme.space[4]};
  }
`
const toggleButton = css`
  ${roundIcon("md")}
  border: 1px solid currentColor;
  background: transparent;
  cursor: pointer;
  ${theme.mq.lg} {
    display: none;
  }
`
// Below 1024 px the list is the dropdown under the bar; from 1024 px it is the row of links in the bar.
const list = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: none;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[6]};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.bar};
  border-top: 1px solid ${theme.colors.hairline};
  a {
    display: block;
    padding: ${theme.space[3]} ${theme.space[1]};
    font-size: ${theme.fontSizes.lg};
  }
  &[data-open="true"] {
    display: flex;
  }
  ${theme.mq.lg} {
    position: static;
    display: flex;
    flex-direction: row;
    gap: ${theme.space[5]};
    padding: 0;
    background: transparent;
    color: inherit;
    box-shadow: none;
    border: 0;
    a {
      display: inline-block;
      padding: ${theme.space[2]} ${theme.space[1]};
      font-size: ${theme.fontSizes.sm};
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
