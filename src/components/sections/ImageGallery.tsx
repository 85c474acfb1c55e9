import { css, type Theme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal, RevealItem } from "../motion/Reveal"

export type GalleryItem = { image: IGatsbyImageData | undefined; alt: string; caption?: string | null }

const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[3]};
  list-style: none;
  grid-template-columns: repeat(2, 1fr);
  ${t.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`
const captionedGrid = (t: Theme) => css`
  grid-template-columns: 1fr;
  gap: ${t.space[5]};
  ${t.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`
const figure = (t: Theme) => css`
  margin: 0;
  display: grid;
  gap: ${t.space[3]};
`
const frame = (t: Theme) => css`
  border-radius: ${t.radii.md};
  overflow: hidden;
  isolation: isolate;
  background: ${t.colors.surfaceAlt};
`
const caption = (t: Theme) => css`
  font-size: ${t.fontSizes.sm};
  font-variant-caps: all-small-caps;
  letter-spacing: ${t.letterSpacings.caps};
  color: ${t.colors.textMuted};
  text-align: center;
`

/** A calm grid of photos: 2 columns on phones, 3 from tablets; captions under each when given. */
export function ImageGallery({ items }: { items: readonly GalleryItem[] }) {
  const captioned = items.some((item) => item.caption)
  return (
    <Reveal as="ul" staggered css={[grid, captioned && captionedGrid]}>
      {items.map((item) => (
        <RevealItem as="li" key={item.alt}>
          <figure css={figure}>
            <div css={frame}>{item.image && <GatsbyImage image={item.image} alt={item.alt} />}</div>
            {item.caption && <figcaption css={caption}>{item.caption}</figcaption>}
          </figure>
        </RevealItem>
      ))}
    </Reveal>
  )
}
