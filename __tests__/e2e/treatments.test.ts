/**
 * The treatment categories on /treatments/ in Chromium (SPEC §2 and §4): seven
 * collapsed cards following the WAI-ARIA accordion pattern, opened and closed
 * by mouse and keyboard, and, once all are open, every one of the 27
 * treatments with its duration and price as content/ has them.
 */
import type { Locator, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { allTreatments, categories, normalise } from "./support/content"
import {
  categoryHeaders,
  controlled,
  eventually,
  expectTreatmentsShown,
  scrollThrough,
  shown,
  textsShown,
  waitForRevealsDone,
  WIDTHS,
} from "./support/pages"
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

/** Opens every category and waits until every panel has finished opening. */
async function openAll(page: Page) {
  const headers = await categoryHeaders(page).all()
  for (const header of headers) await header.click()
  for (const header of headers) {
    expect(await header.getAttribute("aria-expanded")).toBe("true")
    const panel = await controlled(header)
    await eventually(async () => expect(await panel.evaluate((element) => getComputedStyle(element).opacity)).toBe("1"))
  }
}

it("has the catalogue of SPEC §3 in content/: seven categories, 27 treatments", () => {
  expect(categories).toHaveLength(7)
  expect(allTreatments).toHaveLength(27)
  expect(allTreatments.find((treatment) => treatment.name === "CLASSIC")).toEqual({
    name: "CLASSIC",
    duration: "90 min",
    price: "1,290.00 Kč",
  })
})

describe.each(WIDTHS)("at %i px", (width) => {
  it("shows the seven categories in order, all collapsed, their panels hidden", async () => {
    const page = await openTreatments(width)
    const headers = categoryHeaders(page)
    const found = await headers.evaluateAll((buttons) =>
      buttons.map((button) => {
        const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")
        return {
          name: button.textContent ?? "",
          expanded: button.getAttribute("aria-expanded"),
          panelHidden: panel?.hidden,
        }
      }),
    )
    expect(
      found.map(({ name, ...rest }, index) => ({
        ...rest,
        name: normalise(name).includes(categories[index]?.name ?? "?"),
      })),
    ).toEqual(categories.map(() => ({ name: true, expanded: "false", panelHidden: true })))
    for (const header of await headers.all()) expect(await shown(await controlled(header))).toBe(false)
  })

  it("opens a category on a click, showing its treatment cards, and closes it on another", async () => {
    const page = await openTreatments(width)
    const header = categoryHeaders(page).first()
    await header.click()
    await expectOpen(header)
    const panel = await controlled(header)
    await eventually(async () =>
      expect(await textsShown(panel.getByRole("heading", { level: 3 }))).toEqual(
        categories[0].treatments.map(({ name }) => ({ text: name, shown: true })),
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
    const second = headers.nth(1)
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
    expect(await focused()).toBe(await headers.nth(2).getAttribute("aria-controls"))
    await page.keyboard.press("End")
    expect(await focused()).toBe(await headers.last().getAttribute("aria-controls"))
    await page.keyboard.press("Home")
    expect(await focused()).toBe(await headers.first().getAttribute("aria-controls"))
  })

  it("shows all 27 treatments with name, duration and price once every category is open", async () => {
    const page = await openTreatments(width)
    await openAll(page)
    for (const [index, header] of (await categoryHeaders(page).all()).entries()) {
      const panel = await controlled(header)
      const expected = categories[index].treatments
      await eventually(() => expectTreatmentsShown(panel, expected))
    }
  })

  it("has no axe violations with every category open", async () => {
    const page = await openTreatments(width)
    await scrollThrough(page)
    await openAll(page)
    await waitForRevealsDone(page)
    expect(await axeViolations(page)).toEqual([])
  })
})
