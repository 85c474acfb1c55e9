/**
 * The site's font files (cut by scripts/subset-fonts.ts, `npm run fonts`, into
 * static/fonts/) and the characters each one holds; read by the @font-face
 * rules and preload links (gatsby-ssr), the subsetting script, the content
 * check and the browser editor's patterns.
 *
 * Each family comes in three files with disjoint unicode-ranges, so a browser
 * downloads a file only when the page uses one of its characters: `latin`
 * (ASCII, Latin-1, punctuation, €) and `czech` (the 18 Czech letters outside
 * Latin-1) are on every page and preloaded; `latin-ext` holds the rest of Latin
 * Extended-A (Slovak ľ ĺ ŕ, Polish ą ć ę ł ń ś ź ż, Hungarian ő ű, …) and is
 * fetched only by a page that shows such a letter.
 */
import coverage from "./font-coverage.json"

/** Code point ranges of the latin files: ASCII, Latin-1 (á é í ó ú ý ß ä ö ü …), punctuation, €. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
]

/** The Czech letters outside Latin-1. */
const CZECH_EXTRA = "ČčĎďĚěŇňŘřŠšŤťŮůŽž"

const charactersIn = (ranges: readonly (readonly [number, number])[]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))

export type Subset = "latin" | "czech" | "latin-ext"

/** What each subset is cut to hold; a family's file holds those of them its font has. */
export const SUBSETS: Record<Subset, { characters: string; preload: boolean; source: "latin" | "latin-ext" }> = {
  latin: { characters: charactersIn(LATIN_RANGES).join(""), preload: true, source: "latin" },
  czech: { characters: CZECH_EXTRA, preload: true, source: "latin-ext" },
  "latin-ext": {
    // Latin Extended-A without the Czech letters.
    characters: charactersIn([[0x100, 0x17f]])
      .filter((ch) => !CZECH_EXTRA.includes(ch))
      .join(""),
    preload: false,
    source: "latin-ext",
  },
}

export type FontFile = {
  family: string
  subset: Subset
  /** Name in static/fonts/. */
  file: string
  /** The @fontsource file it is cut from, under node_modules/. */
  source: string
  /** The weight range kept from the variable font. */
  weights: { min: number; max: number }
}

const FAMILIES = [
  { family: "EB Garamond Variable", slug: "eb-garamond", weights: { min: 500, max: 600 } },
  { family: "Manrope Variable", slug: "manrope", weights: { min: 400, max: 700 } },
] as const

export const FONT_FILES: readonly FontFile[] = FAMILIES.flatMap(({ family, slug, weights }) =>
  (Object.keys(SUBSETS) as Subset[]).map((subset) => ({
    family,
    subset,
    file: `${slug}-${subset}.woff2`,
    source: `@fontsource-variable/${slug}/files/${slug}-${SUBSETS[subset].source}-wght-normal.woff2`,
    weights,
  })),
)

/** The code points a cut file really holds, as `npm run fonts` read them from it (font-coverage.json). */
export function codePointsOf(file: string): number[] {
  const ranges = (coverage as Record<string, number[][] | undefined>)[file]
  if (!ranges) throw new Error(`src/theme/font-coverage.json has no entry for ${file}: run npm run fonts`)
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
}

/**
 * The characters every family of the site can print: a text may be set in
 * either face, so a character counts only when each family has it in one of
 * its files. Line breaks are layout, not glyphs.
 */
let printable: ReadonlySet<string> | undefined

export function printableCharacters(): ReadonlySet<string> {
  if (printable) return printable
  const perFamily = FAMILIES.map(
    ({ family }) => new Set(FONT_FILES.filter((f) => f.family === family).flatMap((f) => codePointsOf(f.file))),
  )
  const everywhere = [...perFamily[0]].filter((code) => perFamily.every((codes) => codes.has(code)))
  printable = new Set(["\n", ...everywhere.map((code) => String.fromCodePoint(code))])
  return printable
}

const hex = (n: number) => n.toString(16).toUpperCase()

/** The CSS unicode-range of a file: exactly the code points it holds, in runs. */
export function unicodeRange(file: string): string {
  const runs: [number, number][] = []
  for (const code of codePointsOf(file)) {
    const last = runs[runs.length - 1]
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(",")
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
 * Display face: EB Garamond, not Cormorant Garamond (the design's first choice),
 * whose @fontsource latin-ext files place the caron of č, ě, ř, š, ž beside the letter.
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
        `unicode-range:${unicodeRange(face.file)}}`,
    ).join("")
  )
}
