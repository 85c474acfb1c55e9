/**
 * The code points a font file maps to glyphs (its cmap), read with fontkit,
 * which opens WOFF2 directly. Used by `npm run fonts` to record what each cut
 * file holds, and by the test that keeps that record true.
 */
import { create, type Font } from "fontkit"

/** U+FFFF closes every format-4 cmap; it is no character. */
const NOT_A_CHARACTER = 0xffff

export function codePointsIn(bytes: Buffer): number[] {
  const font = create(bytes) as Font
  return [...new Set(font.characterSet)].filter((code) => code !== NOT_A_CHARACTER).sort((a, b) => a - b)
}
