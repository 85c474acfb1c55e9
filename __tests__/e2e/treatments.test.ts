/**
 * The treatment categories on /treatments/ (docs/product.md, Treatments): the categories of content/ as
 * closed cards on native <details>, opened and closed by mouse and keyboard, exposed as expanded or
 * collapsed, and, once all are open, every treatment with its duration and price as content/ has them,
 * with and without JavaScript. A category frame by frame: category-frames.test.ts.
 */
import type { Locator, Page } from "@playwright/test"
import { DURATION, type Expected, type ExpectedTreatment, PRICE } from "../support/expected-content"
import { expect, test } from "./support/fixtures"
import {
  accessibleState,
  axeViolations,
  blankIcons,
  categoryHeaders,
  categoryList,
  categoryOpen,
  categorySettled,
  openEveryCategory,
  revealsDone,
  scrollThrough,
  textsSeen,
  visit,
} from "./support/pages"

const expectOpen = async (header: Locator) => {
  expect(await categoryOpen(header)).toBe(true)
  expect((await accessibleState(header)).expanded).toBe(true)
  await expect(categoryList(header)).toBeSeen()
}
const expectClosed = async (header: Locator) => {
  // Closing is animated (0.3 s); then the category is closed and its list hidden from everyone.
  await expect.poll(() => categoryOpen(header)).toBe(false)
  expect((await accessibleState(header)).expanded).toBe(false)
  await categorySettled(header)
  await expect(categoryList(header)).not.toBeSeen()
}

/** A category panel shows its treatments' names, durations and prices, the n-th of each on the n-th card. */
async function expectTreatmentsShown(panel: Locator, treatments: readonly ExpectedTreatment[]): Promise<void> {
  const seen = (texts: string[]) => texts.map((text) => ({ text, seen: true }))
  await expect
    .poll(() => textsSeen(panel.getByRole("heading", { level: 3 })))
    .toEqual(seen(treatments.map((t) => t.name)))
  await expect.poll(() => textsSeen(panel.getByText(DURATION))).toEqual(seen(treatments.map((t) => t.duration)))
  await expect.poll(() => textsSeen(panel.getByText(PRICE))).toEqual(seen(treatments.map((t) => t.price)))
}

/** Every category of content/ in order, closed, its list not shown; then, each opened by a click, every treatment. */
async function expectCatalogue(page: Page, expected: Expected): Promise<void> {
  const headers = categoryHeaders(page)
  await expect(headers.locator("h2")).toHaveText(expected.categories.map(({ name }) => name))
  const states = await headers.evaluateAll((summaries) =>
    summaries.map((s) => (s.parentElement as HTMLDetailsElement).open),
  )
  expect(states).toEqual(expected.categories.map(() => false))
  for (const header of await headers.all()) await expect(categoryList(header)).not.toBeSeen()
  await openEveryCategory(page)
  for (const [index, header] of (await headers.all()).entries()) {
    expect(await categoryOpen(header)).toBe(true)
    await categorySettled(header)
    await expectTreatmentsShown(categoryList(header), expected.categories[index].treatments)
  }
}

test("opens a category on a click, showing its treatment cards, and closes it on another", async ({
  page,
  expected,
}) => {
  await visit(page, "/treatments/")
  const header = categoryHeaders(page).first()
  await header.click()
  await expectOpen(header)
  await expect
    .poll(() => textsSeen(categoryList(header).getByRole("heading", { level: 3 })))
    .toEqual(expected.categories[0].treatments.map(({ name }) => ({ text: name, seen: true })))
  // The other categories stay as they were.
  for (const other of (await categoryHeaders(page).all()).slice(1)) expect(await categoryOpen(other)).toBe(false)

  await header.click()
  await expectClosed(header)
})

test("toggles a focused header with Enter and with Space, and moves between headers with the arrow keys", async ({
  page,
  expected,
}) => {
  await visit(page, "/treatments/")
  const headers = categoryHeaders(page)
  // The second header, and the one after it (the arrow wraps round), however many categories content/ has.
  const count = expected.categories.length
  const [from, next] = [Math.min(1, count - 1), Math.min(1, count - 1) + 1].map((index) => index % count)
  const second = headers.nth(from)
  await second.focus()
  await page.keyboard.press("Enter")
  await expectOpen(second)
  await page.keyboard.press("Space")
  await expectClosed(second)
  await page.keyboard.press(" ")
  await expectOpen(second)
  await page.keyboard.press("Enter")
  await expectClosed(second)

  await page.keyboard.press("ArrowDown")
  await expect(headers.nth(next)).toBeFocused()
  await page.keyboard.press("End")
  await expect(headers.last()).toBeFocused()
  await page.keyboard.press("Home")
  await expect(headers.first()).toBeFocused()
})

test("names each header for a screen reader by its category and treatment count", async ({ page, expected }) => {
  await visit(page, "/treatments/")
  for (const [index, header] of (await categoryHeaders(page).all()).entries()) {
    const { name, expanded } = await accessibleState(header)
    expect(expanded).toBe(false)
    expect(name.startsWith(expected.categories[index].name)).toBe(true)
  }
})

test(
  "shows the categories of content/ in order, all closed, and every treatment once they are open, without axe violations",
  { tag: "@content" },
  async ({ page, expected }) => {
    await visit(page, "/treatments/")
    // All closed, the page has passed axe in pages.test.ts.
    await scrollThrough(page)
    await expectCatalogue(page, expected)
    await revealsDone(page)
    expect(await axeViolations(page)).toEqual([])
  },
)

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test(
    "opens each category on a tap and shows every treatment of content/ with its duration and price",
    { tag: "@content" },
    async ({ page, expected }) => {
      await visit(page, "/treatments/", { hydrate: false })
      await expectCatalogue(page, expected)
      // The icons are the page's own markup (a <use> of a symbol in the page), not drawn by a script.
      expect(await blankIcons(page.locator("main"))).toEqual([])
    },
  )
})
