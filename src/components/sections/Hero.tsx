import { css, type Theme } from "@emotion/react"
import { m } from "framer-motion"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { BookingLink } from "../BookingLink"
import { Container } from "../primitives/Container"
import { fadeUp, riseOnly, staggerChildren } from "../motion/variants"

const hero = (t: Theme) => css`
  position: relative;
  display: grid;
  min-height: min(92vh, 56rem);
  min-height: min(92svh, 56rem);
  color: ${t.colors.onInverse};
  background: ${t.colors.inverse};
  isolation: isolate;
`
const media = css`
  grid-area: 1 / 1;
  z-index: -2;
  width: 100%;
  height: 100%;
`
// The scrim keeps light text at AA contrast whatever photo the salon uploads.
const scrim = (t: Theme) => css`
  grid-area: 1 / 1;
  z-index: -1;
  background:
    linear-gradient(180deg, ${t.colors.scrimStrong} 0%, ${t.colors.scrim} 45%, ${t.colors.scrimStrong} 100%);
  ${t.mq.lg} {
    background: linear-gradient(90deg, ${t.colors.scrimStrong} 0%, ${t.colors.scrim} 55%, rgba(31, 36, 32, 0.35) 100%);
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
  max-width: 38rem;
`
const title = (t: Theme) => css`
  font-size: ${t.fontSizes.hero};
  font-weight: ${t.fontWeights.medium};
  line-height: ${t.lineHeights.tight};
  letter-spacing: -0.01em;
`
const tagline = (t: Theme) => css`
  font-size: ${t.fontSizes.lg};
  color: ${t.colors.onInverse};
  max-width: 32rem;
  ${t.mq.md} {
    font-size: ${t.fontSizes.xl};
  }
`

// React 18 knows no fetchPriority prop; the lower-case attribute reaches the <img> as it is.
const highPriority = { fetchpriority: "high" } as Record<string, string>

type HeroProps = { title: string; tagline: string; bookLabel: string; image: IGatsbyImageData | undefined; imageAlt: string }

/** The home page's opening: photo, title and the first booking button. */
export function Hero({ title: heading, tagline: taglineText, bookLabel, image, imageAlt }: HeroProps) {
  return (
    <header css={hero}>
      {image && (
        <GatsbyImage image={image} alt={imageAlt} css={media} loading="eager" {...highPriority} />
      )}
      <div css={scrim} aria-hidden="true" />
      <Container css={content}>
        <m.div css={stack} initial="hidden" animate="visible" variants={staggerChildren(0.15)}>
          <m.h1 css={title} variants={riseOnly} data-reveal="">
            {heading}
          </m.h1>
          <m.p css={tagline} variants={fadeUp} data-reveal="">
            {taglineText}
          </m.p>
          <m.div variants={fadeUp} data-reveal="">
            <BookingLink size="lg">{bookLabel}</BookingLink>
          </m.div>
        </m.div>
      </Container>
    </header>
  )
}
