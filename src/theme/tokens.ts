/**
 * Design tokens: the one place for colours, type, spacing, sizes, radii,
 * shadows and breakpoints (motion: motion.ts). Contrast ratios (WCAG 2.x) are
 * noted where a colour carries text; components reach these through `theme`
 * (./index.ts) in style constants built once, at module load.
 */
export const palette = {
  ink: "#2B2623", // 13.99:1 on paper
  inkMuted: "#5E554E", // 6.81:1 on paper, 5.89:1 on sand
  paper: "#FAF7F2",
  sand: "#EFE6DA", // ink 12.11:1 on it
  sage: "#56664F", // white 6.16:1 on it; 5.76:1 on paper
  sageDark: "#46543F", // hover of sage; white 8.0:1 on it
  sageLight: "#DCE3D5", // ink 11.39:1 on it
  clay: "#9A5B3F", // white 5.33:1 on it; 4.98:1 on paper
  night: "#1F2420", // paper 14.76:1 on it
  gold: "#B08D57", // decoration only: 2.89:1 on paper, never text on light
  white: "#FFFFFF",
} as const

/** A palette colour at an opacity, for veils, washes and lines over a known background. */
function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${opacity})`
}

/** Semantic colour names used by components. */
export const colors = {
  text: palette.ink,
  textMuted: palette.inkMuted,
  background: palette.paper,
  surface: palette.white,
  surfaceAlt: palette.sand,
  accent: palette.sage,
  accentHover: palette.sageDark,
  accentSoft: palette.sageLight,
  onAccent: palette.white,
  signature: palette.clay,
  onSignature: palette.white,
  inverse: palette.night,
  onInverse: palette.paper,
  onInverseMuted: "#D9D2C7", // 11.2:1 on night
  decoration: palette.gold,
  focus: palette.sage,
  focusHalo: palette.sageLight,
  /** Night at 62 % over any photo: paper text keeps at least 7:1 where it sits. */
  scrim: alpha(palette.night, 0.62),
  scrimStrong: alpha(palette.night, 0.78),
  /** Where no text sits: the far side of the hero on wide screens. */
  scrimFaint: alpha(palette.night, 0.35),
  barSolid: alpha(palette.white, 0.92),
  hairline: alpha(palette.ink, 0.12),
  /** Hover fill of a header on a sand card. */
  accentWash: alpha(palette.sage, 0.08),
  /** Lines and hover fills on night: outlines of icon buttons, dividing rules. */
  onInverseLine: alpha(palette.paper, 0.35),
  onInverseRule: alpha(palette.paper, 0.16),
  onInverseHover: alpha(palette.paper, 0.1),
  onInverseHoverStrong: alpha(palette.paper, 0.12),
} as const

/** The light that falls into the dark opening band of an inner page: sage from the top right, gold from the bottom left. */
export const gradients = {
  introBand: `radial-gradient(60rem 30rem at 85% -10%, ${alpha(palette.sage, 0.55)}, transparent 70%), radial-gradient(40rem 24rem at 5% 120%, ${alpha(palette.gold, 0.22)}, transparent 70%), ${palette.night}`,
} as const

export const fonts = {
  display: '"EB Garamond Variable", "EB Garamond Fallback", Georgia, serif',
  body: '"Manrope Variable", "Manrope Fallback", system-ui, sans-serif',
} as const

export const fontWeights = { body: 400, medium: 500, semibold: 600, bold: 700 } as const

/** Type scale in rem; display sizes clamp between phone and desktop. */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  body: "1.0625rem",
  lg: "1.25rem",
  xl: "1.5rem",
  h3: "clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)",
  h2: "clamp(2rem, 1.6rem + 1.8vw, 3rem)",
  h1: "clamp(2.5rem, 1.9rem + 2.8vw, 4rem)",
  hero: "clamp(3.25rem, 2.2rem + 4.6vw, 5.5rem)",
  /** A team member's initials in place of a missing portrait. */
  initials: "4rem",
} as const

export const lineHeights = { tight: 1.05, heading: 1.15, control: 1.2, body: 1.65 } as const
export const letterSpacings = { tight: "-0.01em", caps: "0.12em", wide: "0.04em" } as const

/** 4 px base. */
export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
  10: "8rem",
} as const

/** The Container's side padding: below the md breakpoint, and from md on (photo-grid.ts reckons photo widths with it). */
export const gutters = { base: space[5], md: space[6] } as const

export const sizes = {
  content: "75rem", // 1200 px
  text: "40rem", // about 68 characters of body text
  narrow: "48rem",
  headerHeight: "4.5rem",
  /** The hero never grows taller than this, however tall the screen. */
  heroMaxHeight: "56rem",
  heroText: "38rem",
  tagline: "32rem",
  footerText: "26rem",
  notification: "28rem",
  /** Round badges behind an icon: features and values; contact details. */
  iconBadge: "3.25rem",
  iconBadgeSmall: "2.75rem",
  /** Height of the lightbox's top bar, caption and padding; its photo gets the rest of the screen. */
  lightboxChrome: "11rem",
  /** The map frame on /contact/ (docs/product.md, Map), in px: it is also the iframe's height attribute. */
  mapHeight: 400,
  underlineOffset: "0.25em",
} as const

/**
 * Heights of buttons, and width and height of round icon buttons. `md` is
 * 44 px, the enhanced target size of WCAG 2.5.5; nothing clickable is under `sm`.
 */
export const controlSizes = { sm: "2.5rem", md: "2.75rem", lg: "3rem", xl: "3.5rem" } as const

/** Line icons (lucide and the brand marks), in px, and their stroke: one thin-line set. */
export const iconSizes = { xs: 14, sm: 16, md: 18, lg: 20, xl: 22, xxl: 24 } as const
export const iconStrokes = { thin: 1.5, regular: 1.75 } as const

export const radii = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const

export const shadows = {
  bar: `0 1px 0 ${alpha(palette.ink, 0.06)}, 0 8px 24px ${alpha(palette.ink, 0.08)}`,
  card: `0 1px 2px ${alpha(palette.ink, 0.06)}, 0 12px 32px ${alpha(palette.ink, 0.06)}`,
  raised: `0 18px 48px ${alpha(palette.night, 0.18)}`,
} as const

/** Mobile first: each value is a minimum width. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const

export const zIndices = { header: 100, menu: 110, notification: 200, skipLink: 300 } as const

export const blur = { bar: "12px" } as const
