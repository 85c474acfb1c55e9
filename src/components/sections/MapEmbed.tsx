import { css, type Theme } from "@emotion/react"
import { useContact } from "../../hooks/use-contact"
import { useHydrated } from "../../hooks/use-hydrated"

/** Height of the map frame (SPEC §9). */
export const MAP_HEIGHT = 400

const frame = (t: Theme) => css`
  display: block;
  width: 100%;
  height: ${MAP_HEIGHT}px;
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

  const src = mapEmbedUrl(map.query, map.zoom)
  if (hydrated) {
    return <iframe css={frame} src={src} title={map.title} height={MAP_HEIGHT} loading="lazy" />
  }
  const staticFrame = `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(map.title)}" height="${MAP_HEIGHT}" loading="lazy" style="display:block;width:100%;border:0"></iframe>`
  return (
    <div css={frame}>
      <noscript dangerouslySetInnerHTML={{ __html: staticFrame }} />
    </div>
  )
}
