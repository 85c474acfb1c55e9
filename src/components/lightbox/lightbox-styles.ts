/** The viewer's layout, and the large rendition that layout calls for. */
import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"

export const dialog = (t: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${t.zIndices.lightbox};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[3]} ${t.space[5]};
  background: ${t.colors.inverse};
  color: ${t.colors.onInverse};
  ${t.mq.md} {
    padding: ${t.space[4]} ${t.space[5]} ${t.space[6]};
  }
  /* The site's sage focus ring is too faint on night. */
  :focus-visible {
    outline-color: ${t.colors.onInverse};
    box-shadow: none;
  }
`
export const topBar = (t: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[4]};
  font-size: ${t.fontSizes.sm};
  color: ${t.colors.onInverseMuted};
`
export const stage = (t: Theme) => css`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  /* Horizontal swipes reach our handlers; vertical panning and pinch-zoom stay the browser's. */
  touch-action: pan-y pinch-zoom;
  ${t.mq.md} {
    padding-inline: ${t.space[9]};
  }
`
export const figure = (t: Theme) => css`
  margin: 0;
  width: 100%;
  display: grid;
  justify-items: center;
  gap: ${t.space[3]};
  .gatsby-image-wrapper {
    border-radius: ${t.radii.md};
  }
`
/**
 * The larger rendition the viewer shows, the same for every gallery: wide
 * enough for a desktop screen; on screens wider than the photo (3:2) it is
 * sized by the height left beside the chrome (sizes.lightboxChrome, 11rem), as
 * `photo` below fits it.
 */
export const lightboxImageFragment = graphql`
  fragment LightboxImage on ImageSharp {
    full: gatsbyImageData(
      layout: CONSTRAINED
      width: 1600
      breakpoints: [640, 960, 1280, 1600]
      sizes: "(min-aspect-ratio: 3/2) calc((100vh - 11rem) * 1.5), 100vw"
      formats: [WEBP, AVIF]
      placeholder: DOMINANT_COLOR
    )
  }
`

/** Fits the photo inside the free area whatever its shape: as wide as allowed, never taller than the rest of the screen. */
export const photo = (ratio: number) => (t: Theme) => css`
  width: min(100%, calc((100vh - ${t.sizes.lightboxChrome}) * ${ratio}));
  width: min(100%, calc((100dvh - ${t.sizes.lightboxChrome}) * ${ratio}));
`
export const caption = (t: Theme) => css`
  font-size: ${t.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${t.letterSpacings.caps};
  color: ${t.colors.onInverseMuted};
  text-align: center;
`
export const iconButton = (t: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: ${t.controlSizes.lg};
  height: ${t.controlSizes.lg};
  padding: 0;
  border: 1px solid ${t.colors.onInverseMuted};
  border-radius: ${t.radii.pill};
  background: ${t.colors.scrim};
  color: ${t.colors.onInverse};
  cursor: pointer;
  transition: background-color ${t.motion.durations.quick}s ${t.motion.easings.css};
  &:hover {
    background: ${t.colors.accent};
  }
`
const side = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
`
export const previous = [
  side,
  css`
    left: 0;
  `,
]
export const next = [
  side,
  css`
    right: 0;
  `,
]
