/** The viewer's layout, and the large rendition that layout calls for. */
import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../theme"
import { roundIcon } from "../primitives/button-styles"

// A modal <dialog> in the top layer, stretched over the whole screen (the browser's default is a centred box).
export const dialog = css`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  ${theme.mq.md} {
    padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[6]};
  }
  &::backdrop {
    background: ${theme.colors.inverse};
  }
  /* The site's sage focus ring is too faint on night. */
  :focus-visible {
    outline-color: ${theme.colors.onInverse};
    box-shadow: none;
  }
`
export const topBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.onInverseMuted};
`
export const stage = css`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  /* Horizontal swipes reach our handlers; vertical panning and pinch-zoom stay the browser's. */
  touch-action: pan-y pinch-zoom;
  ${theme.mq.md} {
    padding-inline: ${theme.space[9]};
  }
`
export const figure = css`
  margin: 0;
  width: 100%;
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  img {
    border-radius: ${theme.radii.md};
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

/** The shown photo, its thumbnail under it and the photos next to it, all in the same place. */
export const stack = css`
  display: grid;
  place-items: center;
  width: 100%;
  > * {
    grid-area: 1 / 1;
  }
`
/** The tapped thumbnail, scaled up, until the large rendition covers it. */
export const placeholder = css`
  height: auto;
  object-fit: contain;
  border-radius: ${theme.radii.md};
`
export const shownPhoto = css`
  z-index: 1;
`
/** A neighbour, loading where it will be shown: invisible, out of the way of taps. */
export const waitingPhoto = css`
  opacity: 0;
  pointer-events: none;
`
/** The first photo fades in over its thumbnail when it arrives (animations.ts sets its opacity). */
export const sharpening = css`
  opacity: 0;
`

/** Fits the photo inside the free area whatever its shape: as wide as allowed, never taller than the rest of the screen. */
export const photo = (ratio: number) => css`
  width: min(100%, calc((100vh - ${theme.sizes.lightboxChrome}) * ${ratio}));
  width: min(100%, calc((100dvh - ${theme.sizes.lightboxChrome}) * ${ratio}));
`
export const caption = css`
  font-size: ${theme.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${theme.letterSpacings.caps};
  color: ${theme.colors.onInverseMuted};
  text-align: center;
`
export const iconButton = css`
  ${roundIcon("lg")}
  padding: 0;
  border: 1px solid ${theme.colors.onInverseMuted};
  background: ${theme.colors.scrim};
  color: ${theme.colors.onInverse};
  cursor: pointer;
  transition: background-color ${theme.motion.durations.quick}s ${theme.motion.easings.css};
  &:hover {
    background: ${theme.colors.accent};
  }
`
// Over the shown photo (which lies over its neighbours): on a phone the photo is as wide as the screen.
const side = css`
  position: absolute;
  z-index: 2;
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
