/**
 * The instrument of `npm run bench:first-tap`, run in the page before its own
 * scripts: it scrolls the control into view and logs the frame it first shows
 * in, each change a tap makes once a frame draws it (a change a later tap undid
 * before any frame is not one), the long frames, Event Timing's taps and the
 * web fonts' loads, for first-tap-judge.ts. It must cost the page next to
 * nothing: the log stays in the page, and a raw CDP binding signals only the
 * control drawn, a change on screen and a link followed (Playwright's
 * exposeFunction for every event made each tap's task 50–70 ms longer at 8 ×).
 * A string: tsx would give named functions a helper the page lacks.
 */

/** The page's line to the bench: a raw CDP binding, which sends one string and expects no answer. */
export const BINDING = "__firstTapSignal"

export const instrument = (selector: string) => `
(() => {
  const log = (window.__firstTapLog = [])
  // Only the control's frame travels with its signal; the rest of the log is read once the visit is over.
  const signal = (what, painted) => window.${BINDING}(JSON.stringify({ what, painted }))
  let control = null
  let painted = false
  const look = () => {
    control = control || document.querySelector(${JSON.stringify(selector)})
    if (control && !painted) {
      if (window.scrollY === 0) control.scrollIntoView({ block: "center", behavior: "instant" })
      const box = control.getBoundingClientRect()
      if (control.checkVisibility() && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight) {
        painted = true
        // A frame callback runs before its frame's style, layout and paint: the control shows once they are done.
        // The binding's message leaves at once: the first tap comes down while this frame is drawn, handled after it.
        const entry = { kind: "painted", frame: performance.now(), origin: performance.timeOrigin, x: box.left + box.width / 2, y: box.top + box.height / 2 }
        log.push(entry)
        signal("painted", entry)
      }
    }
    if (!painted) requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
  let lastTap = 0
  // The bench counts the taps it sends; the page only needs the one that made a change.
  addEventListener("click", (event) => (lastTap = event.timeStamp), { capture: true })
  let effect = null
  // Every change of state, either way. A change is an effect when the next frame draws it: that frame's
  // callbacks run after every tap handled before it, then its style, layout and paint, with nothing between.
  let changes = 0
  const changed = (opened) => {
    const change = ++changes
    if (effect || !opened) return
    const time = performance.now()
    const tap = lastTap
    requestAnimationFrame(() => {
      if (effect || change !== changes) return
      effect = { kind: "effect", time, tap, frame: performance.now() }
      log.push(effect)
      // A task queued in a frame callback runs once that frame is painted.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => signal("effect")
      channel.port2.postMessage(null)
    })
  }
  // A link followed: the click was not prevented, and the browser would start loading the next page now,
  // which is the effect. The instrument then prevents it: the page stays to report the control's frame,
  // whose Long Animation Frames entry (with its presentation) may come after the click.
  addEventListener("click", (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element && event.target.closest("a[href]"))) return
    event.preventDefault()
    if (!effect) {
      const time = performance.now()
      effect = { kind: "effect", time, tap: event.timeStamp, frame: time, navigation: true }
      log.push(effect)
      signal("shown")
    }
  })
  // A popover or a modal dialog shown or hidden (beforetoggle is dispatched in the tap's own task).
  document.addEventListener("beforetoggle", (event) => changed(event.newState === "open"), { capture: true })
  // A category opened or closed (a <details>' toggle event comes a task later than its open attribute).
  new MutationObserver((records) => {
    for (const { target, oldValue } of records) if (target.hasAttribute("open") !== (oldValue !== null)) changed(target.hasAttribute("open"))
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ["open"] })
  // The web fonts. Chromium fires loadingdone in a task right after the first layout that finds no font
  // loading any more, the fonts' relayout: in a frame, the last to start before that task, or forced by a script.
  let fontsFrom = 0
  let frame = 0
  const tick = () => { frame = performance.now(); if (fontsFrom) requestAnimationFrame(tick) }
  document.fonts.addEventListener("loading", () => { if (!fontsFrom) { fontsFrom = performance.now(); requestAnimationFrame(tick) } })
  document.fonts.addEventListener("loadingdone", () => {
    log.push({ kind: "fonts loaded", loading: fontsFrom, frame, done: performance.now() })
    fontsFrom = 0
  })
  // Frames of 50 ms and more: the one that painted the control may have ended well before a task could run after it.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      log.push({ kind: "long frame", start: entry.startTime, end: entry.startTime + entry.duration, presented: entry.presentationTime || undefined })
  }).observe({ type: "long-animation-frame", buffered: true })
  // Tap to next paint (Event Timing reports interactions of 16 ms and more), logged once that paint is done.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId && entry.name === "click") {
        log.push({ kind: "interaction", time: entry.startTime, duration: entry.duration })
        if (effect && Math.abs(entry.startTime - effect.tap) < 1) signal("shown")
      }
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
})()
`
