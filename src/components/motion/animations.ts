/**
 * Every animation of the site, in a chunk of its own that loads after
 * hydration (load-animations.ts): Motion's animate() for the DOM (`motion/mini`), which
 * hands each animation to the browser (Web Animations), so it runs off the
 * main thread and costs no React render. Movement stops for visitors who ask
 * for reduced motion; fades remain, as Motion's `reducedMotion="user"`
 * has it (a category's expand is CSS, CategoryCard); the highlight of an address's card and the
 * viewer's sharpening photo show without fading.
 */
import { animate } from "motion/mini"
import { theme } from "../../theme"
import { durations, easings, prefersReducedMotion, stagger } from "../../theme/motion"
import { RISEN } from "./offset"

// jsdom and very old browsers have no Web Animations: the end state is set at once.
const canAnimate = (element: Element) => typeof element.animate === "function"

type Keyframes = Record<string, (string | number | null)[]>

/** Animates each element, the n-th `step` seconds after the one before; resolves when all have finished. */
async function run(elements: readonly HTMLElement[], keyframes: Keyframes, duration: number, delay = 0, step = 0) {
  if (elements.length === 0) return
  if (!canAnimate(elements[0])) {
    for (const element of elements)
      for (const [name, frames] of Object.entries(keyframes)) element.style.setProperty(name, String(frames.at(-1)))
    return
  }
  await animate([...elements], keyframes, {
    duration,
    ease: easings.out,
    delay: (index: number) => delay + index * step,
  }).finished
}

/** Moves elements to their place at once: the end of an animation that may not move. */
function settleTransform(elements: readonly HTMLElement[]) {
  for (const element of elements) element.style.transform = "none"
}

/** A reveal block (or the items of a staggered one) fades in and rises into place. */
export function fadeUp(elements: readonly HTMLElement[], delay = 0, staggered = false) {
  if (prefersReducedMotion()) {
    settleTransform(elements)
    return run(elements, { opacity: [0, 1] }, durations.entry, delay, staggered ? stagger : 0)
  }
  return run(elements, { opacity: [0, 1], transform: [RISEN, "none"] }, durations.entry, delay, staggered ? stagger : 0)
}

/** The parts of a page's opening band rise into place one after another, never transparent. */
export function rise(elements: readonly HTMLElement[], delay = 0) {
  if (prefersReducedMotion()) return settleTransform(elements)
  return run(elements, { transform: [RISEN, "none"] }, durations.entry, delay, stagger)
}

/** A photo that has arrived fades in over the thumbnail it replaces; it is simply there under reduced motion. */
export async function fadeIn(photo: HTMLElement) {
  if (prefersReducedMotion()) {
    photo.style.opacity = "1"
    return
  }
  await run([photo], { opacity: [0, 1] }, durations.quick)
}

/**
 * The card an address points at lights up and fades back, so the eye finds it
 * among its neighbours; nothing stays behind, and a second arrival starts it
 * again. Under reduced motion the light goes on and off without fading.
 */
export async function highlight(card: HTMLElement) {
  const { colors } = theme
  const lit = { backgroundColor: colors.accentSoft, boxShadow: `0 0 0 3px ${colors.accent}` }
  const unlit = { backgroundColor: colors.surface, boxShadow: "0 0 0 3px transparent" }
  const hold = durations.highlightMs / 1000
  if (prefersReducedMotion() || !canAnimate(card)) {
    Object.assign(card.style, lit)
    await new Promise((resolve) => setTimeout(resolve, durations.highlightMs))
  } else {
    // A second arrival at the same card starts it again.
    card.getAnimations?.().forEach((animation) => animation.cancel())
    await animate(
      card,
      {
        backgroundColor: [lit.backgroundColor, lit.backgroundColor, unlit.backgroundColor],
        boxShadow: [lit.boxShadow, lit.boxShadow, unlit.boxShadow],
      },
      { duration: hold, times: [0, 0.4, 1], ease: easings.out },
    ).finished
  }
  card.style.removeProperty("background-color")
  card.style.removeProperty("box-shadow")
}
