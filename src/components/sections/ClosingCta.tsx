import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../theme"
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

const box = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[5]};
  max-width: ${theme.sizes.narrow};
  margin-inline: auto;
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes.h2};
    font-weight: ${theme.fontWeights.medium};
  }
  p {
    color: ${theme.colors.onInverseMuted};
    font-size: ${theme.fontSizes.lg};
    max-width: ${theme.sizes.text};
  }
`
const ornament = css`
  width: ${theme.space[8]};
  height: 1px;
  background: ${theme.colors.decoration};
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
