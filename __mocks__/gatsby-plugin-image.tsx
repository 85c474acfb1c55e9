/**
 * gatsby-plugin-image in Jest: the real components rely on build-time Babel
 * (StaticImage renders nothing) and on hydration tricks jsdom lacks, so tests
 * get a plain <img alt> with the image's fallback source and size. Helpers such
 * as getImage and withArtDirection stay real.
 */
import type * as GatsbyPluginImage from "gatsby-plugin-image"
import type { GatsbyImageProps } from "gatsby-plugin-image"

const actual = jest.requireActual<typeof GatsbyPluginImage>("gatsby-plugin-image")

export const { getImage, getSrc, getSrcSet, getImageData, withArtDirection } = actual

export function GatsbyImage({
  image,
  alt,
  as: _as,
  class: _class,
  imgClassName: _imgClassName,
  imgStyle: _imgStyle,
  backgroundColor: _backgroundColor,
  objectFit: _objectFit,
  objectPosition: _objectPosition,
  onStartLoad: _onStartLoad,
  onLoad: _onLoad,
  ...rest
}: GatsbyImageProps) {
  return <img {...rest} src={image.images.fallback?.src} alt={alt} width={image.width} height={image.height} />
}

export function StaticImage({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} />
}
