import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme"

const container = css`
  width: 100%;
  max-width: calc(${theme.sizes.content} + 2 * ${theme.space[5]});
  margin-inline: auto;
  padding-inline: ${theme.space[5]};
  ${theme.mq.md} {
    max-width: calc(${theme.sizes.content} + 2 * ${theme.space[6]});
    padding-inline: ${theme.space[6]};
  }
`

type ContainerProps = { children: ReactNode; className?: string }

/** Centres content at the site's reading width with side padding. */
export function Container({ children, className }: ContainerProps) {
  return (
    <div css={container} className={className}>
      {children}
    </div>
  )
}
