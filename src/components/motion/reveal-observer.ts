/**
 * The reveal blocks of the page, decided together after hydration and watched
 * by one IntersectionObserver: a block in view on arrival is recorded as
 * revealed and left alone; a block below the fold is hidden at once (out of
 * sight) and fades in when a tenth of it is visible, once per page view.
 * The state lives on the element (data-revealed, its style), not in React:
 * revealing a block re-renders nothing.
 */
import { revealAmount } from "../../theme/motion"
import { RISEN } from "./offset"
import { loadAnimations } from "./load-animations"

export type RevealBlock = {
  element: HTMLElement
  /** The block's direct [data-reveal] children enter one after another, not the block as a whole. */
  staggered: boolean
  /** Seconds to wait before entering. */
  delay: number
}

let pending: RevealBlock[] = []
const waiting = new Map<Element, RevealBlock>()
let observer: IntersectionObserver | undefined

/** What fades in: the block itself, or the items of a staggered block. */
const targetsOf = ({ element, staggered }: RevealBlock): HTMLElement[] =>
  staggered
    ? [...element.children].filter((child): child is HTMLElement => child.hasAttribute("data-reveal"))
    : [element]

function show(block: RevealBlock) {
  for (const target of targetsOf(block)) {
    target.style.opacity = "1"
    target.style.transform = "none"
  }
}

function reveal(block: RevealBlock) {
  block.element.dataset.revealed = "true"
  loadAnimations()
    .then(({ fadeUp }) => fadeUp(targetsOf(block), block.delay, block.staggered))
    // Without the animation code (offline) the block is simply shown.
    .catch(() => show(block))
}

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const block = waiting.get(entry.target)
    if (!entry.isIntersecting || !block) continue
    waiting.delete(entry.target)
    observer?.unobserve(entry.target)
    reveal(block)
  }
}

/** All blocks registered in one commit: positions read first, then styles written, so the page is laid out once. */
function settle() {
  const blocks = pending
  pending = []
  const below = blocks.map(({ element }) => element.getBoundingClientRect().top > window.innerHeight)
  blocks.forEach((block, index) => {
    if (!below[index]) {
      block.element.dataset.revealed = "true"
      return
    }
    for (const target of targetsOf(block)) {
      target.style.opacity = "0"
      target.style.transform = RISEN
    }
    waiting.set(block.element, block)
    observer ??= new IntersectionObserver(onIntersection, { threshold: revealAmount })
    observer.observe(block.element)
  })
  // Fetched now, while the visitor reads what is in view, so it is ready before the first block enters.
  if (waiting.size > 0) loadAnimations().catch(() => undefined)
}

/** Called from a block's effect after it is hydrated; returns the clean-up for when it unmounts. */
export function registerReveal(block: RevealBlock): () => void {
  pending.push(block)
  if (pending.length === 1) queueMicrotask(settle)
  return () => {
    pending = pending.filter((other) => other !== block)
    waiting.delete(block.element)
    observer?.unobserve(block.element)
  }
}
