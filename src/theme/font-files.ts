/**
 * The site's font files (cut by scripts/subset-fonts.ts, `npm run fonts`, into static/fonts/)
 * and the characters each one holds; read by the global styles, the preload
 * links in gatsby-ssr, the subsetting script and the content check.
 */

/** Code point ranges of the latin files: ASCII, Latin-1 (á é í ó ú ý …), punctuation, €. */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
]

/** The Czech letters outside Latin-1. */
export const CZECH_EXTRA = "ČčĎďĚěŇňŘřŠšŤťŮůŽž"

export type FontFile = {
  family: string
  subset: "latin" | "czech"
  /** Name in static/fonts/. */
  file: string
  /** The @fontsource file it is cut from, under node_modules/. */
  source: string
  /** The weight range kept from the variable font. */
  weights: { min: number; max: number }
}

export const FONT_FILES: readonly FontFile[] = [
  {
    family: "EB Garamond Variable",
    subset: "latin",
    file: "eb-garamond-latin.woff2",
    source: "@fontsource-variable/eb-garamond/files/eb-garamond-latin-wght-normal.woff2",
    weights: { min: 500, max: 600 },
  },
  {
    family: "EB Garamond Variable",
    subset: "czech",
    file: "eb-garamond-czech.woff2",
    source: "@fontsource-variable/eb-garamond/files/eb-garamond-latin-ext-wght-normal.woff2",
    weights: { min: 500, max: 600 },
  },
  {
    family: "Manrope Variable",
    subset: "latin",
    file: "manrope-latin.woff2",
    source: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    weights: { min: 400, max: 700 },
  },
  {
    family: "Manrope Variable",
    subset: "czech",
    file: "manrope-czech.woff2",
    source: "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2",
    weights: { min: 400, max: 700 },
  },
]

const hex = (n: number) => n.toString(16).toUpperCase()

/** The CSS unicode-range of a subset. */
export function unicodeRange(subset: FontFile["subset"]): string {
  if (subset === "latin")
    return LATIN_RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ")
  return [...CZECH_EXTRA].map((ch) => `U+${hex(ch.codePointAt(0) ?? 0)}`).join(", ")
}

/**
 * Local fonts shaped like ours until ours arrive, so swapping moves no text:
 * size and vertical metrics measured in Chromium against Times New Roman and
 * Arial (their metric twins Liberation Serif and Sans) on a Czech paragraph.
 */
export const FALLBACK_FACES = [
  {
    family: "EB Garamond Fallback",
    locals: ["Times New Roman", "Liberation Serif"],
    sizeAdjust: "97.39%",
    ascentOverride: "103.71%",
    descentOverride: "30.81%",
  },
  {
    family: "Manrope Fallback",
    locals: ["Arial", "Liberation Sans"],
    sizeAdjust: "99.79%",
    ascentOverride: "107.23%",
    descentOverride: "30.06%",
  },
] as const

/**
 * The @font-face rules. They go into the static HTML once (gatsby-ssr), not
 * through Emotion: Emotion re-inserts its global styles on hydration, and a
 * re-created @font-face starts unloaded, so text would flash to the fallback
 * font and shift the layout.
 * Display face: EB Garamond, not the Cormorant Garamond of DESIGN.md, whose
 * @fontsource latin-ext files place the caron of č, ě, ř, š, ž beside the letter.
 */
export function fontFaceCss(urlOf: (file: string) => string): string {
  const fallbacks = FALLBACK_FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";src:${face.locals.map((name) => `local("${name}")`).join(",")};` +
      `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};` +
      `descent-override:${face.descentOverride};line-gap-override:0%}`,
  ).join("")
  return (
    fallbacks +
    FONT_FILES.map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;` +
        `font-weight:${face.weights.min} ${face.weights.max};src:url("${urlOf(face.file)}") format("woff2");` +
        `unicode-range:${unicodeRange(face.subset)}}`,
    ).join("")
  )
}
