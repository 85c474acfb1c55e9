/**
 * The head tags of every page, rendered into the static HTML by Gatsby's Head
 * API: title, description, canonical address, Open Graph, the Twitter card and
 * structured data. Page values come first, content/site.yaml fills the rest.
 * theme-color, the icons and the manifest link come from gatsby-plugin-manifest
 * (gatsby-config.ts), so the colour is set in one place.
 * https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/
 */
import type { ReactNode } from "react"
import type { Thing, WithContext } from "schema-dts"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useSiteUrl } from "../../hooks/use-site-url"
import { serializeJsonLd } from "./json-ld"
import { pageTitle } from "./page-title"
import { useShareImage } from "./use-share-image"

export type SeoProps = {
  title: string
  /** Falls back to the site description. */
  description?: string
  /** The route with its trailing slash, e.g. "/treatments/"; left out where a page has no address of its own (404). */
  path?: string
  /** Keeps the page out of search results. */
  noindex?: boolean
  structuredData?: WithContext<Thing>
  children?: ReactNode
}

export function Seo({ title, description, path, noindex = false, structuredData, children }: SeoProps) {
  const site = useSiteSettings()
  const siteUrl = useSiteUrl()
  const image = useShareImage()
  const fullTitle = pageTitle(title, site.name)
  const text = description?.trim() ? description : site.description
  const url = path === undefined ? undefined : `${siteUrl}${path}`

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="cs_CZ" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {/* X reads og:title, og:description and og:image when its own tags are absent; only the card size needs saying. */}
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />
      )}
      {children}
    </>
  )
}
