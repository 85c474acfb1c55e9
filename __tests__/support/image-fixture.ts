import type { IGatsbyImageData } from "gatsby-plugin-image"

/** Image data shaped as gatsbyImageData returns it, with one JPEG rendition and no other formats. */
export const imageFixture = (name: string, width = 1200, height = 800): IGatsbyImageData => ({
  layout: "fullWidth",
  width,
  height,
  images: {
    fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg ${width}w`, sizes: "100vw" },
    sources: [],
  },
})
