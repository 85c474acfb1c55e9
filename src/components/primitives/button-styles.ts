import { css, type Theme } from "@emotion/react"

export type ButtonVariant = "primary" | "outline" | "onDark"
export type ButtonSize = "sm" | "md" | "lg"

const base = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  border-radius: ${t.radii.pill};
  border: 1px solid transparent;
  font-family: ${t.fonts.body};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.wide};
  line-height: ${t.lineHeights.control};
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${t.motion.durations.quick}s ${t.motion.easings.css},
    color ${t.motion.durations.quick}s ${t.motion.easings.css},
    border-color ${t.motion.durations.quick}s ${t.motion.easings.css};
  svg {
    flex: none;
  }
`

const sizes: Record<ButtonSize, (t: Theme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: ${t.controlSizes.sm};
    padding: ${t.space[2]} ${t.space[4]};
    font-size: ${t.fontSizes.sm};
  `,
  md: (t) => css`
    min-height: ${t.controlSizes.lg};
    padding: ${t.space[3]} ${t.space[5]};
    font-size: ${t.fontSizes.sm};
  `,
  lg: (t) => css`
    min-height: ${t.controlSizes.xl};
    padding: ${t.space[3]} ${t.space[6]};
    font-size: ${t.fontSizes.body};
  `,
}

const variants: Record<ButtonVariant, (t: Theme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.accent};
    color: ${t.colors.onAccent};
    &:hover {
      background: ${t.colors.accentHover};
    }
  `,
  outline: (t) => css`
    background: transparent;
    color: ${t.colors.accent};
    border-color: ${t.colors.accent};
    &:hover {
      background: ${t.colors.accentSoft};
      color: ${t.colors.text};
    }
  `,
  onDark: (t) => css`
    background: ${t.colors.onInverse};
    color: ${t.colors.inverse};
    &:hover {
      background: ${t.colors.accentSoft};
    }
    &:focus-visible {
      outline-color: ${t.colors.onInverse};
    }
  `,
}

/** Styles shared by every button-like link and button. */
export const buttonStyles =
  (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  (t: Theme) => [base(t), sizes[size](t), variants[variant](t)]
