/**
 * Runs in the browser as the inline script that replaces Gatsby's script tags
 * (scripts-after-paint.ts writes it, minified by esbuild). It starts the
 * scripts listed in its own `data-load` attribute (Gatsby's), then those in
 * `data-page-chunks` (the page's own chunks), once and in order, one per
 * task (starting a request costs a loading page's main thread 1–8 ms at 1 ×
 * CPU: six in one task made a task of 5–9 ms, 40–70 ms on a slow phone; the
 * scripts run in the order they arrive either way). The next task is a
 * message to itself, not a timer: a background tab delays timers by a second
 * or more. It starts when the first of these happens:
 * - the tab is hidden (it paints nothing): at once;
 * - the browser cannot observe paints (no PerformanceObserver, no
 *   `supportedEntryTypes`, no "paint" entries): at once;
 * - PerformanceObserver refuses the `type` option (older browsers): at once;
 * - the first contentful paint is reported: in the next task (a paint timing
 *   entry is only written once the frame is on screen, whereas a
 *   requestAnimationFrame callback can run while its frame still waits for
 *   the display);
 * - the address has a fragment (a treatment's): in the task after the
 *   second frame, by when the first is on screen. Firefox writes no paint
 *   entry for a first paint away from the page's top, and its visitors of a
 *   treatment's address waited the 5 s below (a reload that restores the
 *   scroll position still does, the page working as its HTML makes it);
 * - the tab becomes hidden before that;
 * - five seconds pass without a reported paint.
 * The text is the same on every page and in every build, so the policy's hash
 * of it never changes.
 */
;((loader: HTMLScriptElement) => {
  let started = false
  const sources = [loader.getAttribute("data-load"), loader.getAttribute("data-page-chunks")]
    .join(" ")
    .split(" ")
    .filter(Boolean)
  const channel = new MessageChannel()
  const next = (): void => {
    const src = sources.shift()
    if (!src) return
    const script = document.createElement("script")
    script.src = src
    document.body.appendChild(script)
    channel.port2.postMessage(0)
  }
  channel.port1.onmessage = next
  const start = (): void => {
    if (started) return
    started = true
    next()
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
  if (location.hash) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
  document.addEventListener("visibilitychange", start)
  setTimeout(start, 5000)
})(document.currentScript as HTMLScriptElement)
