import { type KeyboardEvent, type SyntheticEvent, useId, useLayoutEffect, useRef, useState } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { Icon } from "../icons/Icon"
import { loadAnimations } from "../motion/load-animations"
import { Picture } from "../primitives/Picture"
import { VisuallyHidden } from "../primitives/VisuallyHidden"
import { formatPosition } from "./format-position"
import * as styles from "./lightbox-styles"
import type { LightboxPhoto } from "./types"
import { useSwipe } from "./use-swipe"

export type LightboxProps = {
  photos: readonly LightboxPhoto[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** The address of the thumbnail the gallery shows for a photo, already loaded, to show until the large one is. */
  thumbnailOf?: (index: number) => string | undefined
}

/**
 * The photo viewer: the platform's modal <dialog> (showModal) over the whole
 * screen, which puts it in the top layer, makes the page behind it inert,
 * keeps the focus inside and closes on Escape; the page does not scroll behind
 * it (GlobalStyles). Arrow keys and swipes move.
 *
 * A photo starts as the thumbnail the visitor tapped, scaled up, and sharpens
 * when its large rendition has arrived. Once the shown photo is sharp, the
 * photos one tap away on either side load and decode in the same place and
 * size (so the browser picks the rendition this screen needs), invisible and
 * at low priority, so moving to them shows them at once.
 *
 * A default export so LazyLightbox can load it with React.lazy on first open.
 */
export default function Lightbox({ photos, index, onIndexChange, onClose, thumbnailOf }: LightboxProps) {
  const labels = useSiteSettings().labels.lightbox
  const dialog = useRef<HTMLDialogElement>(null)
  const positionId = useId()
  const count = photos.length
  const show = (step: number) => onIndexChange((index + step + count) % count)
  const swipe = useSwipe({ onNext: () => show(1), onPrevious: () => show(-1) })
  // Photos whose large rendition has been drawn at least once, and the first photo's thumbnail.
  const [sharp, setSharp] = useState<ReadonlySet<number>>(() => new Set())
  const [opening] = useState(() => ({ index, thumbnail: thumbnailOf?.(index) }))

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return undefined
    element.showModal()
    return () => element.close()
  }, [])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the page (which owns the open state) closes the viewer, so focus returns where it should.
    event.preventDefault()
    onClose()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") show(1)
    else if (event.key === "ArrowLeft") show(-1)
    else {
      // The page's own Escape handlers (the mobile menu) must not react as well; the dialog's cancel does.
      if (event.key === "Escape") event.stopPropagation()
      return
    }
    event.preventDefault()
  }

  const current = photos[index]
  if (!current) return null
  const neighbours = count > 1 ? [...new Set([(index + count - 1) % count, (index + 1) % count])] : []
  const mounted = sharp.has(index) ? [index, ...neighbours.filter((at) => at !== index)] : [index]
  // The tapped thumbnail stays under its photo while that photo is shown; the photo sharpens over it.
  const placeholder = index === opening.index ? opening.thumbnail : undefined
  const loaded = (at: number) => (event: SyntheticEvent<HTMLImageElement>) => {
    setSharp((before) => (before.has(at) ? before : new Set(before).add(at)))
    if (at === opening.index && opening.thumbnail) sharpen(event.currentTarget)
  }
  return (
    // The dialog answers the arrow keys pressed anywhere inside it, as the WAI-ARIA dialog pattern has it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={labels.dialog}
      aria-describedby={positionId}
      css={styles.dialog}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div css={styles.topBar}>
        <p id={positionId} aria-live="polite" aria-atomic="true">
          {formatPosition(labels.position, index + 1, count)}
          <VisuallyHidden>: {current.alt}</VisuallyHidden>
        </p>
        {/* The first focus in the dialog, where the visitor can also leave it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" autoFocus css={styles.iconButton} onClick={onClose}>
          <Icon name="x" size="xl" />
          <VisuallyHidden>{labels.close}</VisuallyHidden>
        </button>
      </div>
      <div css={styles.stage} {...swipe}>
        <figure css={styles.figure}>
          <div css={styles.stack}>
            {placeholder && (
              <img src={placeholder} alt="" aria-hidden css={[styles.photo(ratioOf(current)), styles.placeholder]} />
            )}
            {mounted.map((at) => {
              const photo = photos[at]
              if (!photo) return null
              const shown = at === index
              return (
                <Picture
                  key={at}
                  image={photo.image}
                  alt={photo.alt}
                  eager
                  contain
                  decorative={!shown}
                  lowPriority={!shown}
                  onLoad={loaded(at)}
                  styles={[
                    styles.photo(ratioOf(photo)),
                    shown ? styles.shownPhoto : styles.waitingPhoto,
                    at === opening.index && opening.thumbnail && styles.sharpening,
                  ]}
                />
              )
            })}
          </div>
          {current.caption && <figcaption css={styles.caption}>{current.caption}</figcaption>}
        </figure>
        {count > 1 && (
          <>
            <button type="button" css={[styles.iconButton, styles.previous]} onClick={() => show(-1)}>
              <Icon name="chevron-left" size="xl" />
              <VisuallyHidden>{labels.previous}</VisuallyHidden>
            </button>
            <button type="button" css={[styles.iconButton, styles.next]} onClick={() => show(1)}>
              <Icon name="chevron-right" size="xl" />
              <VisuallyHidden>{labels.next}</VisuallyHidden>
            </button>
          </>
        )}
      </div>
    </dialog>
  )
}

const ratioOf = ({ image }: LightboxPhoto) => image.width / image.height

/** The large rendition fades in over the thumbnail it replaces (no fade under reduced motion; at once if the fade cannot load). */
function sharpen(photo: HTMLImageElement) {
  loadAnimations()
    .then(({ fadeIn }) => fadeIn(photo))
    .catch(() => {
      photo.style.opacity = "1"
    })
}
