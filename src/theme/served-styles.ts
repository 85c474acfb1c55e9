/**
 * The page's Emotion styles as the server writes them into the head
 * (gatsby-ssr.tsx) and as the browser takes them over. The browser's Emotion
 * cache is told which classes the server's tag holds, so it never inserts
 * their rules again, and it leaves the tags where they are. (A tag marked as
 * Emotion's own, `data-emotion`, is moved by Emotion's sheet to the end of the
 * head when its cache starts, and the global one again by `<Global>`: each move
 * takes a style sheet out of the page and puts it back, and the browser then
 * recalculates the style of the whole page while the scripts start.)
 */
import createCache, { type EmotionCache } from "@emotion/cache"

/** On the tag of the components' classes: their names, without the key. */
export const CLASSES_ATTRIBUTE = "data-classes"
/** On the tag of the global stylesheet. */
export const GLOBAL_ATTRIBUTE = "data-global-styles"
/** Emotion's key: the prefix of every class name, the same on the server and in the browser. */
export const STYLE_KEY = "css"

/** Whether the page came with the global stylesheet in its head (not under `gatsby develop` or in the editor). */
export const globalStylesServed = (): boolean =>
  typeof document !== "undefined" && document.querySelector(`style[${GLOBAL_ATTRIBUTE}]`) !== null

let browserCache: EmotionCache | undefined

/** The browser's cache, with the server's classes counted as inserted. */
export function servedStylesCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createCache({ key: STYLE_KEY })
    for (const tag of document.querySelectorAll(`style[${CLASSES_ATTRIBUTE}]`))
      for (const id of tag.getAttribute(CLASSES_ATTRIBUTE)?.split(" ") ?? []) browserCache.inserted[id] = true
  }
  return browserCache
}
