import { css, type Theme } from "@emotion/react"
import type { ReactNode } from "react"
import { Container } from "./Container"

export type SectionTone = "paper" | "sand" | "night"

const section = (t: Theme) => css`
  padding-block: ${t.space[8]};
  ${t.mq.lg} {
    padding-block: ${t.space[9]};
  }
`

const tones = {
  paper: (t: Theme) => css`
    background: ${t.colors.background};
  `,
  sand: (t: Theme) => css`
    background: ${t.colors.surfaceAlt};
  `,
  night: (t: Theme) => css`
    background: ${t.colors.inverse};
    color: ${t.colors.onInverse};
  `,
}

type SectionProps = {
  children: ReactNode
  /** id of the heading that names this section for assistive technology. */
  labelledBy: string
  tone?: SectionTone
  className?: string
}

/** A full-width band of the page with breathing room and a contained column. */
export function Section({ children, labelledBy, tone = "paper", className }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} css={[section, tones[tone]]} className={className}>
      <Container>{children}</Container>
    </section>
  )
}
