import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { servedStylesCache } from "./theme/served-styles"

/** In the browser, Emotion's cache is the one that knows the server's styles (served-styles.ts). */
export const wrapRootElement: NonNullable<GatsbyBrowser["wrapRootElement"]> = ({ element }) => (
  <CacheProvider value={servedStylesCache()}>{element}</CacheProvider>
)
