/**
 * Decap shows a preview in an iframe of its own. Emotion writes the site's
 * styles into that frame's head (one cache per frame document), around the
 * same global styles, icons and providers every page of the site has.
 */
import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { IconSprite } from "../components/icons/IconSprite"
import { NotificationProvider } from "../components/notifications/NotificationProvider"
import { GlobalStyles } from "../theme/GlobalStyles"

const caches = new WeakMap<Document, EmotionCache>()

function cacheFor(frame: Document): EmotionCache {
  let cache = caches.get(frame)
  if (!cache) {
    cache = createCache({ key: "preview", container: frame.head })
    caches.set(frame, cache)
  }
  return cache
}

export function PreviewFrame({ document: frame, children }: { document: Document; children: ReactNode }) {
  return (
    <CacheProvider value={cacheFor(frame)}>
      <GlobalStyles />
      <IconSprite />
      <NotificationProvider>{children}</NotificationProvider>
    </CacheProvider>
  )
}
