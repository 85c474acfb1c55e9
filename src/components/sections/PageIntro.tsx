import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme"
import { delays } from "../../theme/motion"
import { printMedia } from "../../theme/print"
import { Container } from "../primitives/Container"
import { Entrance, EntrancePart } from "../motion/Entrance"

const band = css`
  position: relative;
  overflow: hidden;
  background: ${theme.gradients.introBand};
  color: ${theme.colors.onInverse};
  padding-block: calc(${theme.sizes.headerHeight} + ${theme.space[8]}) ${theme.space[8]};
  ${theme.mq.lg} {
    padding-block: calc(${theme.sizes.headerHeight} + ${theme.space[9]}) ${theme.space[9]};
  }
  /* No top bar to clear on paper. */
  ${printMedia} {
    padding-block: 0 ${theme.space[4]};
  }
`
const inner = css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: ${theme.sizes.narrow};
`
const introTitle = css`
  font-size: ${theme.fontSizes.h1};
  font-weight: ${theme.fontWeights.medium};
  line-height: ${theme.lineHeights.tight};
`
const leadText = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onInverseMuted};
  max-width: ${theme.sizes.text};
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
