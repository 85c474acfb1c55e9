import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme"
import { Container } from "./Container"
import { HydrateWhenIdle } from "./HydrateWhenIdle"

export type SectionTone = "paper" | "sand" | "night"

const section = css`
  padding-block: ${theme.space[8]};
  ${theme.mq.lg} {
    padding-block: ${theme.space[9]};
  }
`

const tones = {
  paper: css`
    background: ${theme.colors.background};
  `,
  sand: css`
    background: ${theme.colors.surfaceAlt};
  `,
  night: css`
    background: ${theme.colors.inverse};
    color: ${theme.colors.onInverse};
  `,
}

type SectionProps = {
  children: ReactNode
  /** id of the heading that names this section for assistive technology. */
  labelledBy: string
  tone?: SectionTone
  className?: string
}

/**
 * A full-width band of the page with breathing room and a contained column.
 * Its content hydrates after the page's opening and frame, when the main
 * thread is idle: its HTML is there from the start.
 */
export function Section({ children, labelledBy, tone = "paper", className }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} css={[section, tones[tone]]} className={className}>
      <HydrateWhenIdle>
        <Container>{children}</Container>
      </HydrateWhenIdle>
    </section>
  )
}
