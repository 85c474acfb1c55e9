import type { IGatsbyImageData } from "gatsby-plugin-image"

/** One photo the viewer shows: its large rendition and its texts. */
export type LightboxPhoto = { image: IGatsbyImageData; alt: string; caption?: string | null }
