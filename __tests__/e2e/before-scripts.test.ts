/**
 * Every control works from its first paint (docs/product.md, Frame, Treatments, Photos), with the page's
 * scripts held back: the category headers, the menu, an address that names a treatment and the gallery's
 * photos are the browser's own (<details>, popover, links), so they answer before React has arrived. Then
 * the scripts are let through, and hydration keeps what the visitor did meanwhile: a category opened stays
 * open, one closed stays closed, the menu stays open. The share button, which needs a script, is not shown
 * until it works. What to expect comes from content/.
 */
import type { Page } from "@playwright/test"
import { ROUTES } from "../../src/routes"
import { CLASSES_ATTRIBUTE, GLOBAL_ATTRIBUTE } from "../../src/theme/served-styles"
import { normalise } from "../support/expected-content"
import { expect, test } from "./support/fixtures"
import {
  barLook,
  categoryHeaders,
  categoryList,
  categoryOpen,
  categorySettled,
  hydrated,
  menuList,
  menuOpen,
  menuToggle,
  openWithScriptsHeld,
  scrollToY,
  SOLID,
  TOP_BAR,
  TRANSPARENT,
} from "./support/pages"
import { maxPrintedPages, printA4 } from "./support/print"

/** Nothing of React in the page: the top bar has no props of React's. */
const notHydrated = (page: Page) =>
  page.evaluate((top) => {
    const bar = document.querySelector(top)
    return bar !== null && !Object.keys(bar).some((key) => key.startsWith("__reactProps$"))
  }, TOP_BAR)

test.describe("before the page's scripts have run", () => {
  test("the top bar is transparent at the top and solid past 50 px, both ways; the scripts then keep its look", async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, "/about/")
    const scrolledState = () => page.locator(TOP_BAR).getAttribute("data-scrolled")
    await expect.poll(() => barLook(page)).toEqual(TRANSPARENT)
    await scrollToY(page, 40)
    await expect.poll(() => barLook(page)).toEqual(TRANSPARENT)
    await scrollToY(page, 60)
    await expect.poll(() => barLook(page)).toEqual(SOLID)
    await scrollToY(page, 1500)
    await expect.poll(() => barLook(page)).toEqual(SOLID)
    await scrollToY(page, 0)
    await expect.poll(() => barLook(page)).toEqual(TRANSPARENT)
    await scrollToY(page, 1500)
    expect(await notHydrated(page)).toBe(true)
    expect(await scrolledState()).toBeNull()
    // Hydration reads the scroll and takes over with the same rule: the bar stays solid in every frame.
    await page.evaluate((top) => {
      const bar = document.querySelector(top)!
      const backgrounds: string[] = []
      Object.assign(window, { backgrounds })
      const record = () => {
        backgrounds.push(getComputedStyle(bar).backgroundColor)
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    }, TOP_BAR)
    release()
    await hydrated(page)
    expect(await scrolledState()).toBe("true")
    expect(await barLook(page)).toEqual(SOLID)
    const backgrounds = await page.evaluate(() => (window as unknown as { backgrounds: string[] }).backgrounds)
    expect(backgrounds.length).toBeGreaterThan(2)
    expect(backgrounds.filter((background) => background === "rgba(0, 0, 0, 0)")).toEqual([])
  })

  test("a category header opens and closes its category, by tap and by key", { tag: "@content" }, async ({ page }) => {
    await openWithScriptsHeld(page, "/treatments/")
    const first = categoryHeaders(page).first()
    await first.click()
    expect(await categoryOpen(first)).toBe(true)
    await expect(categoryList(first)).toBeSeen()
    await first.click()
    expect(await categoryOpen(first)).toBe(false)
    await categorySettled(first)
    await expect(categoryList(first)).not.toBeSeen()

    const last = categoryHeaders(page).last()
    await last.focus()
    await page.keyboard.press("Enter")
    expect(await categoryOpen(last)).toBe(true)
    expect(await notHydrated(page)).toBe(true)
  })

  test(
    "find-in-page finds a treatment inside a closed category and opens it (a text fragment, the same search)",
    { tag: ["@phone", "@content"] },
    async ({ page, context, content }) => {
      // A treatment whose name is first found in its own card, so the search lands there; one outside the first
      // category where there is one, further down the page.
      const probe = await context.newPage()
      await openWithScriptsHeld(probe, "/treatments/")
      const [first, ...others] = content.categories
      const treatments = [...others, first].flatMap((category) => category.treatments)
      const firstFoundIn = await probe.locator("main").evaluate(
        (main, names) =>
          names.map((name) => {
            const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              if (node.textContent?.includes(name)) return node.parentElement?.closest("[data-treatment]")?.id
            return undefined
          }),
        treatments.map((treatment) => treatment.name),
      )
      const wanted = treatments.find((treatment, index) => firstFoundIn[index] === treatment.slug)
      if (!wanted) throw new Error("no treatment whose name is first found in its own card")
      expect(await probe.evaluate((id) => document.getElementById(id)!.closest("details")?.open, wanted.slug)).toBe(
        false,
      )
      await openWithScriptsHeld(page, `/treatments/#:~:text=${encodeURIComponent(wanted.name)}`)
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const card = document.getElementById(id)!
            const box = card.getBoundingClientRect()
            return { open: card.closest("details")?.open, onScreen: box.bottom > 0 && box.top < window.innerHeight }
          }, wanted.slug),
        )
        .toEqual({ open: true, onScreen: true })
      expect(await notHydrated(page)).toBe(true)
    },
  )

  test("the share button is not shown until it can copy", { tag: "@desktop" }, async ({ page, content }) => {
    const release = await openWithScriptsHeld(page, "/treatments/")
    const header = categoryHeaders(page).first()
    await header.click()
    await expect(categoryList(header).getByRole("button", { name: content.pages.treatments.share.copy })).toHaveCount(0)
    release()
    await hydrated(page)
    const buttons = categoryList(header).locator("button")
    await expect(buttons).toHaveCount(content.categories[0].treatments.length)
    for (const button of await buttons.all()) await expect(button).toBeSeen()
  })

  test(
    "/contact/'s copy buttons are not shown until they can copy, and keep their place",
    { tag: "@phone" },
    async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/contact/")
      const buttons = page.locator("main dd button")
      await expect(buttons).toHaveCount(2)
      // Their layout boxes (offsets: a reveal's transform after hydration does not count).
      const boxes = () =>
        buttons.evaluateAll((elements) =>
          (elements as HTMLElement[]).map((button) => [
            button.offsetTop,
            button.offsetLeft,
            button.offsetWidth,
            button.offsetHeight,
          ]),
        )
      await page.evaluate(() => document.fonts.ready)
      const before = await boxes()
      for (const button of await buttons.all()) await expect(button).toBeHidden()
      release()
      await hydrated(page)
      for (const button of await buttons.all()) await expect(button).toBeVisible()
      expect(await boxes()).toEqual(before)
    },
  )

  test.describe("the menu", { tag: "@phone" }, () => {
    test("opens on the toggle, the bar solid, and closes on Escape and on a tap outside", async ({
      page,
      expected,
    }) => {
      await openWithScriptsHeld(page, "/")
      const toggle = menuToggle(page)
      await toggle.click()
      expect(await menuOpen(page)).toBe(true)
      await expect(menuList(page)).toBeSeen()
      await expect(menuList(page).getByRole("link")).toHaveText(expected.site.nav.map((item) => item.label))
      await expect.poll(() => barLook(page)).toEqual(SOLID)
      await page.keyboard.press("Escape")
      expect(await menuOpen(page)).toBe(false)
      await expect(toggle).toBeFocused()

      await toggle.click()
      expect(await menuOpen(page)).toBe(true)
      await page.mouse.click(200, 600)
      expect(await menuOpen(page)).toBe(false)
      expect(await notHydrated(page)).toBe(true)
    })

    test("follows a chosen link to its page", async ({ page, expected }) => {
      const target = expected.site.nav.find((item) => item.path !== "/") ?? expected.site.nav[0]
      await openWithScriptsHeld(page, "/")
      await menuToggle(page).click()
      await menuList(page).locator(`a[href="${target.path}"]`).click()
      // Not its load event: that waits for the scripts, which are still held.
      await page.waitForURL((url) => url.pathname === target.path, { waitUntil: "commit" })
    })
  })

  for (const [route, gallery] of [
    [ROUTES.home, "home"],
    [ROUTES.treatments, "treatments"],
  ] as const) {
    test(
      `on ${route}, a tap on a gallery photo shows the large photo`,
      { tag: "@phone" },
      async ({ page, expected }) => {
        const photo = expected.pages[gallery].gallery.images[0]
        await openWithScriptsHeld(page, route)
        const link = page.getByRole("link", { name: `${expected.site.labels.lightbox.open}: ${photo.alt}` })
        await link.scrollIntoViewIfNeeded()
        const navigation = page.waitForResponse((response) => response.request().isNavigationRequest())
        await link.click()
        expect((await navigation).headers()["content-type"]).toMatch(/^image\//)
        await page.waitForLoadState()
        const size = await page.evaluate(() => {
          const image = document.querySelector("img")!
          return { width: image.naturalWidth, complete: image.complete }
        })
        expect(size.complete).toBe(true)
        expect(size.width).toBeGreaterThanOrEqual(640)
      },
    )
  }

  test(
    "prints every category open, every treatment with its price, on at most two A4 pages (a page more for each 14 treatments past 28)",
    { tag: ["@desktop", "@content"] },
    async ({ page, expected }) => {
      await openWithScriptsHeld(page, "/treatments/")
      const { pages, text } = await printA4(page)
      expect(pages).toBeGreaterThanOrEqual(1)
      expect(pages).toBeLessThanOrEqual(maxPrintedPages(expected.treatments.length))
      const lines = expected.treatments.flatMap((t) => [t.name, t.price])
      expect(lines.filter((line) => !text.includes(normalise(line)))).toEqual([])
    },
  )
})

test.describe("hydration keeps what the visitor did before it", { tag: "@phone" }, () => {
  test(
    "a category opened stays open, one opened and closed stays closed, and the menu stays open",
    { tag: "@content" },
    async ({ page, expected }) => {
      const release = await openWithScriptsHeld(page, "/treatments/")
      const opened = categoryHeaders(page).first()
      // The last category, opened and closed first: opening one moves the headers below it (openEveryCategory).
      const closed = expected.categories.length > 1 ? categoryHeaders(page).last() : undefined
      await closed?.click()
      await closed?.click()
      await opened.click()
      await menuToggle(page).click()
      expect(await notHydrated(page)).toBe(true)

      release()
      await hydrated(page)
      expect(await categoryOpen(opened)).toBe(true)
      await expect(categoryList(opened)).toBeSeen()
      if (closed) expect(await categoryOpen(closed)).toBe(false)
      expect(await menuOpen(page)).toBe(true)
      // React now follows the menu's state: the toggle is named for closing it.
      await expect(menuToggle(page)).toHaveAttribute("aria-label", expected.site.labels.closeMenu)
      // ...and the opened category's cards are React's: their share buttons are shown.
      await page.keyboard.press("Escape")
      await expect(categoryList(opened).locator("button")).toHaveCount(expected.categories[0].treatments.length)
    },
  )

  /** The page's style tags in the head's order: attributes, rules, and whether each is the element first seen. */
  const styleTags = (page: Page) =>
    page.evaluate(() =>
      [...document.head.querySelectorAll("style")].map((tag, index) => {
        if (!tag.hasAttribute("data-probe")) tag.setAttribute("data-probe", String(index))
        return {
          probe: tag.getAttribute("data-probe"),
          attributes: tag.getAttributeNames().filter((name) => name !== "data-probe"),
          rules: [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        }
      }),
    )

  for (const route of Object.values(ROUTES)) {
    test(`${route}: hydration leaves the server's style tags where they are and adds no rule (either would recalculate the whole page's style; served-styles.ts)`, async ({
      page,
    }) => {
      const release = await openWithScriptsHeld(page, route)
      const served = await styleTags(page)
      expect(served.filter((tag) => tag.attributes.includes(CLASSES_ATTRIBUTE))).toHaveLength(1)
      expect(served.filter((tag) => tag.attributes.includes(GLOBAL_ATTRIBUTE))).toHaveLength(1)
      // Every time a style tag leaves the head or enters it, from here until the page has hydrated.
      await page.evaluate(() => {
        const moves: string[] = []
        Object.assign(window, { styleMoves: moves })
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of [...record.addedNodes, ...record.removedNodes])
              if (node instanceof HTMLStyleElement) moves.push(node.getAttribute("data-probe") ?? "a new tag")
        }).observe(document.head, { childList: true })
      })
      release()
      await hydrated(page)
      expect(await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves)).toEqual([])
      expect(await styleTags(page)).toEqual(served)
    })
  }

  test("after a category and the menu open, only the rules of what the scripts draw are added, none again", async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, "/treatments/")
    const served = await styleTags(page)
    release()
    await hydrated(page)
    await categoryHeaders(page).first().click()
    await menuToggle(page).click()
    // A tag after the server's may hold the rules of what only the scripts draw (the cards' share buttons).
    const after = await styleTags(page)
    expect(after.slice(0, served.length)).toEqual(served)
    const servedRules = served.flatMap((tag) => tag.rules)
    const added = after.slice(served.length).flatMap((tag) => tag.rules)
    expect(added.filter((rule) => servedRules.includes(rule))).toEqual([])
    expect(added.length).toBeLessThan(servedRules.length / 4)
  })
})
