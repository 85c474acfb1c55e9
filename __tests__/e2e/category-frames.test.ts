/**
 * A category of /treatments/ frame by frame, as the visitor sees it drawn (docs/performance.md): a tapped
 * category opens in the next frame and lays its list out while it grows (the list React renders in place of
 * the server's never hidden), wherever in a frame the tap lands, and, before the page's scripts have arrived,
 * focusing the header of an open category again never hides its list. Each frame is recorded in the page, in
 * requestAnimationFrame.
 */
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import {
  accessibleState,
  categoryHeaders,
  categoryList,
  categoryOpen,
  categorySettled,
  TOP_BAR,
  visit,
} from "./support/pages"

type Frame = { open: boolean; laidOut: boolean; height: number }

/**
 * Records, in every frame from the next one on, whether the header's category is open, whether its list is
 * laid out (found by id: React may render it anew in place of the server's) and its height; returns a reader.
 */
async function recordFrames(header: Locator): Promise<() => Promise<Frame[]>> {
  await header.evaluate((summary) => {
    const details = summary.parentElement as HTMLDetailsElement
    const id = details.querySelector(":scope > ul")!.id
    const frames: Frame[] = []
    const record = () => {
      const laidOut = (document.getElementById(id)?.getClientRects().length ?? 0) > 0
      frames.push({ open: details.open, laidOut, height: details.getBoundingClientRect().height })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
    Object.assign(window, { categoryFrames: frames })
  })
  return () => header.page().evaluate(() => (window as unknown as { categoryFrames: Frame[] }).categoryFrames.slice())
}

/**
 * The frames of a category opened by a tap: the first drawn open without its list laid out; from a later one
 * (usually the next; Chromium sometimes leaves the start time of the 1 ms animation that holds the list back
 * pending for one frame more) the list laid out while the category grows, and never hidden again.
 */
function expectOpenedListAfterItsFrame(frames: Frame[]) {
  const opened = frames.filter((frame) => frame.open)
  expect(opened[0].laidOut).toBe(false)
  const shownFrom = opened.findIndex((frame) => frame.laidOut)
  expect(shownFrom).toBeGreaterThan(0)
  expect(opened.slice(shownFrom + 1).some((frame) => frame.height > opened[shownFrom].height)).toBe(true)
  expect(opened.slice(shownFrom).every((frame) => frame.laidOut)).toBe(true)
}

/** Whether React has taken over the page: the top bar has React's props. */
const hydrated = (page: Page) =>
  page.evaluate(
    (top) => Object.keys(document.querySelector(top)!).some((key) => key.startsWith("__reactProps$")),
    TOP_BAR,
  )

test.describe("on a phone", { tag: ["@phone", "@content"] }, () => {
  /**
   * Playwright's tap reaches the page just before a frame; a finger's lands anywhere in one. Tapped early in a
   * frame (here from the page itself, as the header gets a tap: focused, then clicked), the toggle event and
   * React's render come before the next frame.
   */
  const taps: Record<string, (header: Locator) => Promise<void>> = {
    "as Playwright taps": (header) => header.click(),
    "early in a frame": (header) =>
      header.evaluate(
        (summary) =>
          new Promise<void>((tapped) =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                ;(summary as HTMLElement).focus()
                ;(summary as HTMLElement).click()
                tapped()
              }),
            ),
          ),
      ),
  }
  for (const [when, tap] of Object.entries(taps)) {
    test(`draws a category tapped ${when} open in the next frame without its list, lays the list out while the category grows, and never hides it again`, async ({
      page,
      expected,
    }) => {
      await visit(page, "/treatments/")
      const header = categoryHeaders(page).nth(Math.min(1, expected.categories.length - 1))
      const frames = await recordFrames(header)
      await tap(header)
      await expect.poll(() => categoryOpen(header)).toBe(true)
      expect((await accessibleState(header)).expanded).toBe(true)
      await expect(categoryList(header)).toBeSeen()
      await categorySettled(header)
      // The list React renders in place of the server's, once the category is opened, replaces one already shown.
      await expect(categoryList(header)).toHaveAttribute("data-replaced-server-copy", "")
      expectOpenedListAfterItsFrame(await frames())
    })
  }

  test("before the page's scripts have run, focusing the header of an open category again leaves its list on screen, frame by frame", async ({
    page,
  }) => {
    // The page's scripts never arrive: what works is the HTML's own (<details>).
    await page.route(
      (url) => url.pathname.endsWith(".js"),
      () => undefined,
    )
    await page.goto("/treatments/", { waitUntil: "domcontentloaded" })
    const header = categoryHeaders(page).first()
    await header.click()
    await expect(categoryList(header)).toBeSeen()
    await categorySettled(header)
    // To the first card's booking link and back, with the keyboard.
    await page.keyboard.press("Tab")
    const frames = await recordFrames(header)
    await page.keyboard.press("Shift+Tab")
    await expect(header).toBeFocused()
    // Every frame drawn until 30 have been: the category open and its list laid out.
    await expect.poll(async () => (await frames()).length).toBeGreaterThanOrEqual(30)
    expect((await frames()).filter((frame) => !frame.open || !frame.laidOut)).toEqual([])
    expect(await hydrated(page)).toBe(false)
  })
})
