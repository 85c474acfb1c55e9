import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { useSiteUrl } from "../../hooks/use-site-url"

export type ShareImage = { url: string; width: number; height: number; alt: string }

export const shareImageHookFragment = graphql`
  fragment ShareImageHook on Query {
    siteSettings {
      shareImageAlt
      shareImage {
        childImageSharp {
          resize(width: 1200, height: 630, fit: COVER, toFormat: JPG, quality: 82) {
            src
            width
            height
          }
        }
      }
    }
  }
`

/**
 * The picture shown when a page is shared (content/site.yaml → shareImage),
 * resized to the 1200 × 630 that Open Graph readers expect. JPEG, because not
 * every chat app reads WebP or AVIF.
 */
export function useShareImage(): ShareImage {
  const siteUrl = useSiteUrl()
  const data = useSiteData()
  const settings = data.siteSettings
  const resized = settings?.shareImage.childImageSharp?.resize
  if (!settings || !resized?.src || !resized.width || !resized.height) {
    throw new Error("content/site.yaml: shareImage could not be processed into a 1200 × 630 picture")
  }
  return { url: `${siteUrl}${resized.src}`, width: resized.width, height: resized.height, alt: settings.shareImageAlt }
}
