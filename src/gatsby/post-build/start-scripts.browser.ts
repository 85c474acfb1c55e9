/**
 * Runs in the browser as the inline script that replaces Gatsby's script tags
 * (scripts-after-paint.ts writes it, minified by esbuild). It starts the
 * scripts listed in its own `data-load` attribute, once and in order, when the
 * first of these happens:
 * - the tab is hidden (it paints nothing): at once;
 * - the browser cannot observe paints (no PerformanceObserver, no
 *   `supportedEntryTypes`, no "paint" entries): at once;
 * - PerformanceObserver refuses the `type` option (older browsers): at once;
 * - the first contentful paint is reported: in the next task (a paint timing
 *   entry is only written once the frame is on screen, whereas a
 *   requestAnimationFrame callback can run while its frame still waits for
 *   the display);
 * - the tab becomes hidden before that;
 * - five seconds pass without a reported paint.
 * The text is the same on every page and in every build, so the policy's hash
 * of it never changes.
 */
;((loader: HTMLScriptElement) => {
  let started = false
  const start = (): void => {
    if (started) return
    started = true
    for (const src of (loader.getAttribute("data-load") || "").split(" ")) {
      const script = document.createElement("script")
      script.src = src
      document.body.appendChild(script)
    }
  }
  const paintsObservable =
    typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0
  if (document.visibilityState === "hidden" || !paintsObservable) return start()
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(start, 0)
    }).observe({ type: "paint", buffered: true })
  } catch {
    return start()
  }
  document.addEventListener("visibilitychange", start)
  setTimeout(start, 5000)
})(document.currentScript as HTMLScriptElement)
