import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { ErrorBoundary } from "../ErrorBoundary"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { SkipLink } from "./SkipLink"

const page = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`

/** The frame around every page; it stays mounted across navigation (wrapPageElement). */
export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  return (
    <div css={page}>
      <SkipLink />
      <Header pathname={pathname} />
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      <Footer pathname={pathname} />
    </div>
  )
}
