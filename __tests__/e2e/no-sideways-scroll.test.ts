/**
 * No page scrolls sideways, in any state a visitor can reach: every route (the 404 too), the menu open, each
 * category open and all of them, an address naming a treatment or a category, the photo viewer open; each at
 * 320 (WCAG 2.2's Reflow), 360, 390, 412, 768 and 1280 px, with a phone's overlay scrollbars and with a desktop
 * window's classic ones (15 px taken from the width once the page is taller than the window). A failure names
 * what sticks out: the outermost elements wider than the screen, with their width and how far out they reach.
 *
 * Each state is reached once and then looked at in every width, by resizing the window: a state's layout is the
 * same however the window came to its width (a phone turned, a window narrowed). On the catalogue of any site
 * under test (@content): the categories, the treatment and the photos are the site's own.
 */
import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { sidewaysIn } from "./support/in-page"
import {
  categoryHeaders,
  categoryOpen,
  categorySettled,
  menuOpen,
  menuToggle,
  nextFrames,
  openEveryCategory,
  scrollThrough,
  visit,
} from "./support/pages"

const WIDTHS = [320, 360, 390, 412, 768, 1280]
/** A phone's height up to 412 px, a tablet's and a laptop's above. */
const heightAt = (width: number) => (width <= 412 ? 760 : width <= 768 ? 1024 : 800)
const ROUTES = ["/", "/about/", "/treatments/", "/contact/", "/no-such-page/"]

/** Everything that stuck out: one line per state and width, with its culprits. */
type Findings = string[]

/** Looks at the page as it is now in every width (or those `at` keeps); resizing back to the first. */
async function lookInEveryWidth(page: Page, state: string, findings: Findings, at = (_width: number) => true) {
  for (const width of WIDTHS.filter(at)) {
    await page.setViewportSize({ width, height: heightAt(width) })
    await nextFrames(page)
    const { wider, culprits } = await page.evaluate(sidewaysIn)
    if (wider > 0 || culprits.length > 0)
      findings.push(
        `${state} at ${width} px: ${wider > 0 ? `${wider} px too wide` : "cut off at the edge"}\n      ${culprits.join("\n      ") || "(no element found)"}`,
      )
  }
  await page.setViewportSize({ width: WIDTHS[0], height: heightAt(WIDTHS[0]) })
  await nextFrames(page)
}

/** The menu opened at each width its toggle shows at, looked at there, and closed. */
async function lookWithMenuOpen(page: Page, route: string, findings: Findings) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightAt(width) })
    if (!(await menuToggle(page).isVisible())) continue
    await menuToggle(page).click()
    await expect.poll(() => menuOpen(page)).toBe(true)
    await lookInEveryWidth(page, `${route}, the menu open`, findings, (each) => each === width)
    await page.keyboard.press("Escape")
    await expect.poll(() => menuOpen(page)).toBe(false)
  }
}

const SCROLLBARS = {
  overlay: { isMobile: true, hasTouch: true },
  classic: { isMobile: false, hasTouch: false },
} as const

async function newPage(browser: Browser, scrollbars: keyof typeof SCROLLBARS, baseURL: string | undefined) {
  const context = await browser.newContext({
    ...SCROLLBARS[scrollbars],
    baseURL,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    viewport: { width: WIDTHS[0], height: heightAt(WIDTHS[0]) },
  })
  return context.newPage()
}

for (const scrollbars of Object.keys(SCROLLBARS) as (keyof typeof SCROLLBARS)[]) {
  test(
    `no page scrolls sideways in any state, at any width from 320 px, with ${scrollbars} scrollbars`,
    { tag: ["@phone", "@content"] },
    async ({ browser, baseURL, content, expected }) => {
      test.setTimeout(180_000)
      const page = await newPage(browser, scrollbars, baseURL)
      const findings: Findings = []

      for (const route of ROUTES) {
        await visit(page, route)
        await lookInEveryWidth(page, route, findings)
        // Scrolled through: every block faded in, every lazy photo loaded, the page at its full height.
        await scrollThrough(page)
        await lookInEveryWidth(page, `${route}, scrolled through`, findings)
        await lookWithMenuOpen(page, route, findings)
      }

      // /treatments/: each category open on its own, then all of them.
      await visit(page, "/treatments/")
      for (const [index, header] of (await categoryHeaders(page).all()).entries()) {
        const { name } = content.categories[index]
        await header.click()
        await expect.poll(() => categoryOpen(header)).toBe(true)
        await categorySettled(header)
        await lookInEveryWidth(page, `/treatments/, ${name} open`, findings)
        await header.click()
        await expect.poll(() => categoryOpen(header)).toBe(false)
      }
      await openEveryCategory(page)
      for (const header of await categoryHeaders(page).all()) await categorySettled(header)
      await scrollThrough(page)
      await lookInEveryWidth(page, "/treatments/, every category open", findings)

      // Addresses naming the last treatment and the first category.
      const treatment = content.categories.flatMap((category) => category.treatments).at(-1)
      for (const slug of [treatment?.slug, content.categories[0]?.slug]) {
        if (!slug) continue
        await visit(page, `/treatments/#${slug}`)
        await lookInEveryWidth(page, `/treatments/#${slug}`, findings)
      }

      // The photo viewer, on the home page's first photo.
      const [photo] = expected.pages.home.gallery.images
      if (photo) {
        const labels = expected.site.labels.lightbox
        await visit(page, "/")
        await scrollThrough(page)
        await page.getByRole("link", { name: `${labels.open}: ${photo.alt}` }).click()
        await expect(page.getByRole("dialog", { name: labels.dialog })).toBeVisible()
        await lookInEveryWidth(page, "/, the photo viewer open", findings)
      }

      await page.context().close()
      expect(findings, "sticks out sideways").toEqual([])
    },
  )
}
