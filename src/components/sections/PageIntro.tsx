import { css, type Theme } from "@emotion/react"
import { m } from "framer-motion"
import type { ReactNode } from "react"
import { delays } from "../../theme/motion"
import { printMedia } from "../../theme/print"
import { Container } from "../primitives/Container"
import { riseOnly, staggerChildren } from "../motion/variants"

const band = (t: Theme) => css`
  position: relative;
  overflow: hidden;
  background: ${t.gradients.introBand};
  color: ${t.colors.onInverse};
  padding-block: calc(${t.sizes.headerHeight} + ${t.space[8]}) ${t.space[8]};
  ${t.mq.lg} {
    padding-block: calc(${t.sizes.headerHeight} + ${t.space[9]}) ${t.space[9]};
  }
  /* No top bar to clear on paper. */
  ${printMedia} {
    padding-block: 0 ${t.space[4]};
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

/**
 * The dark opening band of an inner page, under the transparent top bar. Its
 * parts rise into place one after another but are never transparent: what a
 * visitor sees on arrival is painted at once, before any script runs.
 */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <header css={band}>
      <Container>
        <m.div css={inner} initial="hidden" animate="visible" variants={staggerChildren(delays.intro)}>
          <m.h1 css={introTitle} variants={riseOnly} data-reveal="">
            {title}
          </m.h1>
          {lead && (
            <m.p css={leadText} variants={riseOnly} data-reveal="">
              {lead}
            </m.p>
          )}
          {children && (
            <m.div variants={riseOnly} data-reveal="">
              {children}
            </m.div>
          )}
        </m.div>
      </Container>
    </header>
  )
}
