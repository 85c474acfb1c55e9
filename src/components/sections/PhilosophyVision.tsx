import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
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

const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]};
  ${t.mq.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: ${t.space[9]};
    align-items: start;
  }
`
const block = (t: Theme) => css`
  display: grid;
  gap: ${t.space[4]};
  h2 {
    font-size: ${t.fontSizes.h2};
    font-weight: ${t.fontWeights.medium};
  }
  p {
    max-width: ${t.sizes.text};
  }
`
const leadBlock = (t: Theme) => css`
  p {
    font-size: ${t.fontSizes.lg};
  }
`
const aside = (t: Theme) => css`
  padding: ${t.space[6]};
  border-left: 1px solid ${t.colors.decoration};
  background: ${t.colors.surface};
  border-radius: 0 ${t.radii.lg} ${t.radii.lg} 0;
  p {
    color: ${t.colors.textMuted};
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
