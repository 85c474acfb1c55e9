/**
 * Server rendering hooks: document language, the guard against undecodable
 * hashes, the no-JavaScript fallback for animated blocks, the icons' symbols,
 * Emotion's styles in the head, and the frame around every page.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { type GatsbySSR, withPrefix } from "gatsby"
import { renderToString } from "react-dom/server"

import { IconSprite } from "./src/components/icons/IconSprite"
import { FONT_FILES, fontFaceCss, SUBSETS } from "./src/theme/font-files"
import { CLASSES_ATTRIBUTE, GLOBAL_ATTRIBUTE, STYLE_KEY } from "./src/theme/served-styles"
import { noScriptCss } from "./src/theme/static-styles"
import { dropMalformedHashScript } from "./src/utils/malformed-hash"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "cs" })
  // Before the page, outside React's root: every <Icon> uses a symbol that is already parsed, and hydration
  // and in-site navigation leave the sprite alone.
  setPreBodyComponents([<IconSprite key="icons" />])
  setHeadComponents([
    // First in the head: an address Gatsby's router cannot decode would blank the page.
    <script key="malformed-hash" dangerouslySetInnerHTML={{ __html: dropMalformedHashScript }} />,
    // Every page's first view uses the Latin and Czech files of both families; fetching them with the HTML
    // avoids a late swap. The other Latin Extended-A letters load only for a page that shows one.
    ...FONT_FILES.filter((face) => SUBSETS[face.subset].preload).map((face) => (
      <link
        key={face.file}
        rel="preload"
        href={withPrefix(`/fonts/${face.file}`)}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    <style
      key="font-faces"
      dangerouslySetInnerHTML={{ __html: fontFaceCss((file) => withPrefix(`/fonts/${file}`)) }}
    />,
    <noscript key="reveal-fallback">
      <style>{noScriptCss}</style>
    </noscript>,
  ])
}

/**
 * Emotion's critical CSS, extracted into the head:
 * - Without it, Emotion writes a <style> before each styled element in the
 *   body, which is not valid HTML.
 * - One tag holds the global stylesheet (`<Global>`, GlobalStyles), then one
 *   the components' classes, named in its `data-classes`.
 * - The browser's Emotion cache counts those classes as inserted and leaves
 *   both tags where they are, and `<Global>` is not rendered again
 *   (served-styles.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: STYLE_KEY })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  )
  setHeadComponents(
    styles.map(({ key, ids, css }) => {
      const served = key === STYLE_KEY ? { [CLASSES_ATTRIBUTE]: ids.join(" ") } : { [GLOBAL_ATTRIBUTE]: "" }
      return <style key={`${key} ${ids.join(" ")}`} {...served} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
  replaceBodyHTMLString(html)
}
