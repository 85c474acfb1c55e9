/**
 * The built pages with JavaScript switched off (issue 3 "Motion"; PITFALLS:
 * framer-motion writes opacity 0 into the HTML): the static HTML alone shows
 * every block, all 27 treatments with their prices, and the contact data.
 */
import type { Page } from "playwright-core"
import { type BrowserSession, launchBrowser } from "./support/browser"
import { allTreatments, contact } from "./support/content"
import { openPage, ROUTES, shown, WIDTHS } from "./support/pages"
import { type SiteServer, startSiteServer } from "./support/server"

let server: SiteServer
let browser: BrowserSession
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSiteServer(), launchBrowser({ javaScriptEnabled: false })])
})
afterAll(() => Promise.all([browser?.close(), server?.close()]))

const pages: Page[] = []
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()))
})
const open = async (route: string, width: number) => {
  const opened = await openPage(browser, server.url, route, width, { hydrate: false })
  pages.push(opened.page)
  return opened
}

describe.each(WIDTHS)("at %i px without JavaScript", (width) => {
  it.each(ROUTES)("$path shows its heading and every reveal block fully opaque", async ({ path, heading }) => {
    const { page, response } = await open(path, width)
    expect(response?.status()).toBe(200)
    // Nothing ran: React never hydrated the page.
    expect(await page.locator("header[data-scrolled]").evaluate((bar) => Object.keys(bar).some((key) => key.startsWith("__react")))).toBe(false)
    expect(await page.locator("h1").innerText()).toBe(heading)
    expect(await shown(page.locator("h1"))).toBe(true)
    const reveals = await page.locator("[data-reveal]").evaluateAll((elements) =>
      elements.map((element) => ({ text: (element.textContent ?? "").slice(0, 40), opacity: getComputedStyle(element).opacity })),
    )
    expect(reveals.length).toBeGreaterThan(0)
    expect(reveals.filter((block) => block.opacity !== "1")).toEqual([])
    // Every heading of the main content can be read.
    const headings = await page.locator("main").locator("h1, h2, h3").all()
    expect(headings.length).toBeGreaterThan(1)
    for (const heading of headings) expect([await heading.textContent(), await shown(heading)]).toEqual([await heading.textContent(), true])
  })

  it("/treatments/ shows all 27 treatments with their durations and prices", async () => {
    const { page } = await open("/treatments/", width)
    const main = page.locator("main")
    for (const { name, duration, price } of allTreatments) {
      // The innermost list item holding the treatment's heading: its card.
      const card = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
        .filter({ hasNot: page.getByRole("listitem") })
      expect([name, await card.count()]).toEqual([name, 1])
      expect([name, await shown(card.getByRole("heading", { level: 3 }))]).toEqual([name, true])
      expect([name, duration, await shown(card.getByText(duration, { exact: true }))]).toEqual([name, duration, true])
      expect([name, price, await shown(card.getByText(price, { exact: true }))]).toEqual([name, price, true])
    }
  })

  it("/contact/ shows the address and the phone", async () => {
    const { page } = await open("/contact/", width)
    const main = page.locator("main")
    expect(await shown(main.getByText(`${contact.street}, ${contact.postcode} ${contact.city}`, { exact: true }))).toBe(true)
    expect(await shown(main.getByRole("link", { name: contact.phone, exact: true }))).toBe(true)
  })
})
