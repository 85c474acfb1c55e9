import { css, type Theme } from "@emotion/react"
import type { ReactNode } from "react"
import { delays } from "../../theme/motion"
import { Container } from "../primitives/Container"
import { Entrance, EntrancePart } from "../motion/Entrance"

const band = (t: Theme) => css`
  position: relative;
  overflow: hidden;
  background: ${t.gradients.introBand};
  color: ${t.colors.onInverse};
  padding-block: calc(${t.sizes.headerHeight} + ${t.space[8]}) ${t.space[8]};
  ${t.mq.lg} {
    padding-block: calc(${t.sizes.headerHeight} + ${t.space[9]}) ${t.space[9]};
  }
`
const inner = (t: Theme) => css`
  display: grid;
  gap: ${t.space[5]};
  max-width: ${t.sizes.narrow};
`
const introTitle = (t: Theme) => css`
  font-size: ${t.fontSizes.h1};
  font-weight: ${t.fontWeights.medium};
  line-height: ${t.lineHeights.tight};
`
const leadText = (t: Theme) => css`
  font-size: ${t.fontSizes.lg};
  color: ${t.colors.onInverseMuted};
  max-width: ${t.sizes.text};
`

type PageIntroProps = { title: string; lead?: string | null; children?: ReactNode }

/** The dark opening band of an inner page, under the transparent top bar; its parts rise into place (Entrance). */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <header css={band}>
      <Container>
        <Entrance css={inner} delay={delays.intro}>
          <EntrancePart as="h1" css={introTitle}>
            {title}
          </EntrancePart>
          {lead && (
            <EntrancePart as="p" css={leadText}>
              {lead}
            </EntrancePart>
          )}
          {children && <EntrancePart>{children}</EntrancePart>}
        </Entrance>
      </Container>
    </header>
  )
}
