import { css } from "@emotion/react"
import type { RefObject } from "react"
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
// Until the page's scripts name the state, the button shows it: the menu icon, or the cross while the menu is open.
const icons = css`
  display: contents;
  nav:has(:popover-open) &[data-menu-icon="open"],
  nav:not(:has(:popover-open)) &[data-menu-icon="close"] {
    display: none;
  }
  /* A browser without popovers: the scripts mark the open menu on the navigation (useMenu). */
  @supports not selector(:popover-open) {
    nav[data-open] &[data-menu-icon="open"],
    nav:not([data-open]) &[data-menu-icon="close"] {
      display: none;
    }
  }
`
// Below 1024 px the list is a popover under the bar (the browser's top layer); from 1024 px it is the row of
// links in the bar, shown whatever its popover state.
const list = css`
  position: fixed;
  inset: ${theme.sizes.headerHeight} 0 auto;
  width: auto;
  height: auto;
  max-height: calc(100dvh - ${theme.sizes.headerHeight});
  margin: 0;
  overflow: auto;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[6]};
  border: 0;
  border-top: 1px solid ${theme.colors.hairline};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.bar};
  a {
    display: block;
    padding: ${theme.space[3]} ${theme.space[1]};
    font-size: ${theme.fontSizes.lg};
  }
  /*
   * Closed, it is laid out but not shown (and, as with display: none, not
   * focusable nor read out): opening it then only shows it, which on a phone
   * at 8 × CPU took 10–20 ms less than laying it out on the tap.
   */
  &:not(:popover-open) {
    visibility: hidden;
  }
  @supports not selector(:popover-open) {
    nav:not([data-open]) > & {
      display: none;
    }
    ${theme.mq.lg} {
      nav:not([data-open]) > & {
        display: flex;
      }
    }
  }
  ${theme.mq.lg} {
    &,
    &:not(:popover-open) {
      display: flex;
      visibility: visible;
    }
    position: static;
    inset: auto;
    max-height: none;
    overflow: visible;
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

// React 18 knows neither attribute; lower-case, they reach the HTML as they are.
const popover = { popover: "auto" } as Record<string, string>
const opens = (id: string) => ({ popovertarget: id }) as Record<string, string>

type SiteNavProps = {
  pathname: string
  /** Whether the menu is open (useMenu follows the browser's popover state). */
  open: boolean
  /** Opens or closes the menu where the browser has no popovers (useMenu). */
  onToggle: () => void
  listRef: RefObject<HTMLUListElement>
  onNavigate: () => void
}

/**
 * The main navigation: one landmark whose list is a row in the bar on wide
 * screens and, on small ones, a popover that its toggle opens in the browser
 * itself (disclosure navigation: the browser exposes the toggle as expanded
 * or collapsed).
 */
export function SiteNav({ pathname, open, onToggle, listRef, onNavigate }: SiteNavProps) {
  const { labels } = useSiteSettings()
  return (
    <nav aria-label={labels.mainNav} css={navLandmark} data-open={open ? "" : undefined}>
      <button
        type="button"
        css={toggleButton}
        onClick={onToggle}
        {...opens(MENU_ID)}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        data-menu-toggle=""
      >
        <span css={icons} data-menu-icon="open">
          <Icon name="menu" size="xl" />
        </span>
        <span css={icons} data-menu-icon="close">
          <Icon name="x" size="xl" />
        </span>
      </button>
      <NavLinks
        id={MENU_ID}
        ref={listRef}
        pathname={pathname}
        direction="column"
        onNavigate={onNavigate}
        styles={list}
        {...popover}
      />
    </nav>
  )
}
