import { graphql } from "gatsby"
import { theme } from "../../theme"
import { photoGrid } from "../../theme/photo-grid"
import { GalleryGrid } from "./GalleryGrid"

/** The treatments page's gallery: photos cut to 5:4 with a caption, and larger ones for the viewer. */
export const captionedGalleryFragment = graphql`
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
            formats: [AUTO, WEBP, AVIF]
            placeholder: BLURRED
          )
          ...LightboxImage
        }
      }
    }
  }
`

const grid = photoGrid({ columns: { base: 1, md: 3 }, gap: theme.space[5] })

/** The treatments page's captioned photos: one column on phones, three from tablets. */
export function CaptionedGallery({ gallery }: { gallery: Queries.CaptionedGalleryFragment }) {
  return <GalleryGrid gallery={gallery} grid={grid} />
}
