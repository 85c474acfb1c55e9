import { css, Global } from "@emotion/react"
import { useState } from "react"
import { theme } from "."
import { printColors, printMedia } from "./print"
import { globalStylesServed } from "./served-styles"
import { barSolidKeyframes } from "./top-bar"

const globalStyles = css`
  ${barSolidKeyframes}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.sizes.headerHeight};
  }
  /* The page does not scroll behind a modal dialog (the photo viewer). */
  html:has(dialog[open]) {
    overflow: hidden;
  }
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.body};
    line-height: ${theme.lineHeights.body};
    font-weight: ${theme.fontWeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* A word longer than its line (a name typed without spaces) breaks rather than stick out of the screen. */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.heading};
    text-wrap: balance;
    /* EB Garamond joins T and I in capitals (KERATIN), which reads as a glitch in spaced caps. */
    font-variant-ligatures: no-common-ligatures;
  }
  p {
    margin: 0;
    text-wrap: pretty;
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
  }
  img,
  svg,
  iframe {
    display: block;
    max-width: 100%;
  }
  a {
    color: inherit;
  }
  button {
    font: inherit;
    color: inherit;
  }
  address {
    font-style: normal;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
    box-shadow: 0 0 0 6px ${theme.colors.focusHalo};
    border-radius: ${theme.radii.sm};
  }
  ::selection {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
  /*
   * Paper: A4, black on white with no fills or shadows, nothing moving, every
   * block that waits to fade in shown, and a smaller type scale (rem follows
   * html). Components keep their own print layout beside their screen styles.
   */
  @page {
    size: A4;
    margin: 10mm 12mm;
  }
  ${printMedia} {
    html {
      font-size: 9pt;
    }
    *,
    *::before,
    *::after {
      color: ${printColors.ink} !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
      transition: none !important;
      animation: none !important;
    }
    body {
      background: ${printColors.paper};
      line-height: 1.4;
    }
    [data-reveal] {
      opacity: 1 !important;
      transform: none !important;
    }
    a {
      text-decoration: none;
    }
    h1,
    h2,
    h3 {
      break-after: avoid;
    }
    p {
      orphans: 3;
      widows: 3;
    }
  }
`

/**
 * The global stylesheet. A page's HTML brings it in its head (gatsby-ssr.tsx,
 * served-styles.ts), where it stays: rendered again in the browser, Emotion's
 * `<Global>` would move that tag or insert the whole sheet again.
 */
export function GlobalStyles() {
  const [served] = useState(globalStylesServed)
  return served ? null : <Global styles={globalStyles} />
}
