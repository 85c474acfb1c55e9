import { css } from "@emotion/react"
import { theme } from "../../theme"
import { Reveal } from "../motion/Reveal"

const wrap = css`
  max-width: ${theme.sizes.narrow};
  margin-bottom: ${theme.space[7]};
  display: grid;
  gap: ${theme.space[4]};
`
const centered = css`
  margin-inline: auto;
  text-align: center;
`
const ruledHeading = css`
  font-size: ${theme.fontSizes.h2};
  font-weight: ${theme.fontWeights.medium};
  &::after {
    content: "";
    display: block;
    width: ${theme.space[8]};
    height: 1px;
    margin-top: ${theme.space[4]};
    background: ${theme.colors.decoration};
  }
`
const centeredRule = css`
  &::after {
    margin-inline: auto;
  }
`
const introText = css`
  color: inherit;
  opacity: 0.92;
  font-size: ${theme.fontSizes.lg};
  max-width: ${theme.sizes.text};
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
