import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { hiddenInPrint } from "../../theme/print"
import { LazyLightbox } from "../lightbox/LazyLightbox"
import type { LightboxPhoto } from "../lightbox/types"
import { useLightbox } from "../lightbox/use-lightbox"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Picture } from "../primitives/Picture"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"
import { VisuallyHidden } from "../primitives/VisuallyHidden"

/**
 * The two galleries and their renditions. `sizes` follow the grids below inside
 * the Container (1200 px wide at most, 24 px side padding on phones, 32 px
 * from 768 px): the home grid has 12 px gaps, 2 columns on phones and 3 from
 * 768 px; the captioned grid has 24 px gaps, 1 column on phones and 3 from 768 px.
 */
export const galleryFragments = graphql`
  fragment PhotoGallery on Gallery {
    heading
    intro
    images {
      alt
      image {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.5
            breakpoints: [240, 320, 480, 640, 800]
            sizes: "(min-width: 79em) 392px, (min-width: 48em) calc(33.33vw - 29px), calc(50vw - 30px)"
            formats: [AUTO, WEBP, AVIF]
            placeholder: BLURRED
          )
          ...LightboxImage
        }
      }
    }
  }
  fragment CaptionedGallery on Gallery {
    heading
    intro
    images {
      alt
      caption
      image {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.25
            breakpoints: [360, 480, 720, 960, 1200, 1440]
            sizes: "(min-width: 79em) 384px, (min-width: 48em) calc(33.33vw - 37px), calc(100vw - 48px)"
            formats: [AUTO, WEBP, AVIF]
            placeholder: BLURRED
          )
          ...LightboxImage
        }
      }
    }
  }
`

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
const captionText = (t: Theme) => css`
  font-size: ${t.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${t.letterSpacings.caps};
  color: ${t.colors.textMuted};
  text-align: center;
`

type GalleryProps = { gallery: Queries.PhotoGalleryFragment | Queries.CaptionedGalleryFragment; captioned: boolean }
type GalleryImage = GalleryProps["gallery"]["images"][number]

const captionOf = (item: GalleryImage) => ("caption" in item ? item.caption : null)

/** A calm grid of photos under a heading; each photo opens the viewer. */
function Gallery({ gallery, captioned }: GalleryProps) {
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
      <Reveal as="ul" staggered css={[grid, captioned && captionedGrid]}>
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
                      {/* Hidden from screen readers: the button below names the photo. */}
                      <Picture image={thumbnail} alt={item.alt} decorative />
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
                {caption && <figcaption css={captionText}>{caption}</figcaption>}
              </figure>
            </RevealItem>
          )
        })}
      </Reveal>
      {lightbox.index !== null && (
        <LazyLightbox photos={photos} index={lightbox.index} onIndexChange={lightbox.show} onClose={lightbox.close} />
      )}
    </Section>
  )
}

/** The home page's photos: 3:2, two columns on phones, three from tablets. */
export function PhotoGallery({ gallery }: { gallery: Queries.PhotoGalleryFragment }) {
  return <Gallery gallery={gallery} captioned={false} />
}

/** The treatments page's captioned photos: 5:4, one column on phones, three from tablets. */
export function CaptionedGallery({ gallery }: { gallery: Queries.CaptionedGalleryFragment }) {
  return <Gallery gallery={gallery} captioned />
}
