/**
 * The photo viewer of the home page's gallery in Chromium, where the platform's
 * modal <dialog> does what jsdom cannot: the page behind is inert and does not
 * scroll, the focus stays inside, Escape closes and the focus goes back to the
 * photo. A photo starts as the thumbnail already on screen and sharpens; the
 * photos one tap away are already loaded when the visitor moves to them; a
 * swipe moves; under reduced motion nothing fades.
 */
import type { BrowserContext, Locator, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { type BrowserSession, launchBrowser } from "./support/browser"
import { published } from "./support/content"
import { blankIcons, eventually, openPage, scrollThrough } from "./support/pages"
import { type SiteServer, startSiteServer } from "./support/server"

const labels = published.site.labels.lightbox
const photos = published.pages.home.gallery.images

let server: SiteServer
let browser: BrowserSession
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSiteServer(), launchBrowser({ hasTouch: true })])
})
afterAll(() => Promise.all([browser?.close(), server?.close()]))

/** Counts the fades the page starts on the viewer's photos (an opacity animation of an <img>). */
async function countPhotoFades(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const animate = Element.prototype.animate
    const counted = window as unknown as { photoFades: number }
    counted.photoFades = 0
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.localName === "img" && JSON.stringify(keyframes).includes("opacity")) counted.photoFades += 1
      return animate.call(this, keyframes, options)
    }
  })
}

async function openHome(width: number): Promise<Page> {
  const { page } = await openPage(browser, server.url, "/", width)
  await scrollThrough(page)
  return page
}

const thumbnail = (page: Page, index: number) =>
  page.getByRole("link", { name: `${labels.open}: ${photos[index]!.alt}` })
const viewer = (page: Page) => page.getByRole("dialog", { name: labels.dialog })
/** The photo the viewer shows now: its one <img> that is not hidden from screen readers. */
const shownPhoto = (dialog: Locator) => dialog.locator("picture img:not([aria-hidden])")

async function openViewer(page: Page, index = 0): Promise<Locator> {
  await thumbnail(page, index).scrollIntoViewIfNeeded()
  await thumbnail(page, index).click()
  const dialog = viewer(page)
  await dialog.waitFor()
  return dialog
}

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

describe.each([375, 1280])("at %i px", (width) => {
  it("opens as a modal dialog with the focus on its close button; the page behind is inert and does not scroll", async () => {
    const page = await openHome(width)
    const dialog = await openViewer(page)
    const scrolledTo = await page.evaluate(() => window.scrollY)
    expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels.close)
    // Its buttons' icons exist only once it opens; their symbols were in the page from the start.
    expect(await blankIcons(dialog)).toEqual([])

    // The page behind takes no focus and no scroll.
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("header a")!
      link.focus()
      return { focused: document.activeElement === link, overflow: getComputedStyle(document.documentElement).overflow }
    })
    expect(behind).toEqual({ focused: false, overflow: "hidden" })
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)

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
    await page.close()
  })

  it("moves with a tap on its next and previous buttons, which lie over the photo", async () => {
    const page = await openHome(width)
    const dialog = await openViewer(page, 0)
    await eventually(async () => expect(await loaded(shownPhoto(dialog))).toBe(true))
    // A tap reaches a button only if nothing covers it (Playwright checks what is under the finger).
    await dialog.getByRole("button", { name: labels.next }).tap({ timeout: 5000 })
    await eventually(async () => expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photos[1]!.alt))
    await dialog.getByRole("button", { name: labels.previous }).tap({ timeout: 5000 })
    await eventually(async () => expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photos[0]!.alt))
    await page.close()
  })

  it("closes with Escape and gives the focus back to the photo last shown", async () => {
    const page = await openHome(width)
    const dialog = await openViewer(page, 1)
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Escape")
    await eventually(async () => expect(await dialog.count()).toBe(0))
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
      ),
    ).toContain(photos[2]!.alt)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
    await page.close()
  })
})

describe("moving between photos", () => {
  it("has the photos one tap away loaded before the visitor moves, and shows them at once", async () => {
    const page = await openHome(1280)
    const dialog = await openViewer(page, 0)
    await eventually(async () => expect(await loaded(shownPhoto(dialog))).toBe(true))
    // The neighbours (the last photo and the second) load in place, invisible and hidden from screen readers.
    const waiting = dialog.locator("picture img[aria-hidden]")
    await eventually(async () => expect(await waiting.count()).toBe(Math.min(2, photos.length - 1)))
    await eventually(async () =>
      expect(
        await waiting.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      ).toBe(true),
    )

    // Moving on shows a photo whose file is already there: no request for it, drawn at once.
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    for (const [key, expected] of [
      ["ArrowRight", photos[1]!],
      ["ArrowLeft", photos[0]!],
      ["ArrowLeft", photos.at(-1)!],
    ] as const) {
      requested.length = 0
      await page.keyboard.press(key)
      expect(await shownPhoto(dialog).getAttribute("alt")).toBe(expected.alt)
      expect(await loaded(shownPhoto(dialog))).toBe(true)
      expect(requested).not.toContain(await shownPhoto(dialog).evaluate((img: HTMLImageElement) => img.currentSrc))
    }
    await page.close()
  })

  it("moves with a sideways swipe and ignores a vertical one", async () => {
    const page = await openHome(375)
    const dialog = await openViewer(page, 0)
    const box = (await shownPhoto(dialog).boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (from: [number, number], to: [number, number]) => {
      const point = ([x, y]: [number, number]) => ({ x: box.x + x, y: box.y + y })
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(from)] })
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point(to)] })
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    }
    await swipe([280, 60], [60, 70])
    await eventually(async () => expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photos[1]!.alt))
    await swipe([60, 60], [280, 50])
    await eventually(async () => expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photos[0]!.alt))
    await swipe([150, 20], [170, 200])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await shownPhoto(dialog).getAttribute("alt")).toBe(photos[0]!.alt)
    await page.close()
  })
})

describe("opening a photo", () => {
  it("starts from the thumbnail already on screen and sharpens into the large photo", async () => {
    const page = await openHome(1280)
    const thumbnailSrc = await thumbnail(page, 0).evaluate(
      (button) => button.parentElement!.querySelector("img")!.currentSrc,
    )
    // The large photo takes its time, as on a slow network.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/static\/.*\.(avif|webp)$/, async (route) => {
      await held
      await route.continue()
    })
    const dialog = await openViewer(page, 0)
    const placeholder = dialog.locator(`img[src="${thumbnailSrc}"]`)
    expect(await placeholder.isVisible()).toBe(true)
    expect(await shownPhoto(dialog).evaluate((img) => getComputedStyle(img).opacity)).toBe("0")
    release()
    await eventually(async () =>
      expect(await shownPhoto(dialog).evaluate((img) => getComputedStyle(img).opacity)).toBe("1"),
    )
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await page.close()
  })
})

describe("motion", () => {
  it.each([
    ["no-preference", 1],
    ["reduce", 0],
  ] as const)(
    "with prefers-reduced-motion: %s, the sharpening photo fades %i time(s)",
    async (reducedMotion, fades) => {
      const session = await launchBrowser({ reducedMotion })
      await countPhotoFades(session.context)
      const { page } = await openPage(session, server.url, "/", 1280)
      await scrollThrough(page)
      const dialog = await openViewer(page, 0)
      await eventually(async () =>
        expect(await shownPhoto(dialog).evaluate((img) => getComputedStyle(img).opacity)).toBe("1"),
      )
      expect(await page.evaluate(() => (window as unknown as { photoFades: number }).photoFades)).toBe(fades)
      await session.close()
    },
  )
})
