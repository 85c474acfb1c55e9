/**
 * The treatment categories on /treatments/ in Chromium (docs/product.md, Treatments): the
 * categories of content/ as collapsed cards following the WAI-ARIA accordion
 * pattern, opened and closed by mouse and keyboard, and, once all are open,
 * every treatment with its duration and price as content/ has them.
 */
import type { Locator } from "playwright-core"
import { axeViolations } from "./support/axe"
import { published } from "./support/content"
import {
  categoryHeaders,
  controlled,
  eventually,
  scrollThrough,
  shown,
  textsShown,
  waitForRevealsDone,
  WIDTHS,
} from "./support/pages"
import { expectCatalogueShown, expectCategoriesCollapsed, openAllCategories } from "./support/site-checks"
import { startSiteSession } from "./support/site-session"

const session = startSiteSession()
const openTreatments = async (width: number) => (await session.open("/treatments/", width)).page

const expectOpen = async (header: Locator) => {
  expect(await header.getAttribute("aria-expanded")).toBe("true")
  const panel = await controlled(header)
  await eventually(async () => expect(await shown(panel)).toBe(true))
}
const expectClosed = async (header: Locator) => {
  expect(await header.getAttribute("aria-expanded")).toBe("false")
  const panel = await controlled(header)
  // Closing is animated (0.3 s); then the panel is hidden from everyone.
  await eventually(async () => expect(await panel.evaluate((element) => (element as HTMLElement).hidden)).toBe(true))
  expect(await shown(panel)).toBe(false)
}

describe.each(WIDTHS)("at %i px", (width) => {
  it("opens a category on a click, showing its treatment cards, and closes it on another", async () => {
    const page = await openTreatments(width)
    const header = categoryHeaders(page).first()
    await header.click()
    await expectOpen(header)
    const panel = await controlled(header)
    await eventually(async () =>
      expect(await textsShown(panel.getByRole("heading", { level: 3 }))).toEqual(
        published.categories[0].treatments.map(({ name }) => ({ text: name, shown: true })),
      ),
    )
    // The other categories stay as they were.
    for (const other of (await categoryHeaders(page).all()).slice(1))
      expect(await other.getAttribute("aria-expanded")).toBe("false")

    await header.click()
    await expectClosed(header)
  })

  it("toggles a focused header with Enter and with Space, and moves between headers with the arrow keys", async () => {
    const page = await openTreatments(width)
    const headers = categoryHeaders(page)
    // The second header, and the one after it (the arrow wraps round), however many categories content/ has.
    const count = published.categories.length
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

    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))
    await page.keyboard.press("ArrowDown")
    expect(await focused()).toBe(await headers.nth(next).getAttribute("aria-controls"))
    await page.keyboard.press("End")
    expect(await focused()).toBe(await headers.last().getAttribute("aria-controls"))
    await page.keyboard.press("Home")
    expect(await focused()).toBe(await headers.first().getAttribute("aria-controls"))
  })

  it("shows the categories of content/ in order, all collapsed, and every treatment once they are open, without axe violations", async () => {
    // One visit for what the static catalogue shows; the toggling is checked on visits of its own.
    const page = await openTreatments(width)
    await expectCategoriesCollapsed(page, published)
    await scrollThrough(page)
    await openAllCategories(page)
    await expectCatalogueShown(page, published)
    await waitForRevealsDone(page)
    expect(await axeViolations(page)).toEqual([])
  })
})
