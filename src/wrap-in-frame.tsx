/**
 * The frame around every page (src/components/layout/Frame.tsx), in the same
 * place in the tree for gatsby-ssr and gatsby-browser so the static HTML and
 * the hydrated page match. Kept in wrapPageElement (not wrapRootElement)
 * because the frame reads content through static queries, which need the
 * page's context.
 *
 * The server renders the frame directly. The browser loads it lazily, as a
 * chunk of its own rather than part of Gatsby's app bundle (gatsby-browser):
 * a phone then evaluates the frame's code (top bar, menu, footer, global
 * styles, notifications, Emotion) in a task of its own instead of in one long
 * task with Gatsby's runtime. Until the chunk has arrived the page's static
 * HTML stays exactly as the server sent it; then React hydrates frame and page
 * together. The fallback is never shown: the server always sends the frame, and
 * the chunk is loaded before the first navigation can render.
 */
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { type ComponentType, type ReactNode, Suspense } from "react"

type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>

export type FrameProps = { children: ReactNode; pathname: string }

export function wrapInFrame(Frame: ComponentType<FrameProps>): WrapPageElement {
  return function wrapPageElement({ element, props }) {
    return (
      <Suspense fallback={null}>
        <Frame pathname={props.location.pathname}>{element}</Frame>
      </Suspense>
    )
  }
}
