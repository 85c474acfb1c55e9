/**
 * A category on /treatments/ in Safari's engine (docs/product.md, Treatments): a native <details>, closed at
 * first, opened by a click on its header to show its treatments in order, each with its duration and price as
 * content/ has them, and closed by another click.
 */
import { expect, test } from "./support/fixtures"
import { category, categoryOpen, hydrated, textsSeen } from "./support/site"

test("a category opens on a click on its header, showing its treatments with their prices, and closes again", async ({
  tab,
  content,
  expected,
}) => {
  // The first category, as a visitor meets it; the others stay as they are.
  const [first, ...others] = content.categories
  const treatments = expected.categories[0].treatments
  const parts = category(first.slug)
  await tab.goto("/treatments/")
  await hydrated(tab, parts.header)
  expect(await categoryOpen(tab, first.slug)).toBe(false)
  expect((await textsSeen(tab, parts.names)).filter(({ seen }) => seen)).toEqual([])

  await tab.click(await tab.element(parts.header))
  await expect.poll(() => categoryOpen(tab, first.slug)).toBe(true)
  const seen = (texts: string[]) => texts.map((text) => ({ text, seen: true }))
  await expect.poll(() => textsSeen(tab, parts.names)).toEqual(seen(treatments.map(({ name }) => name)))
  // Each card's values, its duration then its price, as content/ has them and seen.
  const values = seen(treatments.flatMap(({ duration, price }) => [duration, price]))
  await expect.poll(() => textsSeen(tab, parts.values)).toEqual(values)
  for (const other of others) expect(await categoryOpen(tab, other.slug)).toBe(false)

  await tab.click(await tab.element(parts.header))
  await expect.poll(() => categoryOpen(tab, first.slug)).toBe(false)
  await expect.poll(async () => (await textsSeen(tab, parts.names)).filter(({ seen }) => seen)).toEqual([])
})
