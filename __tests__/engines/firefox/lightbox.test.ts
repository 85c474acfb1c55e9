/**
 * The photo viewer of the home page's gallery in Firefox (e2e/lightbox.test.ts in Chromium): a thumbnail opens the
 * platform's modal <dialog>, its next and previous buttons and the arrow keys move through the photos (round from
 * the first to the last), Escape closes it and the focus goes back to the thumbnail of the photo last shown.
 */
import type { Page } from "puppeteer-core"
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import { clickOn, clickOnText, focusedOn, indexOfText, isSeen, visit } from "./pages"

firefoxSuite()

/** The gallery's thumbnails: links named for the photo they open. */
const LINKS = "main a"

/** The viewer: whether it is open as a modal dialog, and the photo it shows (its one <img> not hidden from readers). */
const viewer = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]")
    return {
      modal: dialog?.matches(":modal") ?? false,
      shown: dialog?.querySelector("picture img:not([aria-hidden])")?.getAttribute("alt") ?? null,
    }
  })

atEachWidth(() => {
  test("a thumbnail opens the viewer; its arrows and the arrow keys move; Escape closes it, the focus back on the thumbnail", async ({
    tab,
    origin,
    expected,
  }) => {
    const labels = expected.site.labels.lightbox
    const photos = expected.pages.home.gallery.images
    const thumbnailOf = async (alt: string) => {
      const index = await indexOfText(tab, LINKS, `${labels.open}: ${alt}`)
      expect(index, `the thumbnail of "${alt}"`).toBeGreaterThanOrEqual(0)
      return index
    }
    const showing = (at: number) => ({ modal: true, shown: photos[(at + photos.length) % photos.length].alt })
    await visit(tab, origin, "/")
    const first = await thumbnailOf(photos[0].alt)
    // Scrolled to, as a visitor does, it fades in; then it is clicked.
    await tab.evaluate(
      (query, at) => document.querySelectorAll(query)[at].scrollIntoView({ block: "center", behavior: "instant" }),
      LINKS,
      first,
    )
    await expect.poll(() => isSeen(tab, LINKS, first)).toBe(true)
    await clickOn(tab, LINKS, first)
    await expect.poll(() => viewer(tab)).toEqual(showing(0))

    // Clicked where they are drawn: a button covered by the photo would not get the click.
    await clickOnText(tab, "dialog button", labels.next)
    await expect.poll(() => viewer(tab)).toEqual(showing(1))
    await clickOnText(tab, "dialog button", labels.previous)
    await expect.poll(() => viewer(tab)).toEqual(showing(0))
    await tab.keyboard.press("ArrowRight")
    await expect.poll(() => viewer(tab)).toEqual(showing(1))
    await tab.keyboard.press("ArrowLeft")
    await expect.poll(() => viewer(tab)).toEqual(showing(0))
    await tab.keyboard.press("ArrowLeft")
    await expect.poll(() => viewer(tab)).toEqual(showing(-1))

    await tab.keyboard.press("Escape")
    await expect.poll(() => viewer(tab)).toEqual({ modal: false, shown: null })
    const last = await thumbnailOf(photos[photos.length - 1].alt)
    await expect.poll(() => focusedOn(tab, LINKS, last)).toBe(true)
    // The page scrolls again.
    expect(await tab.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
  })
})
