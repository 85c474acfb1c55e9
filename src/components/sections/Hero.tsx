import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../theme"
import { delays } from "../../theme/motion"
import { printMedia } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { Entrance, EntrancePart } from "../motion/Entrance"
import { Container } from "../primitives/Container"
import { Picture } from "../primitives/Picture"

/**
 * The landscape photo for screens wider than tall, and a portrait crop (0.6)
 * for phones held upright: the landscape photo would have to be scaled to the
 * hero's height and mostly cut away, costing about three times the bytes for
 * the same sharpness. Both renditions carry the same `sizes`, which covers the
 * portrait case too: on screens taller than 125:69 the crop is 0.6 × 92vh (the
 * band's height) = 55vh wide.
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

const band = css`
  position: relative;
  display: grid;
  min-height: min(92vh, ${theme.sizes.heroMaxHeight});
  min-height: min(92svh, ${theme.sizes.heroMaxHeight});
  color: ${theme.colors.onInverse};
  background: ${theme.colors.inverse};
  isolation: isolate;
  ${printMedia} {
    min-height: 0;
  }
`
// Out of the flow and cropped to the band: the photo's own aspect ratio must not make the band taller than its min-height.
const media = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  height: 100%;
  /* Paper is black on white: the title would sit black on a dark photo. */
  ${printMedia} {
    display: none;
  }
`
// The scrim keeps light text at AA contrast whatever photo the salon uploads.
const scrim = css`
  grid-area: 1 / 1;
  z-index: -1;
  background: linear-gradient(
    180deg,
    ${theme.colors.scrimStrong} 0%,
    ${theme.colors.scrim} 45%,
    ${theme.colors.scrimStrong} 100%
  );
  ${theme.mq.lg} {
    background: linear-gradient(
      90deg,
      ${theme.colors.scrimStrong} 0%,
      ${theme.colors.scrim} 55%,
      ${theme.colors.scrimFaint} 100%
    );
  }
`
const content = css`
  grid-area: 1 / 1;
  align-self: end;
  padding-block: calc(${theme.sizes.headerHeight} + ${theme.space[8]}) ${theme.space[9]};
  ${theme.mq.lg} {
    align-self: center;
  }
  ${printMedia} {
    padding-block: 0 ${theme.space[6]};
  }
`
const stack = css`
  display: grid;
  justify-items: start;
  gap: ${theme.space[5]};
  max-width: ${theme.sizes.heroText};
`
const heroTitle = css`
  font-size: ${theme.fontSizes.hero};
  font-weight: ${theme.fontWeights.medium};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
`
const heroTagline = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onInverse};
  max-width: ${theme.sizes.tagline};
  ${theme.mq.md} {
    font-size: ${theme.fontSizes.xl};
  }
`

/** The home page's opening: photo, title and the first booking button. */
export function Hero({ hero }: { hero: Queries.HeroSectionFragment }) {
  const renditions = hero.image.childImageSharp
  return (
    <header css={band}>
      {renditions && (
        <Picture
          image={renditions.gatsbyImageData}
          artDirection={[{ media: PORTRAIT_MEDIA, image: renditions.portrait }]}
          alt={hero.imageAlt}
          styles={media}
          priority
        />
      )}
      <div css={scrim} aria-hidden="true" />
      <Container styles={content}>
        <Entrance css={stack} delay={delays.hero}>
          <EntrancePart as="h1" css={heroTitle}>
            {hero.title}
          </EntrancePart>
          <EntrancePart as="p" css={heroTagline}>
            {hero.tagline}
          </EntrancePart>
          <EntrancePart>
            <BookingLink size="lg" />
          </EntrancePart>
        </Entrance>
      </Container>
    </header>
  )
}
