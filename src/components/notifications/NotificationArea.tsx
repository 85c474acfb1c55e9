import { css } from "@emotion/react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { roundIcon } from "../primitives/button-styles"
import { hiddenInPrint } from "../../theme/print"
import { Icon } from "../icons/Icon"

const region = css`
  position: fixed;
  z-index: ${theme.zIndices.notification};
  inset-inline: ${theme.space[4]};
  bottom: ${theme.space[4]};
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${theme.mq.md} {
    inset-inline: auto ${theme.space[6]};
    bottom: ${theme.space[6]};
  }
`
const toast = css`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  max-width: ${theme.sizes.notification};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  box-shadow: ${theme.shadows.raised};
  font-size: ${theme.fontSizes.sm};
`
const closeButton = css`
  ${roundIcon("sm")}
  flex: none;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.onInverseHoverStrong};
  }
  &:focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
`

export type NotificationTone = "success" | "error"
/** What the area shows; NotificationProvider decides which one and for how long. */
export type Notification = { id: number; message: string; tone: NotificationTone; durationMs: number }

type NotificationAreaProps = { notification: Notification | null; onDismiss: () => void }

/** The live region is always in the page, so screen readers announce what appears in it. */
export function NotificationArea({ notification, onDismiss }: NotificationAreaProps) {
  const { labels } = useSiteSettings()
  const status = notification?.tone === "error" ? "circle-alert" : "circle-check"
  return (
    <div css={[region, hiddenInPrint]} role="status" aria-live="polite" aria-atomic="true">
      {notification && (
        <div css={toast} key={notification.id} data-tone={notification.tone}>
          <Icon name={status} />
          <p>{notification.message}</p>
          <button type="button" css={closeButton} onClick={onDismiss} aria-label={labels.closeNotification}>
            <Icon name="x" size="md" />
          </button>
        </div>
      )}
    </div>
  )
}
