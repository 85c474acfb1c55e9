import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { hiddenInPrint } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { Reveal } from "../motion/Reveal"
import { Section } from "../primitives/Section"

export const closingCtaFragment = graphql`
  fragment ClosingCta on CallToAction {
    heading
    text
    button
  }
`

const box = (t: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${t.space[5]};
  max-width: ${t.sizes.narrow};
  margin-inline: auto;
  text-align: center;
  h2 {
    font-size: ${t.fontSizes.h2};
    font-weight: ${t.fontWeights.medium};
  }
  p {
    color: ${t.colors.onInverseMuted};
    font-size: ${t.fontSizes.lg};
    max-width: ${t.sizes.text};
  }
`
const ornament = (t: Theme) => css`
  width: ${t.space[8]};
  height: 1px;
  background: ${t.colors.decoration};
`

/** The closing invitation at the end of every page; an invitation to book online, so not on paper. */
export function ClosingCta({ cta }: { cta: Queries.ClosingCtaFragment }) {
  return (
    <Section labelledBy="closing" tone="night" css={hiddenInPrint}>
      <Reveal css={box}>
        <span css={ornament} aria-hidden="true" />
        <h2 id="closing">{cta.heading}</h2>
        <p>{cta.text}</p>
        <BookingLink variant="onDark" size="lg">
          {cta.button}
        </BookingLink>
      </Reveal>
    </Section>
  )
}
