/**
 * The built pages with JavaScript switched off (docs/product.md, Motion; an animation library's start
 * state, opacity 0, must never be in the HTML): the static HTML alone shows every block and every heading,
 * the top bar turns solid past 50 px by the browser's own scroll timeline, the menu opens from its toggle
 * (a native popover); an address naming a treatment: deep-links.test.ts. The catalogue and the contact data without JavaScript: treatments.test.ts, contact.test.ts.
 */
import { ROUTES } from "../../src/routes"
import { expect, test } from "./support/fixtures"
import {
  barLook,
  categoryHeaders,
  categorySettled,
  menuList,
  menuOpen,
  menuToggle,
  openEveryCategory,
  SOLID,
  TOP_BAR,
  TRANSPARENT,
  visit,
} from "./support/pages"

test.use({ javaScriptEnabled: false })

test("opens the menu from its toggle on a phone, and keeps the menu's links in the footer", async ({
  page,
  expected,
}) => {
  await visit(page, "/", { hydrate: false })
  if (page.viewportSize()!.width < 1024) {
    await menuToggle(page).click()
    expect(await menuOpen(page)).toBe(true)
    await expect(menuList(page)).toBeSeen()
  }
  const footerLinks = page.locator("footer nav a")
  expect(await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    expected.site.nav.map((item) => item.path),
  )
})

for (const route of Object.values(ROUTES)) {
  test(
    `${route} shows its heading and every reveal block fully opaque, its top bar solid only past 50 px`,
    { tag: "@content" },
    async ({ page, expected }) => {
      const response = await visit(page, route, { hydrate: false })
      expect(response?.status()).toBe(200)
      // No script runs: the browser's own scroll timeline switches the top bar's look past 50 px, both ways.
      await expect.poll(() => barLook(page)).toEqual(TRANSPARENT)
      await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }))
      await expect.poll(() => barLook(page)).toEqual(TRANSPARENT)
      // A wheel turn before the page can scroll is lost, so turn again until it has.
      await expect(async () => {
        await page.mouse.wheel(0, 300)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50)
      }).toPass({ intervals: [250], timeout: 15_000 })
      await expect.poll(() => barLook(page)).toEqual(SOLID)
      await expect(page.locator(TOP_BAR)).not.toHaveAttribute("data-scrolled")
      // Back at the top, until it stays there: a second wheel turn from above may still be on its way down. (Polled:
      // without scripts the page runs no animation frames for scrollToY to wait for.)
      await expect
        .poll(async () => {
          const scrollY = await page.evaluate(() => (window.scrollTo({ top: 0, behavior: "instant" }), window.scrollY))
          return { scrollY, look: await barLook(page) }
        })
        .toEqual({ scrollY: 0, look: TRANSPARENT })
      const { heading } = expected.routes.find(({ path }) => path === route)!
      await expect(page.locator("h1")).toHaveText(heading)
      await expect(page.locator("h1")).toBeSeen()
      const reveals = await page.locator("[data-reveal]").evaluateAll((elements) =>
        elements.map((element) => ({
          text: (element.textContent ?? "").slice(0, 40),
          opacity: getComputedStyle(element).opacity,
        })),
      )
      expect(reveals.length).toBeGreaterThan(0)
      expect(reveals.filter((block) => block.opacity !== "1")).toEqual([])
      // Every heading of the main content can be read, the treatments' once their categories are open (a tap each).
      if (route === ROUTES.treatments) {
        await openEveryCategory(page)
        for (const header of await categoryHeaders(page).all()) await categorySettled(header)
      }
      const headings = await page.locator("main").locator("h1, h2, h3").all()
      expect(headings.length).toBeGreaterThan(1)
      // Scrolled to, as a reader does: below the first screen the browser draws a block only as it nears the screen.
      for (const each of headings) {
        await each.scrollIntoViewIfNeeded()
        await expect(each).toBeSeen()
      }
    },
  )
}
