import { css, type Theme } from "@emotion/react"
import { Reveal } from "../motion/Reveal"

const wrap = (t: Theme) => css`
  max-width: ${t.sizes.narrow};
  margin-bottom: ${t.space[7]};
  display: grid;
  gap: ${t.space[4]};
`
const centered = css`
  margin-inline: auto;
  text-align: center;
`
const ruledHeading = (t: Theme) => css`
  font-size: ${t.fontSizes.h2};
  font-weight: ${t.fontWeights.medium};
  &::after {
    content: "";
    display: block;
    width: ${t.space[8]};
    height: 1px;
    margin-top: ${t.space[4]};
    background: ${t.colors.decoration};
  }
`
const centeredRule = css`
  &::after {
    margin-inline: auto;
  }
`
const introText = (t: Theme) => css`
  color: inherit;
  opacity: 0.92;
  font-size: ${t.fontSizes.lg};
  max-width: ${t.sizes.text};
`

type SectionHeadingProps = {
  id: string
  title: string
  intro?: string | null
  align?: "start" | "center"
}

/** The heading of a section with a thin gold rule and an optional intro line. */
export function SectionHeading({ id, title, intro, align = "start" }: SectionHeadingProps) {
  const isCentered = align === "center"
  return (
    <Reveal css={[wrap, isCentered && centered]}>
      <h2 id={id} css={[ruledHeading, isCentered && centeredRule]}>
        {title}
      </h2>
      {intro && <p css={[introText, isCentered && centered]}>{intro}</p>}
    </Reveal>
  )
}
