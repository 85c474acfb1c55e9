/**
 * The built /treatments/ page carries every treatment of the content it was
 * built from, once, in its category, in order, with its duration and price as
 * the salon writes them, so the whole data path (YAML → schema → page query →
 * static HTML) is proven end to end.
 */
import { expect, test } from "@playwright/test"
import { type BuiltSite, builtPage, normalise } from "../../support/built-site"
import { DURATION, expectedFrom, PRICE } from "../../support/expected-content"

/** The texts of a card that are exactly a duration or a price (the outermost element holding each). */
const factOf = (card: Element, pattern: RegExp) => {
  const matches = (element: Element | null) => element !== null && pattern.test(normalise(element.textContent))
  return [...card.querySelectorAll("*")]
    .filter((element) => matches(element) && !matches(element.parentElement))
    .map((element) => normalise(element.textContent))
}

/** Each category of the page (a <details>), in order: its header's text and its treatment cards. */
export function shownCatalogue(page: Document) {
  return [...page.querySelectorAll("main details[data-category]")].map((details) => {
    return {
      header: normalise(details.querySelector(":scope > summary")?.textContent),
      treatments: [...details.querySelectorAll("[data-treatment]")].map((card) => ({
        name: normalise(card.querySelector("h3")?.textContent),
        duration: factOf(card, DURATION).join(" | "),
        price: factOf(card, PRICE).join(" | "),
      })),
    }
  })
}

export function checkTreatmentsPage(site: BuiltSite) {
  const page = () => builtPage(site, "/treatments/")

  test("shows every category in order, each with its treatments in order, with duration and price", () => {
    const expected = expectedFrom(site.content).categories
    const shown = shownCatalogue(page())
    expect(shown.map(({ header }, index) => header.includes(expected[index]?.name ?? "\u0000"))).toEqual(
      expected.map(() => true),
    )
    expect(shown.map(({ treatments }) => treatments)).toEqual(expected.map(({ treatments }) => treatments))
  })

  test("shows each treatment once: no card the content does not have", () => {
    const cards = page().querySelectorAll("[data-treatment]")
    expect(cards).toHaveLength(expectedFrom(site.content).treatments.length)
  })
}
