import { css, type SerializedStyles } from "@emotion/react"
import { theme } from "../../theme"
import type { IconName } from "./icon-set"

type IconSize = keyof typeof theme.iconSizes
type IconStroke = keyof typeof theme.iconStrokes

/** The id of an icon's <symbol> in the page; a slug (a page's other ids) never has an underscore. */
export const symbolId = (name: string) => `icon_${name}`

const byKey = <K extends string, V>(values: Record<K, V>, style: (value: V) => SerializedStyles) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, style(value as V)])) as Record<
    K,
    SerializedStyles
  >

// The line's look, in CSS once for every icon. Set on the <svg> that holds the <use>, it reaches the symbol's
// lines by inheritance, so each icon can have its own stroke width.
const line = css`
  fill: none;
  stroke: currentColor;
  stroke-linecap: round;
  stroke-linejoin: round;
`
const sizes = byKey(
  theme.iconSizes,
  (px) => css`
    width: ${px}px;
    height: ${px}px;
  `,
)
const strokes = byKey(
  theme.iconStrokes,
  (width) => css`
    stroke-width: ${width};
  `,
)

type IconProps = {
  /** One of the site's icons (icon-set.ts), drawn from its symbol in the page (IconSprite). */
  name: IconName
  size?: IconSize
  stroke?: IconStroke
}

/** A line icon at a size of the scale, hidden from screen readers: the text beside it speaks. */
export function Icon({ name, size = "lg", stroke = "thin" }: IconProps) {
  return (
    <svg aria-hidden="true" css={[line, sizes[size], strokes[stroke]]}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
