/**
 * axe-core on the built pages in Chromium: every page and the 404 page at both
 * widths, the treatments with every category open, and the menu open on a
 * phone. Each page is first scrolled through, so every block has faded in and
 * colours are checked as visitors see them, not halfway through a fade.
 */
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { type BrowserSession, launchBrowser } from "./support/browser"
import { eventually, menuList, menuToggle, openPage, ROUTES, scrollThrough, shown, WIDTHS } from "./support/pages"
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
const open = async (route: string, width: number) => {
  const { page } = await openPage(browser, server.url, route, width)
  pages.push(page)
  await scrollThrough(page)
  return page
}

const PAGES = [...ROUTES.map(({ path }) => path), "/no-such-page/"]

describe.each(WIDTHS)("at %i px", (width) => {
  it.each(PAGES)("%s has no axe violations", async (route) => {
    const page = await open(route, width)
    expect(await axeViolations(page)).toEqual([])
  })

  it("/treatments/ with every category open has no axe violations", async () => {
    const page = await open("/treatments/", width)
    const headers = await page.locator("main h2 > button[aria-expanded][aria-controls]").all()
    expect(headers).toHaveLength(7)
    for (const header of headers) await header.click()
    for (const header of headers) {
      const panel = page.locator(`[id="${await header.getAttribute("aria-controls")}"]`)
      await eventually(async () => expect(await panel.evaluate((element) => getComputedStyle(element).opacity)).toBe("1"))
    }
    expect(await axeViolations(page)).toEqual([])
  })
})

describe("at 375 px with the menu open", () => {
  it.each(ROUTES.map(({ path }) => path))("%s has no axe violations", async (route) => {
    const page = await open(route, 375)
    await menuToggle(page).click()
    const list = await menuList(page)
    await eventually(async () => expect(await shown(list)).toBe(true))
    expect(await axeViolations(page)).toEqual([])
  })
})
