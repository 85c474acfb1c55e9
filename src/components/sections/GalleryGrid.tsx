/**
 * What the two galleries (PhotoGallery, CaptionedGallery) share: a grid of
 * photos under a heading, each opening the photo viewer.
 */
import { css } from "@emotion/react"
import type { MouseEvent } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import type { PhotoGridLayout } from "../../theme/photo-grid"
import { hiddenInPrint } from "../../theme/print"
import { LazyLightbox } from "../lightbox/LazyLightbox"
import type { LightboxPhoto } from "../lightbox/types"
import { useLightbox } from "../lightbox/use-lightbox"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Picture } from "../primitives/Picture"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"
import { VisuallyHidden } from "../primitives/VisuallyHidden"

const figure = css`
  margin: 0;
  display: grid;
  gap: ${theme.space[3]};
`
const frame = css`
  position: relative;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  isolation: isolate;
  background: ${theme.colors.surfaceAlt};
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: transform ${theme.motion.durations.entry}s ${theme.motion.easings.css};
    }
    &:hover img {
      transform: scale(1.03);
    }
  }
`
// Laid over the photo rather than around it, so the photo keeps its own box and the hover zoom stays inside the frame.
const opener = css`
  position: absolute;
  inset: 0;
  border-radius: ${theme.radii.md};
  cursor: zoom-in;
  &:focus-visible {
    outline-offset: -3px;
  }
`
const captionText = css`
  font-size: ${theme.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${theme.letterSpacings.caps};
  color: ${theme.colors.textMuted};
  text-align: center;
`

type GalleryProps = {
  gallery: Queries.PhotoGalleryFragment | Queries.CaptionedGalleryFragment
  /** The grid's CSS and the `sizes` its photos need (theme/photo-grid.ts). */
  grid: PhotoGridLayout
}
type GalleryImage = GalleryProps["gallery"]["images"][number]

const captionOf = (item: GalleryImage) => ("caption" in item ? item.caption : null)

/**
 * The large photo as one file: its rendition nearest 1,280 px wide (a phone's screen at DPR 3, a
 * laptop's), which a tap opens before the page's scripts run, and a new tab or a download at any time.
 */
function largeFileOf(image: GalleryImage["image"]): string | undefined {
  const fallback = image.childImageSharp?.full.images.fallback
  const files = [...(fallback?.srcSet ?? "").matchAll(/(\S+)\s+(\d+)w/g)].map((match) => ({
    url: match[1]!,
    width: Number(match[2]),
  }))
  const fitting = files.filter((file) => file.width <= 1280)
  return (fitting.at(-1) ?? files[0])?.url ?? fallback?.src
}

/** A click the browser should handle itself: a new tab or window, or a download. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A calm grid of photos under a heading. Each photo is a link to its large
 * file, which a tap follows before the page's scripts run; once they have,
 * the same tap opens the viewer over the page.
 */
export function GalleryGrid({ gallery, grid }: GalleryProps) {
  const { labels } = useSiteSettings()
  const lightbox = useLightbox()
  const images: readonly GalleryImage[] = gallery.images
  const photos: LightboxPhoto[] = images.flatMap((item) => {
    const renditions = item.image.childImageSharp
    return renditions ? [{ image: renditions.full, alt: item.alt, caption: captionOf(item) }] : []
  })
  // Each item's place among the photos the viewer can show (-1: no image to show).
  const photoIndex = images.map((item, i) =>
    item.image.childImageSharp ? images.slice(0, i).filter((before) => before.image.childImageSharp).length : -1,
  )
  return (
    // Photos that open a viewer: mood for the screen, ink and pages on paper.
    <Section labelledBy="gallery" tone="sand" css={hiddenInPrint}>
      <SectionHeading id="gallery" title={gallery.heading} intro={gallery.intro} />
      <Reveal as="ul" staggered css={grid.css}>
        {/* The content check fixes how many photos there are; they never reorder, so their place is their key. */}
        {images.map((item, place) => {
          const at = photoIndex[place]
          const thumbnail = item.image.childImageSharp?.gatsbyImageData
          const caption = captionOf(item)
          return (
            <RevealItem as="li" key={place}>
              <figure css={figure}>
                <div css={frame}>
                  {thumbnail && (
                    <>
                      {/* Hidden from screen readers: the link below names the photo. */}
                      <Picture image={thumbnail} alt={item.alt} sizes={grid.sizes} decorative />
                      <a
                        href={largeFileOf(item.image)}
                        css={opener}
                        ref={lightbox.thumbnailRef(at)}
                        onClick={(event) => {
                          if (opensElsewhere(event)) return
                          event.preventDefault()
                          lightbox.show(at)
                        }}
                      >
                        <VisuallyHidden>
                          {labels.lightbox.open}: {item.alt}
                        </VisuallyHidden>
                      </a>
                    </>
                  )}
                </div>
                {caption && <figcaption css={captionText}>{caption}</figcaption>}
              </figure>
            </RevealItem>
          )
        })}
      </Reveal>
      {lightbox.index !== null && (
        <LazyLightbox
          photos={photos}
          index={lightbox.index}
          onIndexChange={lightbox.show}
          onClose={lightbox.close}
          thumbnailOf={lightbox.thumbnailOf}
        />
      )}
    </Section>
  )
}
