/**
 * Links to one treatment, and the printed price list (docs/product.md, Treatments), in Chromium:
 *
 * - /treatments/#<slug> opens the card's category and brings the card to the
 *   visitor, focused, highlighted and whole below the fixed top bar, at 375
 *   and 1280 px, on the first load, after in-site navigation and on back and
 *   forward; a category's slug opens the category, its header focused and on
 *   screen below the top bar (its list may run past the screen); under reduced motion the
 *   highlight shows without fading; an unknown or hostile hash leaves the page
 *   as it is;
 * - the card's button copies the address (or opens the share sheet) and says
 *   so in the notification area; axe finds nothing in that state;
 * - the print of /treatments/ (a real PDF read back with poppler) has at most
 *   two A4 pages and every treatment with its price, and the salon's name,
 *   phone and the page's address.
 *
 * Which treatments, names and prices: content/ through loadContent, so an
 * editor's change moves the expectations with it. One browser for the file.
 */
import path from "node:path"
import type { Page } from "playwright-core"
import { loadContent } from "../../src/content"
import { axeViolations } from "./support/axe"
import { watchPage } from "./support/browser"
import { normalise, priceText } from "./support/content"
import { blankIcons, categoryHeaders, eventually, shown, viewport, waitForHydration, WIDTHS } from "./support/pages"
import { rootDir } from "./support/server"
import { printA4 } from "./support/print"
import { startSiteSession } from "./support/site-session"

const content = loadContent(path.join(rootDir, "content"))
const { categories } = content
const share = content.pages.treatments.share
const first = categories[0]!
const middle = categories[Math.floor(categories.length / 2)]!
const last = categories.at(-1)!
const samples = [
  { where: "the first treatment", category: first, treatment: first.treatments[0]! },
  {
    where: "a treatment of the middle category",
    category: middle,
    treatment: middle.treatments[Math.floor(middle.treatments.length / 2)]!,
  },
  { where: "the last treatment", category: last, treatment: last.treatments.at(-1)! },
]

const session = startSiteSession()

/** How the element with this id meets the visitor, read in the page (no selector is built from the slug). */
function arrivalAt(page: Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target)
    if (!element) return null
    const bar = document.querySelector("header[data-scrolled]")!.getBoundingClientRect()
    const isCategory = element.localName === "details"
    const details = element.closest("details")
    const header = details?.querySelector(":scope > summary")
    // What the visitor must see whole: a treatment's card, or a category's header (its open list may run
    // past the screen, however many treatments it has).
    const box = (isCategory && header ? header : element).getBoundingClientRect()
    const focused = document.activeElement
    return {
      categoryOpen: isCategory ? "the element is a category" : String(details?.open),
      focused: focused === element ? "the card" : focused === header ? "its header" : focused?.outerHTML.slice(0, 80),
      focusRing: focused ? getComputedStyle(focused).outlineStyle !== "none" : false,
      belowTopBar: box.top >= bar.bottom - 1,
      aboveScreenBottom: box.bottom <= window.innerHeight + 1,
      // Lit: fading back (an animation), or, under reduced motion, simply lit (a style of its own).
      highlighted: element.getAnimations().length > 0 || element.style.backgroundColor !== "",
    }
  }, id)
}
const arrivedAtCard = {
  categoryOpen: "true",
  focused: "the card",
  focusRing: true,
  belowTopBar: true,
  aboveScreenBottom: true,
  highlighted: true,
}

/** Every category header's state, in page order. */
const expandedStates = (page: Page) =>
  categoryHeaders(page).evaluateAll((summaries) =>
    summaries.map((summary) => String((summary.parentElement as HTMLDetailsElement).open)),
  )

/** Gatsby's own navigation, as a <Link> click runs it (no page of the site links to one card yet). */
const navigateInSite = (page: Page, to: string) =>
  page.evaluate((address) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(address), to)

describe.each(WIDTHS)("at %i px, opening /treatments/#<slug>", (width) => {
  it.each(samples)(
    "for $where opens its category and brings the card, focused and whole, below the top bar",
    async ({ category, treatment }) => {
      const { page } = await session.open(`/treatments/#${treatment.slug}`, width)
      await eventually(async () => expect(await arrivalAt(page, treatment.slug)).toEqual(arrivedAtCard))
      expect(await shown(page.locator(`[id="${treatment.slug}"]`))).toBe(true)
      expect(await expandedStates(page)).toEqual(categories.map((c) => String(c.slug === category.slug)))
    },
  )
})

describe("at 1280 px", () => {
  it("opens a category named by its slug, its header focused and on screen below the top bar", async () => {
    const { page } = await session.open(`/treatments/#${middle.slug}`, 1280)
    await eventually(async () =>
      expect(await arrivalAt(page, middle.slug)).toEqual({
        categoryOpen: "the element is a category",
        focused: "its header",
        focusRing: true,
        belowTopBar: true,
        aboveScreenBottom: true,
        highlighted: false,
      }),
    )
    expect(await expandedStates(page)).toEqual(categories.map((c) => String(c.slug === middle.slug)))
  })

  it("brings the card after in-site navigation, and again on back and forward and on a typed hash", async () => {
    const [a, b, c] = samples.map((sample) => sample.treatment.slug)
    const { page, watch } = await session.open("/contact/", 1280, { watch: true })
    await navigateInSite(page, `/treatments/#${a}`)
    await eventually(async () => expect(await arrivalAt(page, a!)).toEqual(arrivedAtCard))

    await navigateInSite(page, `/treatments/#${b}`)
    await eventually(async () => expect(await arrivalAt(page, b!)).toEqual(arrivedAtCard))
    // A page reached by an in-site link draws its icons from the symbols of the page first loaded.
    expect(await blankIcons(page.locator(`[id="${b}"]`))).toEqual([])

    await page.goBack()
    await eventually(async () => expect(await arrivalAt(page, a!)).toEqual(arrivedAtCard))
    await page.goForward()
    await eventually(async () => expect(await arrivalAt(page, b!)).toEqual(arrivedAtCard))

    await page.evaluate((slug) => (window.location.hash = slug), c!)
    await eventually(async () => expect(await arrivalAt(page, c!)).toEqual(arrivedAtCard))
    expect([...watch!.consoleErrors, ...watch!.pageErrors]).toEqual([])
  })

  it("under reduced motion lights the card without fading it, and focuses it all the same", async () => {
    const { treatment } = samples[1]!
    const page = await session.browser.context.newPage()
    session.closeAfterTest(page)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize(viewport(1280))
    await page.goto(new URL(`treatments/#${treatment.slug}`, session.server.url).href)
    await waitForHydration(page)
    await eventually(async () => expect(await arrivalAt(page, treatment.slug)).toEqual(arrivedAtCard))
    // What the card looks like, frame by frame, until the highlight has gone: lit, then its own look, nothing between.
    const looks = await page.evaluate(async (id) => {
      const card = document.getElementById(id)!
      const seen: string[] = []
      const record = () => {
        const { backgroundColor, boxShadow } = getComputedStyle(card)
        if (seen.at(-1) !== `${backgroundColor} ${boxShadow}`) seen.push(`${backgroundColor} ${boxShadow}`)
      }
      const lit = () =>
        card.style.backgroundColor !== "" || card.getAnimations().some((animation) => animation.playState === "running")
      // The reduced-motion style sheet gives every change a 0.01 ms transition: for a frame at most the
      // computed style may still show the look before the light went on. Sampling starts at the lit look.
      while (card.style.backgroundColor !== "" && getComputedStyle(card).backgroundColor !== card.style.backgroundColor)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      do {
        record()
        await new Promise((resolve) => requestAnimationFrame(resolve))
      } while (lit())
      record()
      return seen
    }, treatment.slug)
    expect(looks).toHaveLength(2)
  })

  it("leaves the page as it is for an unknown or hostile hash, on load and when the hash changes", async () => {
    const page = await session.browser.context.newPage()
    session.closeAfterTest(page)
    await page.setViewportSize(viewport(1280))
    const watch = await watchPage(page)
    // Broken percent-encoding: Gatsby's own scroll handler would throw on it and blank the page.
    await page.goto(new URL("treatments/#%E0%A4%A", session.server.url).href)
    await waitForHydration(page)
    const untouched = async () => {
      expect(await shown(page.getByRole("heading", { level: 1 }))).toBe(true)
      expect(await expandedStates(page)).toEqual(categories.map(() => "false"))
      expect(await page.evaluate(() => [window.scrollY, document.activeElement?.localName])).toEqual([0, "body"])
    }
    await untouched()
    expect(await page.evaluate(() => window.location.hash)).toBe("")

    for (const hash of [
      "%",
      "nic-takoveho",
      `"><img src=x onerror="window.__hostile=1">`,
      `${first.slug}"], body, ["`,
    ]) {
      await page.evaluate((next) => (window.location.hash = next), hash)
      await page.waitForTimeout(300)
      await untouched()
    }
    expect(await page.evaluate(() => "__hostile" in window)).toBe(false)
    expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
  })

  it("copies a card's address from its button, confirms it in the notification area, and passes axe", async () => {
    const { category, treatment } = samples[1]!
    await session.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: session.server.url.replace(/\/$/, ""),
    })
    const { page } = await session.open("/treatments/", 1280)
    await categoryHeaders(page).nth(categories.indexOf(category)).click()
    const button = page.getByRole("button", { name: `${share.copy} ${normalise(treatment.name)}`, exact: true })
    await button.click()
    const status = page.getByRole("status")
    await eventually(async () => expect(normalise(await status.innerText())).toBe(normalise(share.copied)))
    expect(await blankIcons(status)).toEqual([])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`treatments/#${treatment.slug}`, session.server.url).href,
    )
    expect(await axeViolations(page)).toEqual([])
  })

  it("opens the share sheet where the browser has one, and says nothing when the visitor cancels it", async () => {
    const { category, treatment } = samples[2]!
    const page = await session.browser.context.newPage()
    session.closeAfterTest(page)
    await page.setViewportSize(viewport(375))
    // A phone's share sheet: records what it was given, and is cancelled the second time.
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.assign(window, { __shared: calls })
      navigator.share = (data?: ShareData) => {
        calls.push(data ?? {})
        return calls.length > 1 ? Promise.reject(new DOMException("Share canceled", "AbortError")) : Promise.resolve()
      }
    })
    await page.goto(new URL("treatments/", session.server.url).href)
    await waitForHydration(page)
    await categoryHeaders(page).nth(categories.indexOf(category)).click()
    const button = page.getByRole("button", { name: `${share.share} ${normalise(treatment.name)}`, exact: true })
    await button.click()
    await button.click()
    const shared = () => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)
    await eventually(async () => expect(await shared()).toHaveLength(2))
    expect((await shared())[0]).toEqual({
      title: `${treatment.name} – ${content.site.name}`,
      url: new URL(`treatments/#${treatment.slug}`, session.server.url).href,
    })
    await page.waitForTimeout(300)
    expect((await page.getByRole("status").innerText()).trim()).toBe("")
  })
})

describe("the printed price list", () => {
  it("fits two A4 pages with every treatment and price, the salon's contact and the page's address, and no buttons", async () => {
    const { page } = await session.open("/treatments/", 1280)
    const address = await page.locator('link[rel="canonical"]').getAttribute("href")
    const { pages, text } = await printA4(page)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(2)

    const missing = (expected: string[]) => expected.filter((line) => !text.includes(normalise(line)))
    const treatments = categories.flatMap((category) => category.treatments)
    expect(missing(treatments.flatMap((t) => [t.name, priceText(t.price)]))).toEqual([])
    const { street, postcode, city, phone } = content.contact
    expect(missing([content.site.name, street, `${postcode} ${city}`, phone, address ?? "?"])).toEqual([])
    // Booking and share buttons stay on screen.
    const { labels } = content.site
    expect([labels.book, labels.bookTreatment, share.copy].filter((label) => text.includes(label))).toEqual([])
  })
})
