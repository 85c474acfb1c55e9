import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"

// React 18 knows no fetchPriority prop; the lower-case attribute reaches the <img> as it is.
const highPriority = { fetchpriority: "high" } as Record<string, string>

type PictureProps = {
  /** gatsbyImageData from a fragment: the renditions, their sizes and the placeholder. */
  image: IGatsbyImageData
  alt: string
  /** The largest image on arrival (the LCP): loaded at once, before the others. Every other image is lazy. */
  priority?: boolean
  /** Loaded at once without a raised priority: a photo opened in the viewer. */
  eager?: boolean
  /** Shown whole inside its box instead of cropped to fill it. */
  contain?: boolean
  /** Hidden from screen readers, where a control over it names the photo. */
  decorative?: boolean
  className?: string
}

/** Every processed photo of the site is rendered here, so how images reach the page is decided in one place. */
export function Picture({
  image,
  alt,
  priority = false,
  eager = priority,
  contain = false,
  decorative = false,
  className,
}: PictureProps) {
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={className}
      // Only what differs from the plugin's defaults (lazy, cover): each set value is written into the HTML.
      {...(eager && { loading: "eager" })}
      {...(contain && { objectFit: "contain" })}
      {...(decorative && { "aria-hidden": "true" })}
      {...(priority && highPriority)}
    />
  )
}
