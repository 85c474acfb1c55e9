/**
 * The treatment categories on /treatments/ in Chromium (SPEC §2 and §4): seven
 * collapsed cards following the WAI-ARIA accordion pattern, opened and closed
 * by mouse and keyboard, and, once all are open, every one of the 27
 * treatments with its duration and price as content/ has them.
 */
import type { Locator, Page } from "playwright-core"
import { type BrowserSession, launchBrowser } from "./support/browser"
import { allTreatments, categories, normalise } from "./support/content"
import { eventually, openPage, shown, WIDTHS } from "./support/pages"
import { type SiteServer, startSiteServer } from "./support/server"

let server: SiteServer
let browser: BrowserSession
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSiteServer(), launchBrowser()])
})
afterAll(() => Promise.all([browser?.close(), server?.close()]))

const pages: Page[] = []
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()))
})
const openTreatments = async (width: number) => {
  const opened = await openPage(browser, server.url, "/treatments/", width)
  pages.push(opened.page)
  return opened.page
}

/** The category headers: the buttons in main that expand a panel. */
const headersOf = (page: Page) => page.locator("main h2 > button[aria-expanded][aria-controls]")

async function panelOf(header: Locator): Promise<Locator> {
  const id = await header.getAttribute("aria-controls")
  expect(id).toBeTruthy()
  return header.page().locator(`[id="${id}"]`)
}

const expectOpen = async (header: Locator) => {
  expect(await header.getAttribute("aria-expanded")).toBe("true")
  const panel = await panelOf(header)
  await eventually(async () => expect(await shown(panel)).toBe(true))
}
const expectClosed = async (header: Locator) => {
  expect(await header.getAttribute("aria-expanded")).toBe("false")
  const panel = await panelOf(header)
  // Closing is animated (0.3 s); then the panel is hidden from everyone.
  await eventually(async () => expect(await panel.evaluate((element) => (element as HTMLElement).hidden)).toBe(true))
  expect(await shown(panel)).toBe(false)
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
    const headers = headersOf(page)
    expect(await headers.count()).toBe(categories.length)
    const names = await headers.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ""))
    names.forEach((name, index) => expect(normalise(name)).toContain(categories[index].name))
    for (const header of await headers.all()) {
      expect(await header.getAttribute("aria-expanded")).toBe("false")
      const panel = await panelOf(header)
      expect(await panel.count()).toBe(1)
      expect(await shown(panel)).toBe(false)
    }
  })

  it("opens a category on a click, showing its treatment cards, and closes it on another", async () => {
    const page = await openTreatments(width)
    const header = headersOf(page).first()
    await header.click()
    await expectOpen(header)
    const panel = await panelOf(header)
    const names = panel.getByRole("heading", { level: 3 })
    expect(await names.allTextContents()).toEqual(categories[0].treatments.map((treatment) => treatment.name))
    for (const name of await names.all()) await eventually(async () => expect(await shown(name)).toBe(true))
    // The other categories stay as they were.
    for (const other of (await headersOf(page).all()).slice(1)) expect(await other.getAttribute("aria-expanded")).toBe("false")

    await header.click()
    await expectClosed(header)
  })

  it("toggles a focused header with Enter and with Space, and moves between headers with the arrow keys", async () => {
    const page = await openTreatments(width)
    const headers = headersOf(page)
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
    const headers = await headersOf(page).all()
    for (const header of headers) await header.click()
    for (const [index, header] of headers.entries()) {
      await expectOpen(header)
      const panel = await panelOf(header)
      const expected = categories[index].treatments
      expect(await panel.getByRole("heading", { level: 3 }).allTextContents()).toEqual(expected.map(({ name }) => name))
      for (const { name, duration, price } of expected) {
        const card = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
        await eventually(async () => {
          expect([name, await shown(card.getByRole("heading", { level: 3 }))]).toEqual([name, true])
          expect([name, duration, await shown(card.getByText(duration, { exact: true }))]).toEqual([name, duration, true])
          expect([name, price, await shown(card.getByText(price, { exact: true }))]).toEqual([name, price, true])
        })
      }
    }
  })
})
