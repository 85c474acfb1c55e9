import type { ComponentType } from "react"
import { theme } from "../../theme"

type GlyphProps = { size?: number | string; strokeWidth?: number | string; "aria-hidden"?: boolean | "true" | "false" }

type IconProps = {
  /** A lucide icon or one of the brand marks drawn in its style. */
  glyph: ComponentType<GlyphProps>
  size?: keyof typeof theme.iconSizes
  stroke?: keyof typeof theme.iconStrokes
}

/** A line icon at a size of the scale, hidden from screen readers: the text beside it speaks. */
export function Icon({ glyph: Glyph, size = "lg", stroke = "thin" }: IconProps) {
  return <Glyph aria-hidden="true" size={theme.iconSizes[size]} strokeWidth={theme.iconStrokes[stroke]} />
}
