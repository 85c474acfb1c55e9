import { css } from "@emotion/react"
import type { ReactNode } from "react"

const main = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`

/** The page's main landmark, target of the skip link. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} css={main}>
      {children}
    </main>
  )
}
