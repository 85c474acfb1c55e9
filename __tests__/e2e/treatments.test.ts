/**
 * The treatment categories on /treatments/ in Chromium (docs/product.md, Treatments): the
 * categories of content/ as closed cards on native <details>, opened and closed by mouse
 * and keyboard, exposed as expanded or collapsed, and, once all are open, every treatment
 * with its duration and price as content/ has them.
 */
import type { Locator } from "playwright-core"
import { axeViolations } from "./support/axe"
import { published } from "./support/content"
import {
  accessibleState,
  categoryHeaders,
  categoryList,
  categoryOpen,
  eventually,
  recordListFrames,
  scrollThrough,
  shown,
  textsShown,
  waitForCategoryTransition,
  waitForRevealsDone,
  WIDTHS,
} from "./support/pages"
import { expectCatalogueShown, expectCategoriesCollapsed, openAllCategories } from "./support/site-checks"
import { startSiteSession } from "./support/site-session"

const session = startSiteSession()
const openTreatments = async (width: number) => (await session.open("/treatments/", width)).page

const expectOpen = async (header: Locator) => {
  expect(await categoryOpen(header)).toBe(true)
  expect((await accessibleState(header)).expanded).toBe(true)
  await eventually(async () => expect(await shown(categoryList(header))).toBe(true))
}
const expectClosed = async (header: Locator) => {
  // Closing is animated (0.3 s); then the category is closed and its list hidden from everyone.
  await eventually(async () => expect(await categoryOpen(header)).toBe(false))
  expect((await accessibleState(header)).expanded).toBe(false)
  await waitForCategoryTransition(header)
  await eventually(async () => expect(await shown(categoryList(header))).toBe(false))
}

describe.each(WIDTHS)("at %i px", (width) => {
  it("opens a category on a click, showing its treatment cards, and closes it on another", async () => {
    const page = await openTreatments(width)
    const header = categoryHeaders(page).first()
    await header.click()
    await expectOpen(header)
    await eventually(async () =>
      expect(await textsShown(categoryList(header).getByRole("heading", { level: 3 }))).toEqual(
        published.categories[0].treatments.map(({ name }) => ({ text: name, shown: true })),
      ),
    )
    // The other categories stay as they were.
    for (const other of (await categoryHeaders(page).all()).slice(1)) expect(await categoryOpen(other)).toBe(false)

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

    const focused = () => page.evaluate(() => document.activeElement?.parentElement?.id)
    const idOf = (header: Locator) => header.evaluate((summary) => summary.parentElement?.id)
    await page.keyboard.press("ArrowDown")
    expect(await focused()).toBe(await idOf(headers.nth(next)))
    await page.keyboard.press("End")
    expect(await focused()).toBe(await idOf(headers.last()))
    await page.keyboard.press("Home")
    expect(await focused()).toBe(await idOf(headers.first()))
  })

  it("names each header for a screen reader by its category and treatment count", async () => {
    const page = await openTreatments(width)
    const headers = await categoryHeaders(page).all()
    for (const [index, header] of headers.entries()) {
      const { name, expanded } = await accessibleState(header)
      expect(expanded).toBe(false)
      expect(name.startsWith(published.categories[index]!.name)).toBe(true)
    }
  })

  it("shows the categories of content/ in order, all closed, and every treatment once they are open, without axe violations", async () => {
    // One visit for what the static catalogue shows; the toggling is checked on visits of its own.
    const page = await openTreatments(width)
    await expectCategoriesCollapsed(page, published)
    await scrollThrough(page)
    expect(await axeViolations(page)).toEqual([])
    await openAllCategories(page)
    await expectCatalogueShown(page, published)
    await waitForRevealsDone(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe("frame by frame, at 375 px", () => {
  it("draws a tapped category open in the next frame without its list, lays the list out while the category grows, and never hides it again", async () => {
    const page = await openTreatments(375)
    const header = categoryHeaders(page).nth(Math.min(1, published.categories.length - 1))
    const frames = await recordListFrames(header)
    await header.click()
    await expectOpen(header)
    await waitForCategoryTransition(header)
    // The list React renders in place of the server's, once the category is opened, replaces one already shown.
    await eventually(async () => expect(await categoryList(header).getAttribute("data-replaced-server-copy")).toBe(""))
    const opened = (await frames()).filter((frame) => frame.open)
    expect(opened[0]!.laidOut).toBe(false)
    // Usually from the frame after; Chromium sometimes leaves the start time of the 1 ms animation
    // that holds the list back pending for one frame more. Either way, while the category grows.
    const shownFrom = opened.findIndex((frame) => frame.laidOut)
    expect(shownFrom).toBeGreaterThan(0)
    expect(opened.slice(shownFrom + 1).some((frame) => frame.height > opened[shownFrom]!.height)).toBe(true)
    expect(opened.slice(shownFrom).every((frame) => frame.laidOut)).toBe(true)
  })
})
