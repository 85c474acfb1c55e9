import { css, type Theme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { lazy, Suspense, useEffect } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import type { LightboxProps } from "../lightbox/Lightbox"
import type { LightboxPhoto } from "../lightbox/types"
import { useLightbox } from "../lightbox/use-lightbox"
import { Reveal, RevealItem } from "../motion/Reveal"
import { VisuallyHidden } from "../primitives/VisuallyHidden"

// The viewer is fetched on the first open only: a visitor who never opens it downloads none of it.
// If that download fails (offline), the click does nothing rather than take the page down.
const Lightbox = lazy(() =>
  import(/* webpackChunkName: "lightbox" */ "../lightbox/Lightbox").catch(() => ({ default: ViewerUnavailable })),
)

function ViewerUnavailable({ onClose }: LightboxProps) {
  useEffect(() => onClose(), [onClose])
  return null
}

export type GalleryItem = {
  image: IGatsbyImageData | undefined
  /** The larger rendition for the viewer; the thumbnail stands in when it is missing. */
  full?: IGatsbyImageData
  alt: string
  caption?: string | null
}

const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[3]};
  list-style: none;
  grid-template-columns: repeat(2, 1fr);
  ${t.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`
const captionedGrid = (t: Theme) => css`
  grid-template-columns: 1fr;
  gap: ${t.space[5]};
  ${t.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`
const figure = (t: Theme) => css`
  margin: 0;
  display: grid;
  gap: ${t.space[3]};
`
const frame = (t: Theme) => css`
  position: relative;
  border-radius: ${t.radii.md};
  overflow: hidden;
  isolation: isolate;
  background: ${t.colors.surfaceAlt};
  @media (prefers-reduced-motion: no-preference) {
    [data-main-image] {
      transition: transform ${t.motion.durations.entry}s ${t.motion.easings.css};
    }
    &:hover [data-main-image] {
      transform: scale(1.03);
    }
  }
`
// Laid over the photo rather than around it: the image's wrapper is a <div>, which a <button> may not contain.
const opener = (t: Theme) => css`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${t.radii.md};
  background: transparent;
  cursor: zoom-in;
  &:focus-visible {
    outline-offset: -3px;
  }
`
const caption = (t: Theme) => css`
  font-size: ${t.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${t.letterSpacings.caps};
  color: ${t.colors.textMuted};
  text-align: center;
`

/** A calm grid of photos (2 columns on phones, 3 from tablets; 1 on phones when captioned); each opens the viewer. */
export function ImageGallery({ items }: { items: readonly GalleryItem[] }) {
  const { labels } = useSiteSettings()
  const lightbox = useLightbox()
  const photos: LightboxPhoto[] = items.flatMap(({ image, full, alt, caption: text }) =>
    image ? [{ image: full ?? image, alt, caption: text }] : [],
  )
  // Each item's place among the photos the viewer can show (-1: no image to show).
  const photoIndex = items.map((item, i) =>
    item.image ? items.slice(0, i).filter((before) => before.image).length : -1,
  )
  const captioned = items.some((item) => item.caption)
  return (
    <>
      <Reveal as="ul" staggered css={[grid, captioned && captionedGrid]}>
        {items.map((item, i) => {
          const at = photoIndex[i]
          return (
            <RevealItem as="li" key={item.alt}>
              <figure css={figure}>
                <div css={frame}>
                  {item.image && (
                    <>
                      {/* Hidden from screen readers: the button below names the photo. */}
                      <GatsbyImage image={item.image} alt={item.alt} aria-hidden="true" />
                      <button
                        type="button"
                        css={opener}
                        ref={lightbox.thumbnailRef(at)}
                        onClick={() => lightbox.show(at)}
                      >
                        <VisuallyHidden>
                          {labels.lightbox.open}: {item.alt}
                        </VisuallyHidden>
                      </button>
                    </>
                  )}
                </div>
                {item.caption && <figcaption css={caption}>{item.caption}</figcaption>}
              </figure>
            </RevealItem>
          )
        })}
      </Reveal>
      {lightbox.index !== null && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={lightbox.index}
            labels={labels.lightbox}
            onIndexChange={lightbox.show}
            onClose={lightbox.close}
          />
        </Suspense>
      )}
    </>
  )
}
