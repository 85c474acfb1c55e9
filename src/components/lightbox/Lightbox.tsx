import { ChevronLeft, ChevronRight, X } from "lucide-react"
import { type KeyboardEvent, useEffect, useId, useRef } from "react"
import { createPortal } from "react-dom"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { Icon } from "../icons/Icon"
import { Picture } from "../primitives/Picture"
import { VisuallyHidden } from "../primitives/VisuallyHidden"
import { keepFocusInside } from "./focus-trap"
import { formatPosition } from "./format-position"
import * as styles from "./lightbox-styles"
import type { LightboxPhoto } from "./types"
import { useModalHost } from "./use-modal-host"
import { useSwipe } from "./use-swipe"

export type LightboxProps = {
  photos: readonly LightboxPhoto[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}

/**
 * The photo viewer: a modal dialog over the whole screen with the large
 * rendition of one gallery photo. Arrow keys and swipes move, Escape closes.
 * A default export so LazyLightbox can load it with React.lazy on first open.
 */
export default function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const labels = useSiteSettings().labels.lightbox
  const host = useModalHost()
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const positionId = useId()
  const count = photos.length
  const show = (step: number) => onIndexChange((index + step + count) % count)
  const swipe = useSwipe({ onNext: () => show(1), onPrevious: () => show(-1) })

  useEffect(() => {
    closeButton.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab" && dialog.current) return keepFocusInside(event, dialog.current)
    if (event.key === "Escape") onClose()
    else if (event.key === "ArrowRight") show(1)
    else if (event.key === "ArrowLeft") show(-1)
    else return
    event.preventDefault()
    // The page's own Escape handlers (the mobile menu) must not react as well.
    event.stopPropagation()
  }

  const current = photos[index]
  if (!current) return null
  const { image, alt, caption } = current
  return createPortal(
    // The dialog answers the keys pressed anywhere inside it, as the WAI-ARIA dialog pattern has it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      aria-describedby={positionId}
      tabIndex={-1}
      css={styles.dialog}
      onKeyDown={onKeyDown}
    >
      <div css={styles.topBar}>
        <p id={positionId} aria-live="polite" aria-atomic="true">
          {formatPosition(labels.position, index + 1, count)}
          <VisuallyHidden>: {alt}</VisuallyHidden>
        </p>
        <button ref={closeButton} type="button" css={styles.iconButton} onClick={onClose}>
          <Icon glyph={X} size="xl" />
          <VisuallyHidden>{labels.close}</VisuallyHidden>
        </button>
      </div>
      <div css={styles.stage} {...swipe}>
        <figure css={styles.figure}>
          <Picture key={index} image={image} alt={alt} eager contain css={styles.photo(image.width / image.height)} />
          {caption && <figcaption css={styles.caption}>{caption}</figcaption>}
        </figure>
        {count > 1 && (
          <>
            <button type="button" css={[styles.iconButton, styles.previous]} onClick={() => show(-1)}>
              <Icon glyph={ChevronLeft} size="xl" />
              <VisuallyHidden>{labels.previous}</VisuallyHidden>
            </button>
            <button type="button" css={[styles.iconButton, styles.next]} onClick={() => show(1)}>
              <Icon glyph={ChevronRight} size="xl" />
              <VisuallyHidden>{labels.next}</VisuallyHidden>
            </button>
          </>
        )}
      </div>
    </div>,
    host,
  )
}
