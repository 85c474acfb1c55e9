import { css, type Theme } from "@emotion/react"
import type { ReactNode } from "react"

const container = (t: Theme) => css`
  width: 100%;
  max-width: calc(${t.sizes.content} + 2 * ${t.space[5]});
  margin-inline: auto;
  padding-inline: ${t.space[5]};
  ${t.mq.md} {
    max-width: calc(${t.sizes.content} + 2 * ${t.space[6]});
    padding-inline: ${t.space[6]};
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
