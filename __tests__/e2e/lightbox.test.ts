/**
 * The photo viewer of the home page's gallery, where the platform's modal <dialog> does what jsdom cannot:
 * the page behind is inert and does not scroll, the focus stays inside, Escape closes and the focus goes
 * back to the photo. A photo starts as the thumbnail already on screen and sharpens; the photos one tap
 * away are already loaded when the visitor moves to them; a swipe moves; under reduced motion nothing fades.
 */
import type { Locator, Page } from "@playwright/test"
import type { Expected } from "../support/expected-content"
import { expect, test } from "./support/fixtures"
import { axeViolations, blankIcons, scrollThrough, visit } from "./support/pages"

test.use({ hasTouch: true })

type Labels = Expected["site"]["labels"]["lightbox"]
const photosOf = (expected: Expected) => expected.pages.home.gallery.images

const thumbnail = (page: Page, labels: Labels, alt: string) =>
  page.getByRole("link", { name: `${labels.open}: ${alt}` })
/** The photo the viewer shows now: its one <img> that is not hidden from screen readers. */
const shownPhoto = (dialog: Locator) => dialog.locator("picture img:not([aria-hidden])")
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/** The home page, scrolled through, with the viewer opened on a photo by a click on its thumbnail. */
async function openViewer(page: Page, labels: Labels, alt: string): Promise<Locator> {
  await visit(page, "/")
  await scrollThrough(page)
  await thumbnail(page, labels, alt).scrollIntoViewIfNeeded()
  await thumbnail(page, labels, alt).click()
  const dialog = page.getByRole("dialog", { name: labels.dialog })
  await expect(dialog).toBeVisible()
  return dialog
}

test("opens as a modal dialog with the focus on its close button; the page behind is inert and does not scroll", async ({
  page,
  expected,
}) => {
  const labels = expected.site.labels.lightbox
  const dialog = await openViewer(page, labels, photosOf(expected)[0].alt)
  const scrolledTo = await page.evaluate(() => window.scrollY)
  expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true)
  await expect(page.getByRole("button", { name: labels.close })).toBeFocused()
  // Its buttons' icons exist only once it opens; their symbols were in the page from the start.
  expect(await blankIcons(dialog)).toEqual([])

  // The page behind takes no focus and no scroll: in none of the frames after a turn of the wheel.
  const behind = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>("header a")!
    link.focus()
    return { focused: document.activeElement === link, overflow: getComputedStyle(document.documentElement).overflow }
  })
  expect(behind).toEqual({ focused: false, overflow: "hidden" })
  await page.mouse.wheel(0, 600)
  const scrolls = await page.evaluate(async () => {
    const seen: number[] = []
    for (let frame = 0; frame < 10; frame++) {
      seen.push(window.scrollY)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return seen
  })
  expect(scrolls).toEqual(scrolls.map(() => scrolledTo))

  // Tab and Shift+Tab go round the dialog's controls and never reach the page behind; between the last
  // control and the first, the platform passes the browser's own controls (here: the document itself).
  const visited: string[] = []
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key)
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body ? "browser" : active?.closest("dialog") ? "dialog" : (active?.outerHTML ?? "")
      }),
    )
  }
  expect(visited.filter((place) => place !== "dialog" && place !== "browser")).toEqual([])
  expect(visited.filter((place) => place === "dialog").length).toBeGreaterThan(5)
  expect(await axeViolations(page)).toEqual([])
})

test("moves with a tap on its next and previous buttons, which lie over the photo", async ({ page, expected }) => {
  const labels = expected.site.labels.lightbox
  const photos = photosOf(expected)
  const dialog = await openViewer(page, labels, photos[0].alt)
  await expect.poll(() => loaded(shownPhoto(dialog))).toBe(true)
  // A tap reaches a button only if nothing covers it (Playwright checks what is under the finger).
  await dialog.getByRole("button", { name: labels.next }).tap({ timeout: 5000 })
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[1].alt)
  await dialog.getByRole("button", { name: labels.previous }).tap({ timeout: 5000 })
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[0].alt)
})

test("closes with Escape and gives the focus back to the photo last shown", async ({ page, expected }) => {
  const labels = expected.site.labels.lightbox
  const photos = photosOf(expected)
  const dialog = await openViewer(page, labels, photos[1].alt)
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(thumbnail(page, labels, photos[2].alt)).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
})

test(
  "has the photos one tap away loaded before the visitor moves, and shows them at once",
  { tag: "@desktop" },
  async ({ page, expected }) => {
    const photos = photosOf(expected)
    const dialog = await openViewer(page, expected.site.labels.lightbox, photos[0].alt)
    await expect.poll(() => loaded(shownPhoto(dialog))).toBe(true)
    // The neighbours (the last photo and the second) load in place, invisible and hidden from screen readers.
    const waiting = dialog.locator("picture img[aria-hidden]")
    await expect(waiting).toHaveCount(Math.min(2, photos.length - 1))
    await expect
      .poll(() =>
        waiting.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)

    // Moving on shows a photo whose file is already there: no request for it, drawn at once. So these reads
    // come right after the key, not waited for.
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    for (const [key, photo] of [
      ["ArrowRight", photos[1]],
      ["ArrowLeft", photos[0]],
      ["ArrowLeft", photos.at(-1)!],
    ] as const) {
      requested.length = 0
      await page.keyboard.press(key)
      expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photo.alt)
      expect(await loaded(shownPhoto(dialog))).toBe(true)
      expect(requested).not.toContain(await shownPhoto(dialog).evaluate((img: HTMLImageElement) => img.currentSrc))
    }
  },
)

test("moves with a sideways swipe and ignores a vertical one", { tag: "@phone" }, async ({ page, expected }) => {
  const photos = photosOf(expected)
  const dialog = await openViewer(page, expected.site.labels.lightbox, photos[0].alt)
  const box = (await shownPhoto(dialog).boundingBox())!
  const cdp = await page.context().newCDPSession(page)
  // Each touch is handled (the handlers ran) when the browser answers.
  const swipe = async (from: [number, number], to: [number, number]) => {
    const point = ([x, y]: [number, number]) => ({ x: box.x + x, y: box.y + y })
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(from)] })
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point(to)] })
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
  }
  await swipe([280, 60], [60, 70])
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[1].alt)
  await swipe([60, 60], [280, 50])
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[0].alt)
  // A vertical swipe, then a sideways one to the next photo: had the first moved, the second would not end there.
  await swipe([150, 20], [170, 200])
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[0].alt)
  await swipe([280, 60], [60, 70])
  await expect(shownPhoto(dialog)).toHaveAttribute("alt", photos[1].alt)
})

test(
  "opening a photo starts from the thumbnail already on screen and sharpens into the large photo",
  { tag: "@desktop" },
  async ({ page, expected }) => {
    const labels = expected.site.labels.lightbox
    const { alt } = photosOf(expected)[0]
    // Once the photo is tapped, every photo takes its time, as on a slow network: the dialog has only the thumbnail
    // the page already shows. Routed before the page loads, as a route turns off the browser's cache for what
    // comes after it.
    let holding = false
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/static\/.*\.(avif|webp)$/, async (route) => {
      if (holding) await held
      await route.continue()
    })
    await visit(page, "/")
    await scrollThrough(page)
    const thumbnailSrc = await thumbnail(page, labels, alt).evaluate(
      (link) => link.parentElement!.querySelector("img")!.currentSrc,
    )
    holding = true
    await thumbnail(page, labels, alt).click()
    const dialog = page.getByRole("dialog", { name: labels.dialog })
    await expect(dialog.locator(`img[src="${thumbnailSrc}"]`)).toBeVisible()
    await expect(shownPhoto(dialog)).toHaveCSS("opacity", "0")
    release()
    await expect(shownPhoto(dialog)).toHaveCSS("opacity", "1")
    await page.unrouteAll({ behavior: "ignoreErrors" })
  },
)

for (const [reducedMotion, fades] of [
  ["no-preference", 1],
  ["reduce", 0],
] as const) {
  test.describe(() => {
    test.use({ reducedMotion })

    test(
      `with prefers-reduced-motion: ${reducedMotion}, the sharpening photo fades ${fades} time(s)`,
      { tag: "@desktop" },
      async ({ page, expected }) => {
        // Counts the fades the page starts on the viewer's photos (an opacity animation of an <img>).
        await page.addInitScript(() => {
          const animate = Element.prototype.animate
          const counted = window as unknown as { photoFades: number }
          counted.photoFades = 0
          Element.prototype.animate = function (this: Element, keyframes, options) {
            if (this.localName === "img" && JSON.stringify(keyframes).includes("opacity")) counted.photoFades += 1
            return animate.call(this, keyframes, options)
          }
        })
        const dialog = await openViewer(page, expected.site.labels.lightbox, photosOf(expected)[0].alt)
        await expect(shownPhoto(dialog)).toHaveCSS("opacity", "1")
        expect(await page.evaluate(() => (window as unknown as { photoFades: number }).photoFades)).toBe(fades)
      },
    )
  })
}
