import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useSyncExternalStore } from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
import { roundIcon } from "../primitives/button-styles"
import { hiddenInPrint } from "../../theme/print"
import { Icon } from "../icons/Icon"
import { useNotify } from "../notifications/NotificationProvider"
import { anchorPath } from "./anchors"

const button = css`
  ${roundIcon("sm")}
  flex: none;
  border: 1px solid ${theme.colors.hairline};
  background: ${theme.colors.surface};
  color: ${theme.colors.accent};
  cursor: pointer;
  transition: background-color ${theme.motion.durations.quick}s ${theme.motion.easings.css};
  &:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
  }
`

const noSubscription = () => () => undefined
/** The system share sheet exists (phones, some desktops); false in the static HTML and during hydration. */
const useCanShare = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  )

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === "AbortError"

type ShareTreatmentButtonProps = { slug: string; name: string; className?: string }

/**
 * Copies the address of one treatment card (/treatments/#slug) and says so in
 * the notification area; where the browser has a share sheet, opens that
 * instead. A cancelled share is the visitor's choice, not an error. When the
 * copy fails, the address goes into the address bar, where the visitor can
 * copy it by hand, and the notification says where to find it.
 *
 * Until the page's scripts run it could copy nothing, so it is not in the
 * static HTML at all (where it would cost every card its bytes, hidden).
 */
export function ShareTreatmentButton({ slug, name, className }: ShareTreatmentButtonProps) {
  const { share: texts } = useTreatmentLabels()
  const site = useSiteSettings()
  const notify = useNotify()
  const canShare = useCanShare()
  const hydrated = useHydrated()

  const shareOrCopy = async () => {
    const url = new URL(withPrefix(anchorPath(slug)), window.location.href).href
    if (canShare) {
      try {
        await navigator.share({ title: `${name} – ${site.name}`, url })
        return
      } catch (error) {
        if (isCancelled(error)) return
        // A share sheet that cannot open (no permission, nothing to share to): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      notify(texts.copied)
    } catch {
      window.history.replaceState(window.history.state, "", url)
      notify(texts.failed, { tone: "error" })
    }
  }

  if (!hydrated) return null
  return (
    <button
      type="button"
      css={[button, hiddenInPrint]}
      className={className}
      aria-label={`${canShare ? texts.share : texts.copy} ${name}`}
      onClick={() => void shareOrCopy()}
    >
      <Icon name={canShare ? "share-2" : "link-2"} size="md" />
    </button>
  )
}
