import type { ReactNode } from "react"
import { useSiteSettings } from "../hooks/use-site-settings"
import type { ExtraStyles } from "../theme"
import { hiddenInPrint } from "../theme/print"
import { Icon } from "./icons/Icon"
import { type ButtonSize, type ButtonVariant, buttonStyles } from "./primitives/button-styles"
import { VisuallyHidden } from "./primitives/VisuallyHidden"

type BookingLinkProps = {
  /** The visible label; the site's "book" label (content/site.yaml → labels.book) when left out. */
  children?: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  /** Names what is booked for screen readers when the visible label repeats (a treatment's name). */
  subject?: string
  styles?: ExtraStyles
}

/**
 * Every booking action on the site: opens the external booking page in a new
 * tab with no opener and no referrer, and says so to screen readers. The
 * address itself is never shown, and the button is left off paper.
 */
export function BookingLink({ children, variant = "primary", size = "md", subject, styles }: BookingLinkProps) {
  const { bookingUrl, labels } = useSiteSettings()
  return (
    <a
      href={bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      css={[buttonStyles(variant, size), hiddenInPrint, styles]}
      data-booking-link=""
    >
      {children ?? labels.book}
      {/* One string: React would separate its parts with comments, in every card's HTML. */}
      <VisuallyHidden>{`${subject ? ` – ${subject}` : ""} (${labels.newTab})`}</VisuallyHidden>
      <Icon name="arrow-up-right" size="sm" stroke="regular" />
    </a>
  )
}
