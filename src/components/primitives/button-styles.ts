import { css, type SerializedStyles } from "@emotion/react"
import { theme } from "../../theme"

export type ButtonVariant = "primary" | "outline" | "onDark"
export type ButtonSize = "sm" | "md" | "lg"

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  border: 1px solid transparent;
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  line-height: ${theme.lineHeights.control};
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${theme.motion.durations.quick}s ${theme.motion.easings.css},
    color ${theme.motion.durations.quick}s ${theme.motion.easings.css},
    border-color ${theme.motion.durations.quick}s ${theme.motion.easings.css};
  svg {
    flex: none;
  }
`

const sizes: Record<ButtonSize, SerializedStyles> = {
  sm: css`
    min-height: ${theme.controlSizes.sm};
    padding: ${theme.space[2]} ${theme.space[4]};
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${theme.controlSizes.lg};
    padding: ${theme.space[3]} ${theme.space[5]};
    font-size: ${theme.fontSizes.sm};
  `,
  lg: css`
    min-height: ${theme.controlSizes.xl};
    padding: ${theme.space[3]} ${theme.space[6]};
    font-size: ${theme.fontSizes.body};
  `,
}

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    &:hover {
      background: ${theme.colors.accentHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    &:hover {
      background: ${theme.colors.accentSoft};
      color: ${theme.colors.text};
    }
  `,
  onDark: css`
    background: ${theme.colors.onInverse};
    color: ${theme.colors.inverse};
    &:hover {
      background: ${theme.colors.accentSoft};
    }
    &:focus-visible {
      outline-color: ${theme.colors.onInverse};
    }
  `,
}

/**
 * The shape of a round control that holds one icon (the menu toggle, a
 * notification's close, a card's share, the footer's social links, the
 * viewer's arrows); each adds its own border and colours.
 */
export const roundIcon = (size: keyof typeof theme.controlSizes) => css`
  display: inline-grid;
  place-items: center;
  width: ${theme.controlSizes[size]};
  height: ${theme.controlSizes[size]};
  border-radius: ${theme.radii.pill};
`

// Each pair merged once: Emotion takes a single style object as it is on every render, where it would merge and hash three.
const merged = new Map<string, SerializedStyles>()

/** Styles shared by every button-like link and button. */
export function buttonStyles(variant: ButtonVariant = "primary", size: ButtonSize = "md"): SerializedStyles {
  const key = `${variant} ${size}`
  let styles = merged.get(key)
  if (!styles) {
    styles = css(base, sizes[size], variants[variant])
    merged.set(key, styles)
  }
  return styles
}
