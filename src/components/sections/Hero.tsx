import { css, type Theme } from "@emotion/react"
import { m } from "framer-motion"
import { GatsbyImage, type IGatsbyImageData, withArtDirection } from "gatsby-plugin-image"
import { BookingLink } from "../BookingLink"
import { Container } from "../primitives/Container"
import { riseOnly, staggerChildren } from "../motion/variants"

const hero = (t: Theme) => css`
  position: relative;
  display: grid;
  min-height: min(92vh, ${t.sizes.heroMaxHeight});
  min-height: min(92svh, ${t.sizes.heroMaxHeight});
  color: ${t.colors.onInverse};
  background: ${t.colors.inverse};
  isolation: isolate;
`
// Out of the flow: the image's own aspect-ratio sizer must not make the hero taller than min(92vh, 56rem).
const media = css`
  &.gatsby-image-wrapper {
    position: absolute;
    inset: 0;
    z-index: -2;
  }
`
// The scrim keeps light text at AA contrast whatever photo the salon uploads.
const scrim = (t: Theme) => css`
  grid-area: 1 / 1;
  z-index: -1;
  background: linear-gradient(180deg, ${t.colors.scrimStrong} 0%, ${t.colors.scrim} 45%, ${t.colors.scrimStrong} 100%);
  ${t.mq.lg} {
    background: linear-gradient(90deg, ${t.colors.scrimStrong} 0%, ${t.colors.scrim} 55%, ${t.colors.scrimFaint} 100%);
  }
`
const content = (t: Theme) => css`
  grid-area: 1 / 1;
  align-self: end;
  padding-block: calc(${t.sizes.headerHeight} + ${t.space[8]}) ${t.space[9]};
  ${t.mq.lg} {
    align-self: center;
  }
`
const stack = (t: Theme) => css`
  display: grid;
  justify-items: start;
  gap: ${t.space[5]};
  max-width: ${t.sizes.heroText};
`
const title = (t: Theme) => css`
  font-size: ${t.fontSizes.hero};
  font-weight: ${t.fontWeights.medium};
  line-height: ${t.lineHeights.tight};
  letter-spacing: ${t.letterSpacings.tight};
`
const tagline = (t: Theme) => css`
  font-size: ${t.fontSizes.lg};
  color: ${t.colors.onInverse};
  max-width: ${t.sizes.tagline};
  ${t.mq.md} {
    font-size: ${t.fontSizes.xl};
  }
`

// React 18 knows no fetchPriority prop; the lower-case attribute reaches the <img> as it is.
const highPriority = { fetchpriority: "high" } as Record<string, string>

/**
 * Phones held upright get a portrait crop: the landscape photo would have to be
 * scaled to the hero's height and mostly cut away, costing about three times
 * the bytes for the same sharpness. gatsby-plugin-image writes the landscape
 * image's `sizes` on every <source>, so that one (home page query) also covers
 * the portrait case: very tall screens show the crop 0.6 × 92vh wide.
 */
const PORTRAIT_MEDIA = "(max-aspect-ratio: 1/1)"

type HeroProps = {
  title: string
  tagline: string
  bookLabel: string
  /** Landscape; shown whenever the screen is wider than tall. */
  image: IGatsbyImageData | undefined
  /** Portrait crop of the same photo for upright screens. */
  portraitImage?: IGatsbyImageData
  imageAlt: string
}

/** The home page's opening: photo, title and the first booking button. */
export function Hero({ title: heading, tagline: taglineText, bookLabel, image, portraitImage, imageAlt }: HeroProps) {
  const photo =
    image && portraitImage ? withArtDirection(image, [{ media: PORTRAIT_MEDIA, image: portraitImage }]) : image
  return (
    <header css={hero}>
      {photo && <GatsbyImage image={photo} alt={imageAlt} css={media} loading="eager" {...highPriority} />}
      <div css={scrim} aria-hidden="true" />
      <Container css={content}>
        <m.div css={stack} initial="hidden" animate="visible" variants={staggerChildren(0.15)}>
          <m.h1 css={title} variants={riseOnly} data-reveal="">
            {heading}
          </m.h1>
          <m.p css={tagline} variants={riseOnly} data-reveal="">
            {taglineText}
          </m.p>
          <m.div variants={riseOnly} data-reveal="">
            <BookingLink size="lg">{bookLabel}</BookingLink>
          </m.div>
        </m.div>
      </Container>
    </header>
  )
}
