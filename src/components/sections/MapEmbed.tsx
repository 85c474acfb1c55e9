import { css, type Theme } from "@emotion/react"
import { useContact } from "../../hooks/use-contact"

/** Height of the map frame (SPEC §9). */
export const MAP_HEIGHT = 400

const frame = (t: Theme) => css`
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

export function MapEmbed() {
  const { map } = useContact()
  return (
    <iframe css={frame} src={mapEmbedUrl(map.query, map.zoom)} title={map.title} height={MAP_HEIGHT} loading="lazy" />
  )
}
