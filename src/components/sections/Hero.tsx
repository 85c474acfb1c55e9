import { css, type Theme } from "@emotion/react"
import { m } from "framer-motion"
import { graphql } from "gatsby"
import { withArtDirection } from "gatsby-plugin-image"
import { delays } from "../../theme/motion"
import { printMedia } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { riseOnly, staggerChildren } from "../motion/variants"
import { Container } from "../primitives/Container"
import { Picture } from "../primitives/Picture"

/**
 * The landscape photo for screens wider than tall, and a portrait crop (0.6)
 * for phones held upright: the landscape photo would have to be scaled to the
 * hero's height and mostly cut away, costing about three times the bytes for
 * the same sharpness. gatsby-plugin-image writes the landscape image's `sizes`
 * on every <source>, so that one also covers the portrait case: on screens
 * taller than 125:69 the crop is 0.6 × 92vh (the band's height) = 55vh wide.
 */
export const heroFragment = graphql`
  fragment HeroSection on Hero {
    title
    tagline
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [960, 1280, 1600, 1920, 2400]
          sizes: "(max-aspect-ratio: 69/125) 55vh, 100vw"
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          quality: 50
          avifOptions: { quality: 40 }
        )
        portrait: gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 0.6
          breakpoints: [480, 640, 750, 960]
          sizes: "(max-aspect-ratio: 69/125) 55vh, 100vw"
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          quality: 50
          avifOptions: { quality: 40 }
        )
      }
    }
  }
`
/** Upright screens get the portrait crop. */
const PORTRAIT_MEDIA = "(max-aspect-ratio: 1/1)"

const band = (t: Theme) => css`
  position: relative;
  display: grid;
  min-height: min(92vh, ${t.sizes.heroMaxHeight});
  min-height: min(92svh, ${t.sizes.heroMaxHeight});
  color: ${t.colors.onInverse};
  background: ${t.colors.inverse};
  isolation: isolate;
  ${printMedia} {
    min-height: 0;
  }
`
// Out of the flow: the image's own aspect-ratio sizer must not make the band taller than its min-height.
const media = css`
  &.gatsby-image-wrapper {
    position: absolute;
    inset: 0;
    z-index: -2;
  }
  /* Paper is black on white: the title would sit black on a dark photo. */
  ${printMedia} {
    &.gatsby-image-wrapper {
      display: none;
    }
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
  ${printMedia} {
    padding-block: 0 ${t.space[6]};
  }
`
const stack = (t: Theme) => css`
  display: grid;
  justify-items: start;
  gap: ${t.space[5]};
  max-width: ${t.sizes.heroText};
`
const heroTitle = (t: Theme) => css`
  font-size: ${t.fontSizes.hero};
  font-weight: ${t.fontWeights.medium};
  line-height: ${t.lineHeights.tight};
  letter-spacing: ${t.letterSpacings.tight};
`
const heroTagline = (t: Theme) => css`
  font-size: ${t.fontSizes.lg};
  color: ${t.colors.onInverse};
  max-width: ${t.sizes.tagline};
  ${t.mq.md} {
    font-size: ${t.fontSizes.xl};
  }
`

/** The home page's opening: photo, title and the first booking button. */
export function Hero({ hero }: { hero: Queries.HeroSectionFragment }) {
  const renditions = hero.image.childImageSharp
  const photo =
    renditions && withArtDirection(renditions.gatsbyImageData, [{ media: PORTRAIT_MEDIA, image: renditions.portrait }])
  return (
    <header css={band}>
      {photo && <Picture image={photo} alt={hero.imageAlt} css={media} priority />}
      <div css={scrim} aria-hidden="true" />
      <Container css={content}>
        <m.div css={stack} initial="hidden" animate="visible" variants={staggerChildren(delays.hero)}>
          <m.h1 css={heroTitle} variants={riseOnly} data-reveal="">
            {hero.title}
          </m.h1>
          <m.p css={heroTagline} variants={riseOnly} data-reveal="">
            {hero.tagline}
          </m.p>
          <m.div variants={riseOnly} data-reveal="">
            <BookingLink size="lg" />
          </m.div>
        </m.div>
      </Container>
    </header>
  )
}
