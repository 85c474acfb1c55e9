/**
 * Each route and the 404 page in Chromium at a phone's and a desktop's width,
 * visited once and then checked rule by rule: status and heading, axe-core
 * (also with the menu open on a phone), the booking links, the active link,
 * the team on /about/, no errors in the console, and no request to another
 * host except the map on /contact/.
 *
 * The visit first checks the reveal of every block on the way down the page
 * (docs/product.md, Motion), so every block has faded in: axe then checks
 * colours as visitors see them, and lazy content has loaded.
 */
import type { Page, Response } from "playwright-core"
import { axeViolations } from "./support/axe"
import { type BrowserSession, launchBrowser, type PageWatch } from "./support/browser"
import { normalise, published } from "./support/content"
import {
  blockedHostsSince,
  eventually,
  menuList,
  menuOpen,
  menuToggle,
  openPage,
  scrollThrough,
  scrollToY,
  shown,
  waitForHydration,
  WIDTHS,
} from "./support/pages"
import { expectRevealsOnScroll } from "./support/reveal"
import { type SiteServer, startSiteServer } from "./support/server"
import { expectFontFilesFor, expectTeamShown } from "./support/site-checks"

const MAP_HOST = "www.google.com"
const { routes, site } = published
const notFoundPage = published.pages.notFound

let server: SiteServer
let browser: BrowserSession
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSiteServer(), launchBrowser()])
})
afterAll(() => Promise.all([browser?.close(), server?.close()]))

type Visit = { page: Page; response: Response | null; watch: PageWatch; blockedFrom: number }

/**
 * One visit per describe block, closed after its tests. `arrival()` is the
 * page as it arrived, for the reveal checks, which scroll it down to the end;
 * every other test asks for `visit()`: the page scrolled through (so every
 * block has faded in and lazy content has loaded) and back at the top. Out of
 * order (a filtered run), `arrival()` opens a page of its own.
 */
function visitEach(route: string, width: number) {
  let visit: Visit | undefined
  let state: "arrived" | "scrolled down" | "ready" = "arrived"
  const pages: Page[] = []
  const open = async (): Promise<Visit> => {
    const blockedFrom = browser.blocked.length
    const { page, response, watch } = await openPage(browser, server.url, route, width, { watch: true })
    pages.push(page)
    return { page, response, watch: watch as PageWatch, blockedFrom }
  }
  beforeAll(async () => {
    visit = await open()
  })
  afterAll(() => Promise.all(pages.map((page) => page.close())))
  const opened = () => {
    if (!visit) throw new Error(`The visit to ${route} did not open`)
    return visit
  }
  return {
    arrival: async (): Promise<Visit> => {
      if (state !== "arrived") return open()
      state = "scrolled down"
      return opened()
    },
    visit: async (): Promise<Visit> => {
      if (state === "arrived") await scrollThrough(opened().page)
      if (state === "scrolled down") await scrollToY(opened().page, 0)
      state = "ready"
      return opened()
    },
  }
}

/** Opens the menu (on a phone the links are behind the toggle) unless it is open already. */
async function openMenu(page: Page) {
  const toggle = menuToggle(page)
  if (!(await menuOpen(page))) await toggle.click()
  const list = await menuList(page)
  await eventually(async () => expect(await shown(list)).toBe(true))
  return list
}

describe.each(WIDTHS)("at %i px", (width) => {
  describe.each(routes)("the page $path", ({ path, heading }) => {
    const { arrival, visit } = visitEach(path, width)

    it("reveals each block once, when it is scrolled into view", async () => {
      await expectRevealsOnScroll((await arrival()).page)
    })

    it(`is served with status 200, in Czech, with the h1 "${heading}"`, async () => {
      const { page, response } = await visit()
      expect(response?.status()).toBe(200)
      expect(await page.locator("html").getAttribute("lang")).toBe("cs")
      expect((await page.locator("h1").allInnerTexts()).map(normalise)).toEqual([heading])
    })

    if (path === "/about/") {
      it("shows every team member of content/team in order, with name, role, bio and photo or initials", async () => {
        await expectTeamShown((await visit()).page, published)
      })
    }

    it("downloads the font files its letters need: the preloaded ones, and the extra Latin letters only if it has one", async () => {
      await expectFontFilesFor((await visit()).page)
    })

    it("has no axe violations", async () => {
      expect(await axeViolations((await visit()).page)).toEqual([])
    })

    it("logs no error, throws none and violates no content security policy", async () => {
      const { watch } = await visit()
      expect(watch.consoleErrors).toEqual([])
      expect(watch.pageErrors).toEqual([])
      expect(watch.cspViolations).toEqual([])
    })

    it(
      path === "/contact/"
        ? `asks no other host than the map's ${MAP_HOST}, and that only for the map`
        : "asks no other host: fonts, images and scripts are all local",
      async () => {
        const { page, blockedFrom } = await visit()
        if (path === "/contact/") {
          // The map is lazy: its frame asks for the other host once it is near the viewport.
          await page.locator("main iframe").scrollIntoViewIfNeeded()
          await eventually(() => expect(blockedHostsSince(browser, blockedFrom)).toEqual([MAP_HOST]))
          const blocked = browser.blocked.slice(blockedFrom)
          expect(blocked.filter((url) => !url.startsWith(`https://${MAP_HOST}/maps?`))).toEqual([])
          await scrollToY(page, 0)
        } else {
          await page.waitForLoadState("networkidle")
          expect(blockedHostsSince(browser, blockedFrom)).toEqual([])
        }
      },
    )

    it("points its booking links to the booking page, in a new tab without opener and referrer, and never shows the address", async () => {
      const { page } = await visit()
      const links = page.locator(`a[data-booking-link], a[href="${site.bookingUrl}"]`)
      const attributes = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute("href"),
          target: anchor.getAttribute("target"),
          rel: anchor.getAttribute("rel"),
          saysNewTab: anchor.textContent ?? "",
        })),
      )
      expect(attributes.length).toBeGreaterThan(0)
      for (const link of attributes) {
        expect(link).toEqual({
          href: site.bookingUrl,
          target: "_blank",
          rel: "noopener noreferrer",
          saysNewTab: expect.stringContaining(site.labels.newTab),
        })
      }
      expect(await page.locator("body").innerText()).not.toContain(new URL(site.bookingUrl).host)
    })

    it("marks its own navigation link, and only that one, with aria-current=page", async () => {
      const { page } = await visit()
      // On a phone the links are in the dropdown; in the bar on a desktop.
      const list = width === 375 ? await openMenu(page) : await menuList(page)
      const current = list.locator('a[aria-current="page"]')
      // site.yaml's menu may leave a page out; then no link is current.
      const inMenu = site.nav.some((item) => item.path === path)
      expect(await current.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        inMenu ? [path] : [],
      )
      if (inMenu) expect(await shown(current)).toBe(true)
      expect(await list.locator("a:not([aria-current])").count()).toBe(site.nav.length - (inMenu ? 1 : 0))
    })

    if (width === 375) {
      it("has no axe violations with the menu open", async () => {
        const { page } = await visit()
        await openMenu(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })

  describe("an unknown path", () => {
    const { visit } = visitEach("/no-such-page/", width)

    it("shows the Czech 404 page with status 404", async () => {
      const { page, response } = await visit()
      expect(response?.status()).toBe(404)
      expect(await page.locator("html").getAttribute("lang")).toBe("cs")
      expect((await page.locator("h1").allInnerTexts()).map(normalise)).toEqual([normalise(notFoundPage.heading)])
    })

    it("has no axe violations", async () => {
      expect(await axeViolations((await visit()).page)).toEqual([])
    })

    it("logs no error but the expected 404 responses, and throws none", async () => {
      const { page, response, watch } = await visit()
      await page.waitForLoadState("networkidle")
      const documentUrl = response?.url() ?? ""
      // Gatsby's loader asks for the path's page data, and then probes the path
      // itself with HEAD, before it renders the 404 page (gatsby/cache-dir/loader.js):
      // both answer 404 as they should, as does the document.
      const expected404 = [
        documentUrl,
        new URL("/page-data/no-such-page/page-data.json", documentUrl).href,
        documentUrl.replace(/\/$/, ""),
      ].map((url) => `Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`)
      expect(watch.consoleErrors.filter((message) => !expected404.includes(message))).toEqual([])
      expect(watch.pageErrors).toEqual([])
      expect(watch.cspViolations).toEqual([])
      expect(blockedHostsSince(browser, (await visit()).blockedFrom)).toEqual([])
    })

    it("links home and to the treatments, and the link works", async () => {
      const { page } = await visit()
      const main = page.locator("main")
      const home = main.getByRole("link", { name: notFoundPage.homeLink })
      const treatments = main.getByRole("link", { name: notFoundPage.treatmentsLink })
      expect(await home.getAttribute("href")).toBe("/")
      expect(await treatments.getAttribute("href")).toBe("/treatments/")
      await treatments.click()
      await page.waitForURL(/\/treatments\/$/)
      await waitForHydration(page)
      const treatmentsHeading = routes.find(({ path }) => path === "/treatments/")!.heading
      await eventually(async () => expect(normalise(await page.locator("h1").innerText())).toBe(treatmentsHeading))
    })
  })
})
