import type { IGatsbyImageData } from "gatsby-plugin-image"

/** One photo the viewer shows: its large rendition and its texts. */
export type LightboxPhoto = { image: IGatsbyImageData; alt: string; caption?: string | null }

/** The viewer's texts, from content/site.yaml → labels.lightbox. */
export type LightboxLabels = {
  open: string
  dialog: string
  close: string
  previous: string
  next: string
  /** Contains {current} and {total}. */
  position: string
}
