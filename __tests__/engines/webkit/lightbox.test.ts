/**
 * The photo viewer of the home page's gallery in Safari's engine (docs/product.md, Photos): a thumbnail opens
 * the platform's modal <dialog> on its photo, with the focus inside; its arrow buttons and the arrow keys move
 * between the photos; Escape closes it and gives the focus back to the thumbnail of the photo last shown.
 */
import type { Expected } from "../../support/expected-content"
import { expect, test } from "./support/fixtures"
import type { WebKitPage } from "./support/page"
import { hydrated } from "./support/site"

type Labels = Expected["site"]["labels"]["lightbox"]

/** A gallery thumbnail: the link named "<open>: <alt>" (its text, some of it visually hidden). */
const thumbnail = (tab: WebKitPage, labels: Labels, alt: string) =>
  tab.find(
    `the thumbnail of "${alt}"`,
    (name) => [...document.querySelectorAll("main a")].find((a) => a.textContent?.replace(/\s+/g, " ").trim() === name),
    `${labels.open}: ${alt}`.replace(/\s+/g, " ").trim(),
  )

/** The viewer: open, modal, the photo it shows (its one <img> not hidden from screen readers), where the focus is. */
const viewer = (tab: WebKitPage, labels: Labels) =>
  tab.evaluate((name) => {
    const dialog = [...document.querySelectorAll("dialog")].find((each) => each.getAttribute("aria-label") === name)
    const focused = document.activeElement
    return {
      open: dialog?.open ?? false,
      modal: dialog?.matches(":modal") ?? false,
      shown: dialog?.querySelector<HTMLImageElement>("picture img:not([aria-hidden])")?.alt ?? null,
      focusInside: dialog !== undefined && dialog.contains(focused),
    }
  }, labels.dialog)

/** A button of the viewer, by its name (visually hidden text). */
const viewerButton = (tab: WebKitPage, label: string) =>
  tab.find(
    `the viewer's button "${label}"`,
    (name) =>
      [...document.querySelectorAll("dialog[open] button")].find(
        (button) => button.textContent?.replace(/\s+/g, " ").trim() === name,
      ),
    label,
  )

async function openViewer(tab: WebKitPage, labels: Labels, alt: string): Promise<void> {
  await tab.goto("/")
  const link = await thumbnail(tab, labels, alt)
  // React's click handler must be there: before it, the link opens the large photo as a page of its own.
  await hydrated(tab, link)
  await tab.click(link)
  await expect.poll(() => viewer(tab, labels)).toEqual({ open: true, modal: true, shown: alt, focusInside: true })
}

test("a thumbnail opens the viewer; its buttons and the arrow keys move; Escape closes it, the focus back on the last photo's thumbnail", async ({
  tab,
  expected,
}) => {
  const labels = expected.site.labels.lightbox
  // The home page's gallery has six photos (content's rule).
  const at = (index: number) => expected.pages.home.gallery.images[index].alt
  const shown = async () => (await viewer(tab, labels)).shown
  await openViewer(tab, labels, at(1))
  // WebDriver's click lands on the button's centre only if nothing covers it there, as a tap would.
  await tab.click(await viewerButton(tab, labels.next))
  await expect.poll(shown).toBe(at(2))
  await tab.click(await viewerButton(tab, labels.previous))
  await expect.poll(shown).toBe(at(1))
  await tab.press("ArrowRight")
  await expect.poll(shown).toBe(at(2))
  await tab.press("ArrowLeft")
  await tab.press("ArrowLeft")
  await expect.poll(shown).toBe(at(0))

  await tab.press("Escape")
  await expect.poll(() => viewer(tab, labels)).toEqual({ open: false, modal: false, shown: null, focusInside: false })
  const last = await thumbnail(tab, labels, at(0))
  expect(await tab.evaluateOn(last, (link) => link === document.activeElement)).toBe(true)
  // The page scrolls again.
  expect(await tab.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
})
