/**
 * Links to one treatment, and the printed price list (docs/product.md, Treatments):
 *
 * - /treatments/#<slug> opens the card's category and brings the card to the visitor, focused, highlighted
 *   and whole below the fixed top bar, on the first load, after in-site navigation and on back and
 *   forward; a category's slug opens the category, its header focused and on screen below the top bar
 *   (its list may run past the screen); under reduced motion the highlight shows without fading; an
 *   unknown or hostile hash leaves the page as it is;
 * - the card's button copies the address (or opens the share sheet) and says so in the notification area;
 * - the print of /treatments/ (a real PDF read back with poppler) has at most two A4 pages and every
 *   treatment with its price, and the salon's name, phone and the page's address.
 *
 * Which treatments, names and prices: the site's content/, so an editor's change moves the expectations.
 */
import type { Page } from "@playwright/test"
import type { SiteContent } from "../../src/content"
import { normalise, priceText } from "../support/expected-content"
import { expect, test } from "./support/fixtures"
import { axeViolations, blankIcons, categoryHeaders, nextFrames, TOP_BAR, visit } from "./support/pages"
import { maxPrintedPages, printA4 } from "./support/print"

/** The treatments the tests link to, picked from the content: the first, one in the middle, the last. */
function samples({ categories }: SiteContent) {
  const middle = categories[Math.floor(categories.length / 2)]
  return {
    "the first treatment": { category: categories[0], treatment: categories[0].treatments[0] },
    "a treatment of the middle category": {
      category: middle,
      treatment: middle.treatments[Math.floor(middle.treatments.length / 2)],
    },
    "the last treatment": { category: categories.at(-1)!, treatment: categories.at(-1)!.treatments.at(-1)! },
  }
}

/**
 * Records, from before the page's scripts, the id of every element the page lights up: the highlight is an
 * animation of its background or, under reduced motion, a background of its own, for 2.4 s. A read of the
 * page on a busy machine may come after that; the record keeps what the visitor saw.
 */
function recordLights() {
  const lit = new Set<string>()
  Object.assign(window, { lit })
  const animate = Element.prototype.animate
  Element.prototype.animate = function (this: Element, keyframes, options) {
    if (JSON.stringify(keyframes ?? null).includes("backgroundColor")) lit.add(this.id)
    return animate.call(this, keyframes, options)
  }
  new MutationObserver((records) => {
    for (const { target } of records) if ((target as HTMLElement).style.backgroundColor) lit.add((target as Element).id)
  }).observe(document, { attributes: true, attributeFilter: ["style"], subtree: true })
}
const forgetLights = (page: Page) => page.evaluate(() => (window as unknown as { lit: Set<string> }).lit.clear())

test.beforeEach(({ page }) => page.addInitScript(recordLights))

/** How the element with this id meets the visitor, read in the page (no selector is built from the slug). */
function arrivalAt(page: Page, id: string) {
  return page.evaluate(
    ([target, top]) => {
      const element = document.getElementById(target)
      if (!element) return null
      const bar = document.querySelector(top)!.getBoundingClientRect()
      const isCategory = element.localName === "details"
      const details = element.closest("details")
      const header = details?.querySelector(":scope > summary")
      // What the visitor must see whole: a treatment's card, or a category's header (its open list may run past
      // the screen, however many treatments it has).
      const box = (isCategory && header ? header : element).getBoundingClientRect()
      const focused = document.activeElement
      return {
        categoryOpen: isCategory ? "the element is a category" : String(details?.open),
        focused: focused === element ? "the card" : focused === header ? "its header" : focused?.outerHTML.slice(0, 80),
        focusRing: focused ? getComputedStyle(focused).outlineStyle !== "none" : false,
        belowTopBar: box.top >= bar.bottom - 1,
        // Whole, where it fits below the bar: a card with a long name and description can be taller than a phone.
        aboveScreenBottom: box.bottom <= window.innerHeight + 1 || box.height > window.innerHeight - bar.bottom,
        highlighted: (window as unknown as { lit: Set<string> }).lit.has(target),
      }
    },
    [id, TOP_BAR] as const,
  )
}
const arrivedAtCard = {
  categoryOpen: "true",
  focused: "the card",
  focusRing: true,
  belowTopBar: true,
  aboveScreenBottom: true,
  highlighted: true,
}
const expectArrivalAt = (page: Page, id: string) => expect.poll(() => arrivalAt(page, id)).toEqual(arrivedAtCard)

/** Every category header's state, in page order. */
const expandedStates = (page: Page) =>
  categoryHeaders(page).evaluateAll((summaries) =>
    summaries.map((summary) => String((summary.parentElement as HTMLDetailsElement).open)),
  )

/** Gatsby's own navigation, as a <Link> click runs it (no page of the site links to one card yet). */
const navigateInSite = (page: Page, to: string) =>
  page.evaluate((address) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(address), to)

for (const where of ["the first treatment", "a treatment of the middle category", "the last treatment"] as const) {
  test(
    `opening /treatments/#<slug> for ${where} opens its category and brings the card, focused and whole, below the top bar`,
    { tag: "@content" },
    async ({ page, content }) => {
      const { category, treatment } = samples(content)[where]
      await visit(page, `/treatments/#${treatment.slug}`)
      await expectArrivalAt(page, treatment.slug)
      await expect(page.locator(`[id="${treatment.slug}"]`)).toBeSeen()
      expect(await expandedStates(page)).toEqual(content.categories.map((c) => String(c.slug === category.slug)))
    },
  )
}

test.describe("on a desktop", { tag: "@desktop" }, () => {
  test("opens a category named by its slug, its header focused and on screen below the top bar", async ({
    page,
    content,
  }) => {
    const { category } = samples(content)["a treatment of the middle category"]
    await visit(page, `/treatments/#${category.slug}`)
    await expect
      .poll(() => arrivalAt(page, category.slug))
      .toEqual({
        categoryOpen: "the element is a category",
        focused: "its header",
        focusRing: true,
        belowTopBar: true,
        aboveScreenBottom: true,
        highlighted: false,
      })
    expect(await expandedStates(page)).toEqual(content.categories.map((c) => String(c.slug === category.slug)))
  })

  test("brings the card after in-site navigation, and again on back and forward and on a typed hash", async ({
    page,
    watch,
    content,
  }) => {
    const [a, b, c] = Object.values(samples(content)).map((sample) => sample.treatment.slug)
    await visit(page, "/contact/")
    await navigateInSite(page, `/treatments/#${a}`)
    await expectArrivalAt(page, a)
    await navigateInSite(page, `/treatments/#${b}`)
    await expectArrivalAt(page, b)
    // A page reached by an in-site link draws its icons from the symbols of the page first loaded.
    expect(await blankIcons(page.locator(`[id="${b}"]`))).toEqual([])
    // Each arrival lights its card again.
    await forgetLights(page)
    await page.goBack()
    await expectArrivalAt(page, a)
    await forgetLights(page)
    await page.goForward()
    await expectArrivalAt(page, b)
    await page.evaluate((slug) => (window.location.hash = slug), c)
    await expectArrivalAt(page, c)
    expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
  })

  test("under reduced motion lights the card without fading it, and focuses it all the same", async ({
    page,
    content,
  }) => {
    const { treatment } = samples(content)["a treatment of the middle category"]
    await page.emulateMedia({ reducedMotion: "reduce" })
    await visit(page, `/treatments/#${treatment.slug}`)
    await expectArrivalAt(page, treatment.slug)
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
      // The reduced-motion style sheet gives every change a 0.01 ms transition: for a frame at most the computed
      // style may still show the look before the light went on. Sampling starts at the lit look.
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

  test("leaves the page as it is for an unknown or hostile hash, on load and when the hash changes", async ({
    page,
    watch,
    content,
  }) => {
    // Broken percent-encoding: Gatsby's own scroll handler would throw on it and blank the page.
    await visit(page, "/treatments/#%E0%A4%A")
    const untouched = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeSeen()
      expect(await expandedStates(page)).toEqual(content.categories.map(() => "false"))
      expect(await page.evaluate(() => [window.scrollY, document.activeElement?.localName])).toEqual([0, "body"])
    }
    await untouched()
    expect(await page.evaluate(() => window.location.hash)).toBe("")

    const first = content.categories[0]
    for (const hash of [
      "%",
      "nic-takoveho",
      `"><img src=x onerror="window.__hostile=1">`,
      `${first.slug}"], body, ["`,
    ]) {
      // Checked once the page has had the hashchange event and drawn two frames: a valid hash opens its
      // category by then (below).
      await page.evaluate(
        (next) =>
          new Promise((resolve) => {
            window.addEventListener("hashchange", resolve, { once: true })
            window.location.hash = next
          }),
        hash,
      )
      await nextFrames(page)
      await untouched()
    }
    expect(await page.evaluate(() => "__hostile" in window)).toBe(false)
    expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
    // The page still follows a valid hash.
    await page.evaluate((slug) => (window.location.hash = slug), first.slug)
    await expect.poll(() => expandedStates(page)).toEqual(content.categories.map((c) => String(c === first)))
  })

  test("copies a card's address from its button, confirms it in the notification area, and passes axe", async ({
    page,
    context,
    baseURL,
    content,
  }) => {
    const { category, treatment } = samples(content)["a treatment of the middle category"]
    const { share } = content.pages.treatments
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin })
    await visit(page, "/treatments/")
    await categoryHeaders(page).nth(content.categories.indexOf(category)).click()
    await page.getByRole("button", { name: `${share.copy} ${normalise(treatment.name)}`, exact: true }).click()
    const status = page.getByRole("status")
    await expect(status).toHaveText(normalise(share.copied))
    expect(await blankIcons(status)).toEqual([])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/treatments/#${treatment.slug}`, baseURL).href,
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test(
    "the printed price list fits two A4 pages (a page more for each 14 treatments past 28) with every treatment and price, the salon's contact and the page's address, and no buttons",
    { tag: "@content" },
    async ({ page, content }) => {
      await visit(page, "/treatments/")
      const address = await page.locator('link[rel="canonical"]').getAttribute("href")
      const { pages, text } = await printA4(page)
      expect(pages).toBeGreaterThanOrEqual(1)
      const treatments = content.categories.flatMap((category) => category.treatments)
      expect(pages).toBeLessThanOrEqual(maxPrintedPages(treatments.length))
      const missing = (expected: string[]) => expected.filter((line) => !text.includes(normalise(line)))
      expect(missing(treatments.flatMap((t) => [t.name, priceText(t.price)]))).toEqual([])
      const { street, postcode, city, phone } = content.contact
      expect(missing([content.site.name, street, `${postcode} ${city}`, phone, address ?? "?"])).toEqual([])
      // Booking and share buttons stay on screen.
      const { labels } = content.site
      const { share } = content.pages.treatments
      expect([labels.book, labels.bookTreatment, share.copy].filter((label) => text.includes(label))).toEqual([])
    },
  )
})

test(
  "opens the share sheet where the browser has one, and says nothing when the visitor cancels it",
  { tag: "@phone" },
  async ({ page, baseURL, content }) => {
    const { category, treatment } = samples(content)["the last treatment"]
    // A phone's share sheet: records what it was given, and is cancelled the second time.
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.assign(window, { __shared: calls })
      navigator.share = (data?: ShareData) => {
        calls.push(data ?? {})
        return calls.length > 1 ? Promise.reject(new DOMException("Share canceled", "AbortError")) : Promise.resolve()
      }
    })
    await visit(page, "/treatments/")
    await categoryHeaders(page).nth(content.categories.indexOf(category)).click()
    const button = page.getByRole("button", {
      name: `${content.pages.treatments.share.share} ${normalise(treatment.name)}`,
      exact: true,
    })
    await button.click()
    await button.click()
    const shared = () => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)
    await expect.poll(async () => (await shared()).length).toBe(2)
    expect((await shared())[0]).toEqual({
      title: `${treatment.name} – ${content.site.name}`,
      url: new URL(`/treatments/#${treatment.slug}`, baseURL).href,
    })
    // Once the cancelled share has been answered (a microtask) and two frames drawn, the notification area is empty.
    await nextFrames(page)
    expect((await page.getByRole("status").innerText()).trim()).toBe("")
  },
)
