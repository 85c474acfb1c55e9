/** Every route shows the heading of its page texts as its one h1. */
import { expect, test } from "@playwright/test"
import { type BuiltSite, builtPage, normalise } from "../../support/built-site"
import { expectedFrom } from "../../support/expected-content"

export function checkPageHeadings(site: BuiltSite) {
  test("every route shows the heading of its page texts as its one h1", () => {
    const { routes } = expectedFrom(site.content)
    expect(
      routes.map(({ path }) => ({
        path,
        headings: [...builtPage(site, path).querySelectorAll("h1")].map((h1) => normalise(h1.textContent)),
      })),
    ).toEqual(routes.map(({ path, heading }) => ({ path, headings: [heading] })))
  })
}
