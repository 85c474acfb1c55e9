import { css, type Theme } from "@emotion/react"
import { BookingLink } from "../BookingLink"
import { Reveal } from "../motion/Reveal"
import { Section } from "../primitives/Section"

export type CallToAction = { readonly heading: string; readonly text: string; readonly button: string }

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

/** The closing invitation at the end of every page. */
export function ClosingCta({ id, cta }: { id: string; cta: CallToAction }) {
  return (
    <Section labelledBy={id} tone="night">
      <Reveal css={box}>
        <span css={ornament} aria-hidden="true" />
        <h2 id={id}>{cta.heading}</h2>
        <p>{cta.text}</p>
        <BookingLink variant="onDark" size="lg">
          {cta.button}
        </BookingLink>
      </Reveal>
    </Section>
  )
}
