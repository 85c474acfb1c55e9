import { graphql } from "gatsby"

/**
 * The larger rendition the lightbox shows, the same for every gallery: wide
 * enough for a desktop screen, sized by the viewport's height when the screen
 * is wider than the photo.
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
