import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { type ExtraStyles, theme } from "../../theme"

const container = css`
  width: 100%;
  max-width: calc(${theme.sizes.content} + 2 * ${theme.gutters.base});
  margin-inline: auto;
  padding-inline: ${theme.gutters.base};
  ${theme.mq.md} {
    max-width: calc(${theme.sizes.content} + 2 * ${theme.gutters.md});
    padding-inline: ${theme.gutters.md};
  }
`

type ContainerProps = { children: ReactNode; styles?: ExtraStyles }

/** Centres content at the site's reading width with side padding. */
export function Container({ children, styles }: ContainerProps) {
  return <div css={[container, styles]}>{children}</div>
}
