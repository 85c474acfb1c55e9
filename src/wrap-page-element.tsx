/**
 * The providers and the frame around every page, shared by gatsby-browser and
 * gatsby-ssr so the static HTML and the hydrated page match. Kept in
 * wrapPageElement (not wrapRootElement) because the frame reads content
 * through static queries, which need the page's context.
 */
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./components/layout/Layout"
import { NotificationProvider } from "./components/notifications/NotificationProvider"
import { GlobalStyles } from "./theme/GlobalStyles"

type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>

export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <>
    <GlobalStyles />
    <NotificationProvider>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </NotificationProvider>
  </>
)
