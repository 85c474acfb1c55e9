import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
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
  const { labels } = useSiteSettings()
  return (
    <div css={page}>
      <SkipLink label={labels.skipLink} />
      <Header pathname={pathname} />
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      <Footer pathname={pathname} />
    </div>
  )
}
