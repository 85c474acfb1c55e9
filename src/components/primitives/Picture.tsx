import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { type CSSProperties, type SyntheticEvent, useCallback, useEffect, useRef, useState } from "react"
import type { ExtraStyles } from "../../theme"

/** Another rendition of the same photo for the screens `media` matches: the hero's portrait crop on upright phones. */
export type ArtDirection = { media: string; image: IGatsbyImageData }

type PictureProps = {
  /** gatsbyImageData from a fragment: the renditions, their sizes and the placeholder. */
  image: IGatsbyImageData
  alt: string
  /** Renditions that replace `image` where their media query matches, first match wins. */
  artDirection?: readonly ArtDirection[]
  /** The largest image on arrival (the LCP): loaded at once, before the others. Every other image is lazy. */
  priority?: boolean
  /** Loaded at once without a raised priority: a photo opened in the viewer. */
  eager?: boolean
  /** Shown whole inside its box instead of cropped to fill it. */
  contain?: boolean
  /** Hidden from screen readers, where a control over it names the photo. */
  decorative?: boolean
  /** Fetched behind everything else the page needs now: a photo the viewer may show next. */
  lowPriority?: boolean
  /** What the `sizes` attribute says, when the layout decides it here rather than in the query. */
  sizes?: string
  /** When the file has arrived and can be drawn. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void
  /** Styles for the <img>, which is the box callers size and place. */
  styles?: ExtraStyles
}

// Block-level, as wide as its column, its height from the width and height
// attributes until the file arrives; the placeholder is the image's own
// background, which the loaded photo paints over (and which goes once it is drawn).
const photo = css`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  background-size: cover;
  background-position: center;
  background-repeat: no-repeat;
`
const contained = css`
  object-fit: contain;
`
// No box of its own: the <img> is laid out as a child of the picture's parent.
const transparentWrapper = css`
  display: contents;
`

// React 18 knows no fetchPriority prop; the lower-case attribute reaches the <img> as it is.
const highPriority = { fetchpriority: "high" } as Record<string, string>
const lowPriorityAttribute = { fetchpriority: "low" } as Record<string, string>

/**
 * The intrinsic size for the width and height attributes. A FULL_WIDTH
 * rendition reports only its aspect ratio (width 1), so its widest file stands in.
 */
function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height }
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1]))
  const width = Math.max(0, ...widths) || 1000
  return { width, height: Math.round((width * image.height) / image.width) }
}

// A data: URL written unquoted (the quotes would be &quot; in the HTML), with the few characters that would end it encoded.
const cssUrl = (url: string) =>
  `url(${url.replace(/[\s"'()\\]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`)})`

/**
 * The blurred thumbnail or the dominant colour, behind the photo while it loads. Only while it loads: a photo with
 * transparent parts (a cut-out portrait in a PNG) would show it through them for good, a blurred halo that the
 * editor's preview, drawing the file alone, never shows.
 */
function placeholderStyle(image: IGatsbyImageData): CSSProperties {
  const blurred = image.placeholder?.fallback
  return {
    ...(image.backgroundColor && { backgroundColor: image.backgroundColor }),
    ...(blurred && { backgroundImage: cssUrl(blurred) }),
  }
}

/** The <source> elements of one rendition: its modern formats, and for art direction its fallback format too. */
function sourcesOf(image: IGatsbyImageData, media?: string, sizesOverride?: string) {
  const { sources = [], fallback } = image.images
  const size = media ? intrinsicSize(image) : undefined
  const all = sources.map(({ type, srcSet, sizes }) => ({ type, srcSet, sizes: sizesOverride ?? sizes }))
  if (media && fallback) {
    all.push({ type: "", srcSet: fallback.srcSet ?? fallback.src, sizes: sizesOverride ?? fallback.sizes ?? "" })
  }
  return all.map(({ type, srcSet, sizes }) => (
    <source
      key={`${media ?? ""} ${type}`}
      {...(type && { type })}
      {...(media && { media })}
      srcSet={srcSet}
      sizes={sizes}
      {...size}
    />
  ))
}

/**
 * Whether the placeholder still shows behind the file `src`: until the file has loaded and decoded (decoding first,
 * so the placeholder never gives way to an empty box for a frame). The server's HTML has it; a file that arrived
 * before hydration is found complete on mount.
 */
function usePlaceholderUntilDrawn(src: string | undefined) {
  const ref = useRef<HTMLImageElement>(null)
  const [drawnSrc, setDrawnSrc] = useState<string | undefined>()
  const drawn = useCallback(
    (img: HTMLImageElement) => {
      // A file that cannot be decoded keeps its placeholder. (jsdom has no decode.)
      const decoded = "decode" in img ? img.decode() : Promise.resolve()
      decoded.then(
        () => setDrawnSrc(src),
        () => undefined,
      )
    },
    [src],
  )
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth > 0) drawn(img)
  }, [drawn])
  return { ref, shown: src === undefined || drawnSrc !== src, drawn }
}

/**
 * Every processed photo of the site is rendered here, as a standard <picture>
 * that needs no script to appear: AVIF and WebP sources, a JPEG (or WebP) <img>
 * with its srcset and sizes, width and height so its box is reserved, and the
 * placeholder as the image's background until the file is drawn. Lazy unless
 * it is the LCP or opened in the viewer.
 */
export function Picture({
  image,
  alt,
  artDirection = [],
  priority = false,
  eager = priority,
  contain = false,
  decorative = false,
  lowPriority = false,
  sizes,
  onLoad,
  styles,
}: PictureProps) {
  const { fallback } = image.images
  const { ref, shown, drawn } = usePlaceholderUntilDrawn(fallback?.src)
  return (
    <picture css={transparentWrapper}>
      {artDirection.flatMap(({ media, image: rendition }) => sourcesOf(rendition, media, sizes))}
      {sourcesOf(image, undefined, sizes)}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        {...intrinsicSize(image)}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        // The LCP image is decoded as soon as it arrives; the others off the main thread.
        {...(!priority && { decoding: "async" })}
        {...(priority && highPriority)}
        {...(lowPriority && lowPriorityAttribute)}
        {...(decorative && { "aria-hidden": true })}
        ref={ref}
        style={shown ? placeholderStyle(image) : undefined}
        css={[photo, contain && contained, styles]}
        onLoad={(event) => {
          drawn(event.currentTarget)
          onLoad?.(event)
        }}
      />
    </picture>
  )
}
