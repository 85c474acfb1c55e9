/**
 * The site as the WebKit tests meet it: the parts found the way the site marks them (the same selectors and
 * looks as e2e/support/pages.ts), read in the page in one go each, and React's arrival waited for.
 */
import { expect } from "@playwright/test"
import { barLookIn, SOLID, TRANSPARENT } from "../../../e2e/support/in-page"
import { TOP_BAR } from "../../../e2e/support/pages"
import { normalise } from "../../../support/expected-content"
import type { ElementRef, WebKitPage } from "./page"

export { SOLID, TOP_BAR, TRANSPARENT }

/** What the top bar looks like: the computed styles that show it transparent or solid. */
export const barLook = (tab: WebKitPage) => tab.evaluate(barLookIn, TOP_BAR)

/**
 * Until React has taken over `target` (a selector, or an element found before): it marks each node it hydrates with
 * a `__reactProps$…` key; the page hydrates in slices, the top bar first. Then two frames more.
 */
export async function hydrated(tab: WebKitPage, target: string | ElementRef = TOP_BAR): Promise<void> {
  const element = typeof target === "string" ? await tab.element(target) : target
  const taken = () =>
    tab.evaluateOn(element, (node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))
  await expect.poll(taken, { message: "React has not hydrated the element", intervals: [50] }).toBe(true)
  await tab.nextFrames()
}

/** Whether any of the page's scripts arrived or ran: a script fetched, or React's mark on the top bar. */
export const scriptsRan = (tab: WebKitPage) =>
  tab.evaluate((top) => {
    const fetched = performance.getEntriesByType("resource").filter((entry) => /\.m?js(\?|$)/.test(entry.name))
    const bar = document.querySelector(top)
    return fetched.length > 0 || (bar !== null && Object.keys(bar).some((key) => key.startsWith("__react")))
  }, TOP_BAR)

/**
 * The texts of the elements `selector` matches, each with whether it is really seen: rendered, not transparent
 * (itself or an ancestor), with a size, and not clipped away by an ancestor hiding its overflow (a closed
 * category). The same test as e2e/support/fixtures.ts's seenEach.
 */
export async function textsSeen(tab: WebKitPage, selector: string): Promise<{ text: string; seen: boolean }[]> {
  const found = await tab.evaluate((all) => {
    return [...document.querySelectorAll(all)].map((element) => {
      const text = element.textContent ?? ""
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return { text, seen: false }
      const box = element.getBoundingClientRect()
      if (box.width < 1 || box.height < 1) return { text, seen: false }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX === "visible" && style.overflowY === "visible") continue
        const clip = parent.getBoundingClientRect()
        const overlapX = Math.min(box.right, clip.right) - Math.max(box.left, clip.left)
        const overlapY = Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top)
        if (overlapX < 1 || overlapY < 1) return { text, seen: false }
      }
      return { text, seen: true }
    })
  }, selector)
  return found.map(({ text, seen }) => ({ text: normalise(text), seen }))
}

/** The main navigation's toggle (a popover's invoker) and its list, in the top bar. */
export const MENU_TOGGLE = `${TOP_BAR} nav button[popovertarget]`
export const MENU_LIST = `${TOP_BAR} nav [popover]`
export const menuOpen = (tab: WebKitPage) =>
  tab.evaluate((list) => document.querySelector(list)!.matches(":popover-open"), MENU_LIST)

/**
 * A category on /treatments/ (a <details> whose id is its slug), its header and its treatments' names and values
 * (duration and price). An attribute selector: a slug may start with a digit, which an #id selector may not.
 */
export const category = (slug: string) => {
  const details = `main details[data-category][id="${slug}"]`
  return {
    details,
    header: `${details} > summary`,
    names: `${details} > ul [data-treatment] h3`,
    values: `${details} > ul [data-treatment] dd`,
  }
}
export const categoryOpen = (tab: WebKitPage, slug: string) =>
  tab.evaluate((details) => document.querySelector<HTMLDetailsElement>(details)!.open, category(slug).details)
