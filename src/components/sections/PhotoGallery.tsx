import { graphql } from "gatsby"
import { theme } from "../../theme"
import { photoGrid } from "../../theme/photo-grid"
import { GalleryGrid } from "./GalleryGrid"

/** The home page's gallery: photos cut to 3:2, in the renditions the grid below needs, and larger ones for the viewer. */
export const photoGalleryFragment = graphql`
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
            formats: [AUTO, WEBP, AVIF]
            placeholder: BLURRED
          )
          ...LightboxImage
        }
      }
    }
  }
`

const grid = photoGrid({ columns: { base: 2, md: 3 }, gap: theme.space[3] })

/** The home page's photos: two columns on phones, three from tablets. */
export function PhotoGallery({ gallery }: { gallery: Queries.PhotoGalleryFragment }) {
  return <GalleryGrid gallery={gallery} grid={grid} />
}
