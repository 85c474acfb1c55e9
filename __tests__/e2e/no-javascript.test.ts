/**
 * The built pages with JavaScript switched off (docs/product.md, Motion; an
 * animation library's start state, opacity 0, must never be in the HTML): the static HTML alone shows
 * every block, every treatment of content/ with its price (its category opened by a tap: native
 * <details>), and the contact data; the menu opens from its toggle (a native popover).
 */
import { publishedSite } from "../support/built-site"
import { normalise, published } from "./support/content"
import { blankIcons, eventually, menuList, menuOpen, menuToggle, shown, WIDTHS } from "./support/pages"
import {
  expectCatalogueShown,
  expectCategoriesCollapsed,
  expectContactShown,
  openAllCategories,
} from "./support/site-checks"
import { startSiteSession } from "./support/site-session"

const { contact, routes } = published

const session = startSiteSession({ javaScriptEnabled: false })
const lastTreatment = publishedSite.content.categories.at(-1)!.treatments.at(-1)!
const open = (route: string, width: number) => session.open(route, width, { hydrate: false })

describe.each(WIDTHS)("at %i px without JavaScript", (width) => {
  it("opens the menu from its toggle on a phone, and keeps the menu's links in the footer", async () => {
    const { page } = await open("/", width)
    if (width < 1024) {
      await menuToggle(page).click()
      expect(await menuOpen(page)).toBe(true)
      expect(await shown(await menuList(page))).toBe(true)
    }
    const footerLinks = page.locator("footer nav a")
    expect(await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      published.site.nav.map((item) => item.path),
    )
  })

  it.each(routes)("$path shows its heading and every reveal block fully opaque", async ({ path, heading }) => {
    const { page, response } = await open(path, width)
    expect(response?.status()).toBe(200)
    // No script runs: the top bar does not follow the scroll.
    // A wheel turn before the page can scroll is lost, so turn again until it has.
    await eventually(
      async () => {
        await page.mouse.wheel(0, 300)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50)
      },
      15_000,
      250,
    )
    expect(await page.locator("header[data-scrolled]").getAttribute("data-scrolled")).toBe("false")
    expect(normalise(await page.locator("h1").innerText())).toBe(heading)
    expect(await shown(page.locator("h1"))).toBe(true)
    const reveals = await page.locator("[data-reveal]").evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element.textContent ?? "").slice(0, 40),
        opacity: getComputedStyle(element).opacity,
      })),
    )
    expect(reveals.length).toBeGreaterThan(0)
    expect(reveals.filter((block) => block.opacity !== "1")).toEqual([])
    // Every heading of the main content can be read, the treatments' once their categories are open (a tap each).
    if (path === "/treatments/") await openAllCategories(page)
    const headings = await page.locator("main").locator("h1, h2, h3").all()
    expect(headings.length).toBeGreaterThan(1)
    // Scrolled to, as a reader does: below the first screen the browser draws a block only as it nears the screen.
    for (const heading of headings) {
      await heading.scrollIntoViewIfNeeded()
      expect([await heading.textContent(), await shown(heading)]).toEqual([await heading.textContent(), true])
    }
  })

  it("/treatments/ opens each category on a tap and shows every treatment of content/ with its duration and price", async () => {
    const { page } = await open("/treatments/", width)
    await expectCategoriesCollapsed(page, published)
    await openAllCategories(page)
    await expectCatalogueShown(page, published)
    // The icons are the page's own markup (a <use> of a symbol in the page), not drawn by a script.
    expect(await blankIcons(page.locator("main"))).toEqual([])
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

  it("/contact/ shows the address, the phone and the opening hours, and the lazily loaded map from its <noscript> copy", async () => {
    const { page } = await open("/contact/", width)
    await expectContactShown(page, published)
    const map = page.locator(`iframe[title="${contact.map.title}"]`)
    expect(await map.count()).toBe(1)
    expect(await map.getAttribute("loading")).toBe("lazy")
    expect(await map.getAttribute("height")).toBe("400")
    await map.scrollIntoViewIfNeeded()
    // Layout may place the frame on a fraction of a pixel.
    expect((await map.boundingBox())?.height).toBeCloseTo(400, 1)
  })
})
