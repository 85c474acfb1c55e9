/**
 * jsdom has no IntersectionObserver; the reveal blocks need one.
 * Tests call `intersect(element)` to scroll an element into view.
 */
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void

const observers = new Set<MockIntersectionObserver>()

class MockIntersectionObserver {
  readonly root = null
  readonly rootMargin = "0px"
  readonly thresholds: number[]
  readonly targets = new Set<Element>()
  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.thresholds = ([] as number[]).concat(options.threshold ?? 0)
    observers.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    observers.delete(this)
  }
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
  notify(target: Element, isIntersecting: boolean) {
    const rect = target.getBoundingClientRect()
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: Date.now(),
    } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

export function installIntersectionObserver() {
  Object.defineProperty(window, "IntersectionObserver", { writable: true, value: MockIntersectionObserver })
}

/** Tells every observer watching `element` that it entered (or left) the viewport. */
export function intersect(element: Element, isIntersecting = true) {
  for (const observer of [...observers]) {
    if (observer.targets.has(element)) observer.notify(element, isIntersecting)
  }
}

/** The thresholds of the observers watching `element`. */
export const thresholdsOf = (element: Element) =>
  [...observers].filter((o) => o.targets.has(element)).flatMap((o) => o.thresholds)

/** Scrolls every observed element into view, as a visitor scrolling to the bottom would. */
export function revealAll() {
  for (const observer of [...observers]) for (const target of [...observer.targets]) observer.notify(target, true)
}
