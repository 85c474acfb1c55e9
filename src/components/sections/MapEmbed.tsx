import { css, type Theme, useTheme } from "@emotion/react"
import { useContact } from "../../hooks/use-contact"
import { useHydrated } from "../../hooks/use-hydrated"

const frame = (t: Theme) => css`
  display: block;
  width: 100%;
  height: ${t.sizes.mapHeight}px;
  border: 0;
  border-radius: ${t.radii.lg};
  background: ${t.colors.surfaceAlt};
  box-shadow: ${t.shadows.card};
`

/** The maps service's embed needs no API key; it is the only request the site makes to another host. */
export function mapEmbedUrl(query: string, zoom: number): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * The map frame is added after hydration, into a box of its final size: an
 * iframe in the static HTML, lazy or not, is fetched while the page is parsed
 * and delays the first paint. Without JavaScript the <noscript> copy shows it.
 */
export function MapEmbed() {
  const { map } = useContact()
  const hydrated = useHydrated()
  const height = useTheme().sizes.mapHeight

  const src = mapEmbedUrl(map.query, map.zoom)
  if (hydrated) {
    return <iframe css={frame} src={src} title={map.title} height={height} loading="lazy" />
  }
  const staticFrame = `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(map.title)}" height="${height}" loading="lazy" style="display:block;width:100%;border:0"></iframe>`
  return (
    <div css={frame}>
      <noscript dangerouslySetInnerHTML={{ __html: staticFrame }} />
    </div>
  )
}
