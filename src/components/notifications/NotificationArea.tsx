import { css, type Theme } from "@emotion/react"
import { CircleAlert, CircleCheck, X } from "lucide-react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { hiddenInPrint } from "../../theme/print"
import { Icon } from "../icons/Icon"

const region = (t: Theme) => css`
  position: fixed;
  z-index: ${t.zIndices.notification};
  inset-inline: ${t.space[4]};
  bottom: ${t.space[4]};
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${t.mq.md} {
    inset-inline: auto ${t.space[6]};
    bottom: ${t.space[6]};
  }
`
const toast = (t: Theme) => css`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  max-width: ${t.sizes.notification};
  padding: ${t.space[3]} ${t.space[3]} ${t.space[3]} ${t.space[4]};
  border-radius: ${t.radii.md};
  background: ${t.colors.inverse};
  color: ${t.colors.onInverse};
  box-shadow: ${t.shadows.raised};
  font-size: ${t.fontSizes.sm};
`
const closeButton = (t: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: ${t.controlSizes.sm};
  height: ${t.controlSizes.sm};
  flex: none;
  border: 0;
  border-radius: ${t.radii.pill};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${t.colors.onInverseHoverStrong};
  }
  &:focus-visible {
    outline-color: ${t.colors.onInverse};
  }
`

export type NotificationTone = "success" | "error"
/** What the area shows; NotificationProvider decides which one and for how long. */
export type Notification = { id: number; message: string; tone: NotificationTone; durationMs: number }

type NotificationAreaProps = { notification: Notification | null; onDismiss: () => void }

/** The live region is always in the page, so screen readers announce what appears in it. */
export function NotificationArea({ notification, onDismiss }: NotificationAreaProps) {
  const { labels } = useSiteSettings()
  const statusGlyph = notification?.tone === "error" ? CircleAlert : CircleCheck
  return (
    <div css={[region, hiddenInPrint]} role="status" aria-live="polite" aria-atomic="true">
      {notification && (
        <div css={toast} key={notification.id} data-tone={notification.tone}>
          <Icon glyph={statusGlyph} />
          <p>{notification.message}</p>
          <button type="button" css={closeButton} onClick={onDismiss} aria-label={labels.closeNotification}>
            <Icon glyph={X} size="md" />
          </button>
        </div>
      )}
    </div>
  )
}
