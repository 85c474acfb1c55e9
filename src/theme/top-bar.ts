import { theme } from "."

/** The top bar's solid look: white, blurred and shadowed, for past 50 px of scrolling and an open menu. */
export const barSolidLook = `
  color: ${theme.colors.text};
  background: ${theme.colors.barSolid};
  backdrop-filter: blur(${theme.blur.bar});
  -webkit-backdrop-filter: blur(${theme.blur.bar});
  box-shadow: ${theme.shadows.bar};
`

/**
 * The animation that gives the bar its solid look on the page's scroll timeline before the scripts run
 * (Header.tsx). Its keyframes are in the global stylesheet (GlobalStyles.tsx), which the page brings in its
 * head and the browser never inserts again; among a component's rules they would come again with every
 * class Emotion makes for the bar's next state.
 */
export const BAR_SOLID_ANIMATION = "top-bar-solid"
export const barSolidKeyframes = `
  @keyframes ${BAR_SOLID_ANIMATION} {
    to {
      ${barSolidLook}
    }
  }
`
