/**
 * The built pages with JavaScript switched off (issue 3 "Motion"; PITFALLS:
 * framer-motion writes opacity 0 into the HTML): the static HTML alone shows
 * every block, all 27 treatments with their prices, and the contact data.
 */
import path from "node:path"
import { loadContent } from "../../src/gatsby/content/load-content"
import { shownAddress, categories, contact, normalise } from "./support/content"
import { categoryHeaders, controlled, expectTreatmentsShown, ROUTES, shown, WIDTHS } from "./support/pages"
import { rootDir } from "./support/server"
import { startSiteSession } from "./support/site-session"

const session = startSiteSession({ javaScriptEnabled: false })
const lastTreatment = loadContent(path.join(rootDir, "content")).categories.at(-1)!.treatments.at(-1)!
const open = (route: string, width: number) => session.open(route, width, { hydrate: false })

describe.each(WIDTHS)("at %i px without JavaScript", (width) => {
  it("offers no menu toggle that could not open, and keeps the four links in the footer", async () => {
    const { page } = await open("/", width)
    expect(await page.locator('[aria-controls="site-menu"]').isVisible()).toBe(false)
    const footerLinks = page.locator("footer nav a")
    expect(await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/about/",
      "/treatments/",
      "/contact/",
    ])
  })

  it.each(ROUTES)("$path shows its heading and every reveal block fully opaque", async ({ path, heading }) => {
    const { page, response } = await open(path, width)
    expect(response?.status()).toBe(200)
    // No script runs: the top bar does not follow the scroll.
    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => window.scrollY > 50)
    expect(await page.locator("header[data-scrolled]").getAttribute("data-scrolled")).toBe("false")
    expect(await page.locator("h1").innerText()).toBe(heading)
    expect(await shown(page.locator("h1"))).toBe(true)
    const reveals = await page.locator("[data-reveal]").evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element.textContent ?? "").slice(0, 40),
        opacity: getComputedStyle(element).opacity,
      })),
    )
    expect(reveals.length).toBeGreaterThan(0)
    expect(reveals.filter((block) => block.opacity !== "1")).toEqual([])
    // Every heading of the main content can be read.
    const headings = await page.locator("main").locator("h1, h2, h3").all()
    expect(headings.length).toBeGreaterThan(1)
    for (const heading of headings)
      expect([await heading.textContent(), await shown(heading)]).toEqual([await heading.textContent(), true])
  })

  it("/treatments/ shows all 27 treatments with their durations and prices", async () => {
    const { page } = await open("/treatments/", width)
    const headers = await categoryHeaders(page).all()
    expect(headers).toHaveLength(categories.length)
    for (const [index, header] of headers.entries()) {
      const panel = await controlled(header)
      const expected = categories[index].treatments
      await expectTreatmentsShown(panel, expected)
    }
    expect(categories.flatMap(({ treatments }) => treatments)).toHaveLength(27)
  })

  it("/treatments/#<treatment> scrolls the browser to that card, below the top bar", async () => {
    const { slug } = lastTreatment
    const { page } = await open(`/treatments/#${slug}`, width)
    const place = await page.evaluate((id) => {
      const box = document.getElementById(id)!.getBoundingClientRect()
      const bar = document.querySelector("header[data-scrolled]")!.getBoundingClientRect()
      return {
        scrolled: window.scrollY > 0,
        belowTopBar: box.top >= bar.bottom - 1,
        onScreen: box.top < window.innerHeight,
      }
    }, slug)
    expect(place).toEqual({ scrolled: true, belowTopBar: true, onScreen: true })
  })

  it("/contact/ shows the address and the phone", async () => {
    const { page } = await open("/contact/", width)
    const main = page.locator("main")
    const addressBlock = main.locator("address")
    expect(normalise(await addressBlock.innerText())).toBe(shownAddress)
    expect(await shown(addressBlock)).toBe(true)
    expect(await shown(main.getByRole("link", { name: contact.phone, exact: true }))).toBe(true)
  })

  it("/contact/ still embeds the lazily loaded map, from its <noscript> copy", async () => {
    const { page } = await open("/contact/", width)
    const map = page.locator(`iframe[title="${contact.map.title}"]`)
    expect(await map.count()).toBe(1)
    expect(await map.getAttribute("loading")).toBe("lazy")
    expect(await map.getAttribute("height")).toBe("400")
    await map.scrollIntoViewIfNeeded()
    expect((await map.boundingBox())?.height).toBe(400)
  })
})
