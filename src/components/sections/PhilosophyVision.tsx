import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../theme"
import { delays } from "../../theme/motion"
import { Reveal } from "../motion/Reveal"
import { Section } from "../primitives/Section"

export const philosophyVisionFragment = graphql`
  fragment PhilosophyVision on AboutPage {
    philosophy {
      heading
      text
    }
    vision {
      heading
      text
    }
  }
`

const grid = css`
  display: grid;
  gap: ${theme.space[7]};
  ${theme.mq.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: ${theme.space[9]};
    align-items: start;
  }
`
const block = css`
  display: grid;
  gap: ${theme.space[4]};
  h2 {
    font-size: ${theme.fontSizes.h2};
    font-weight: ${theme.fontWeights.medium};
  }
  p {
    max-width: ${theme.sizes.text};
  }
`
const leadBlock = css`
  p {
    font-size: ${theme.fontSizes.lg};
  }
`
const aside = css`
  padding: ${theme.space[6]};
  border-left: 1px solid ${theme.colors.decoration};
  background: ${theme.colors.surface};
  border-radius: 0 ${theme.radii.lg} ${theme.radii.lg} 0;
  p {
    color: ${theme.colors.textMuted};
  }
`

/** The about page's philosophy, with the vision beside it on wide screens. */
export function PhilosophyVision({ about: { philosophy, vision } }: { about: Queries.PhilosophyVisionFragment }) {
  return (
    <Section labelledBy="philosophy">
      <div css={grid}>
        <Reveal css={[block, leadBlock]}>
          <h2 id="philosophy">{philosophy.heading}</h2>
          <p>{philosophy.text}</p>
        </Reveal>
        <Reveal css={[block, aside]} delay={delays.beside}>
          <h2 id="vision">{vision.heading}</h2>
          <p>{vision.text}</p>
        </Reveal>
      </div>
    </Section>
  )
}
