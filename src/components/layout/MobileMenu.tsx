import { css, type Theme } from "@emotion/react"
import { useEffect, useRef } from "react"
import { BookingLink } from "../BookingLink"
import { NavLinks, type NavItem } from "./NavLinks"

const panel = (t: Theme) => css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${t.zIndices.menu};
  padding: ${t.space[4]} ${t.space[5]} ${t.space[6]};
  background: ${t.colors.surface};
  color: ${t.colors.text};
  box-shadow: ${t.shadows.bar};
  border-top: 1px solid ${t.colors.hairline};
  ${t.mq.lg} {
    display: none;
  }
  &[hidden] {
    display: none;
  }
`
const links = (t: Theme) => css`
  gap: ${t.space[1]};
  margin-bottom: ${t.space[5]};
  a {
    display: block;
    padding: ${t.space[3]} ${t.space[1]};
    font-size: ${t.fontSizes.lg};
  }
`

type MobileMenuProps = {
  id: string
  open: boolean
  items: readonly NavItem[]
  pathname: string
  bookLabel: string
  navLabel: string
  onClose: () => void
}

/** The dropdown with the same four links for small screens; it takes focus when it opens. */
export function MobileMenu({ id, open, items, pathname, bookLabel, navLabel, onClose }: MobileMenuProps) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>("a")?.focus()
  }, [open])

  return (
    <nav id={id} ref={ref} css={panel} hidden={!open} aria-label={navLabel}>
      <NavLinks items={items} pathname={pathname} direction="column" onNavigate={onClose} css={links} />
      <BookingLink size="lg">{bookLabel}</BookingLink>
    </nav>
  )
}
