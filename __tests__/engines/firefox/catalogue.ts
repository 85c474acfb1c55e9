/**
 * The categories of /treatments/ as Firefox shows them: which are open, whether they have stopped moving, and what
 * each shows of its treatments (names, durations, prices) against what content/ says it should.
 */
import type { JSHandle, Page } from "puppeteer-core"
import { DURATION, type Expected, PRICE } from "../../support/expected-content"
import { expect } from "./fixtures"
import { textsSeen } from "./pages"

export const CATEGORY_HEADERS = "main details[data-category] > summary"

/**
 * Until every category's expand or collapse has ended: the heights of the categories the same on three reads 100 ms
 * apart (read from here, so a page without JavaScript too).
 */
export async function categoriesSettled(page: Page): Promise<void> {
  const heights: string[] = []
  const read = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main details[data-category]")].map((d) => d.getBoundingClientRect().height).join(),
    )
  await expect
    .poll(async () => heights.push(await read()) >= 3 && new Set(heights.slice(-3)).size === 1, {
      intervals: [100],
      message: "categories still moving",
    })
    .toBe(true)
}

/** The category headers' names (their h2), and whether each category is open, in page order. */
export const categoryStates = (page: Page) =>
  page.evaluate(
    (query) =>
      [...document.querySelectorAll(query)].map((header) => ({
        name: (header.querySelector("h2")?.textContent ?? "").replace(/\s+/g, " ").trim(),
        open: (header.parentElement as HTMLDetailsElement).open,
      })),
    CATEGORY_HEADERS,
  )

/** What a category shows of its treatments: each card's name, duration and price, with whether it is really seen. */
export type Shown = Record<"names" | "durations" | "prices", { text: string; seen: boolean }[]>

/**
 * In the page: each category's cards' names (their h3), durations and prices (the innermost elements whose whole
 * text is one), as the count of each per category, or as one list of the elements in that order.
 */
function findTreatments(headers: string, duration: string, price: string, counts: boolean) {
  const patterns = [new RegExp(duration), new RegExp(price)]
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()
  const innermost = (panel: Element, pattern: RegExp) =>
    [...panel.querySelectorAll("*")].filter(
      (element) => pattern.test(text(element)) && ![...element.children].some((child) => pattern.test(text(child))),
    )
  const perCategory = [...document.querySelectorAll(headers)].map((header) => {
    const panel = header.parentElement?.querySelector(":scope > ul")
    return panel ? [[...panel.querySelectorAll("h3")], ...patterns.map((p) => innermost(panel, p))] : [[], [], []]
  })
  return counts ? perCategory.map((kinds) => kinds.map((found) => found.length)) : perCategory.flat(2)
}

/**
 * What each category shows of its treatments, in page order: each card's name, duration and price, with whether
 * it is really seen. In four evaluations for the whole page, each a round trip to Firefox.
 */
export async function treatmentsShown(page: Page): Promise<Shown[]> {
  const args = [CATEGORY_HEADERS, DURATION.source, PRICE.source] as const
  // findTreatments returns the counts or the elements, as its last argument asks: TypeScript sees either.
  const counts = (await page.evaluate(findTreatments, ...args, true)) as number[][]
  const states = await textsSeen((await page.evaluateHandle(findTreatments, ...args, false)) as JSHandle<Element[]>)
  return counts.map((kinds) => {
    const [names, durations, prices] = kinds.map((count) => states.splice(0, count))
    return { names, durations, prices }
  })
}

const seenAll = (texts: string[]) => texts.map((text) => ({ text, seen: true }))
/** What a category of content/ should show once open: every treatment, the n-th of each on the n-th card. */
export const shownWhenOpen = (category: Expected["categories"][number]): Shown => ({
  names: seenAll(category.treatments.map((t) => t.name)),
  durations: seenAll(category.treatments.map((t) => t.duration)),
  prices: seenAll(category.treatments.map((t) => t.price)),
})

/** Every category of content/, in order, open, shows every one of its treatments. */
export const expectEveryTreatmentShown = (page: Page, expected: Expected) =>
  expect.poll(() => treatmentsShown(page)).toEqual(expected.categories.map(shownWhenOpen))

/** The names of the cards a category shows on screen (none while it is closed). */
export const namesSeen = (shown: Shown) => shown.names.filter(({ seen }) => seen).map(({ text }) => text)
