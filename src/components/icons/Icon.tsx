import { type Theme, useTheme } from "@emotion/react"
import type { ComponentType } from "react"

type GlyphProps = { size?: number | string; strokeWidth?: number | string; "aria-hidden"?: boolean | "true" | "false" }

type IconProps = {
  /** A lucide icon or one of the brand marks drawn in its style. */
  glyph: ComponentType<GlyphProps>
  size?: keyof Theme["iconSizes"]
  stroke?: keyof Theme["iconStrokes"]
}

/** A line icon at a size of the scale, hidden from screen readers: the text beside it speaks. */
export function Icon({ glyph: Glyph, size = "lg", stroke = "thin" }: IconProps) {
  const t = useTheme()
  return <Glyph aria-hidden="true" size={t.iconSizes[size]} strokeWidth={t.iconStrokes[stroke]} />
}
