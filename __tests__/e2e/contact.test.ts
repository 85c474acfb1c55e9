/**
 * The contact page (docs/product.md, Pages, Frame and Map): the contact data of content/, the lazily
 * loaded map frame 400 px high (without JavaScript, from its <noscript> copy), and the notification that
 * copying the address or the phone raises: one at a time, gone after 5 s.
 */
import type { Page } from "@playwright/test"
import type { Expected } from "../support/expected-content"
import { expect, hostsOf, test } from "./support/fixtures"
import { visit } from "./support/pages"

const MAP_HEIGHT = 400
const NOTIFICATION_MS = 5000

/** The address, the phone as a tel: link and the opening hours of contact.yaml, seen in main. */
async function expectContactShown(page: Page, expected: Expected): Promise<void> {
  const main = page.locator("main")
  // The address may break into lines: read as rendered text.
  await expect(main.locator("address")).toHaveText(expected.shownAddress, { useInnerText: true })
  await expect(main.locator("address")).toBeSeen()
  const phone = main.getByRole("link", { name: expected.contact.phone, exact: true })
  await expect(phone).toHaveAttribute("href", `tel:${expected.contact.phone.replace(/[^\d+]/g, "")}`)
  await expect(phone).toBeSeen()
  await expect(main.getByText(expected.contact.openingHours, { exact: true })).toBeSeen()
}

/** The map: one lazy frame, 400 px high once in view. */
async function expectMap(page: Page, expected: Expected): Promise<void> {
  const map = page.locator("main").getByTitle(expected.contact.map.title, { exact: true })
  await expect(map).toHaveCount(1)
  await expect(map).toHaveAttribute("loading", "lazy")
  await expect(map).toHaveAttribute("height", String(MAP_HEIGHT))
  await map.scrollIntoViewIfNeeded()
  // Layout may place the frame on a fraction of a pixel.
  await expect.poll(async () => (await map.boundingBox())?.height).toBeCloseTo(MAP_HEIGHT, 1)
}

test(
  "shows the address, the phone (a tel: link) and the opening hours, and the map in a lazy frame 400 px high, the only request to another host",
  { tag: "@content" },
  async ({ page, expected, blocked }) => {
    await visit(page, "/contact/")
    await expectContactShown(page, expected)
    await expect(page.locator("main iframe")).toHaveCount(1)
    await expect(page.locator("main iframe")).toHaveAttribute("src", /^https:\/\/www\.google\.com\//)
    await expectMap(page, expected)
    await expect.poll(() => hostsOf(blocked)).toEqual(["www.google.com"])
  },
)

test(
  "copying the address and then the phone puts them on the clipboard and shows one notification at a time, gone after 5 s",
  { tag: "@desktop" },
  async ({ page, context, baseURL, expected }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin })
    const { copy } = expected.pages.contact
    await visit(page, "/contact/")
    const status = page.getByRole("status")

    await page.getByRole("button", { name: copy.address }).click()
    await expect(status).toContainText(copy.addressDone)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.address)

    // When the phone's notification appears on screen and when it goes, by the page's clock.
    await status.evaluate((area, done) => {
      const times = { shown: 0, gone: 0 }
      new MutationObserver(() => {
        const text = area.textContent ?? ""
        if (!times.shown && text.includes(done)) times.shown = performance.now()
        if (times.shown && !times.gone && text.trim() === "") times.gone = performance.now()
      }).observe(area, { subtree: true, childList: true, characterData: true })
      Object.assign(window, { notificationTimes: times })
    }, copy.phoneDone)
    await page.getByRole("button", { name: copy.phone }).click()
    await expect(status).toContainText(copy.phoneDone)
    await expect(status).not.toContainText(copy.addressDone)
    await expect(status.locator("p")).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.contact.phone)

    await expect(status).toHaveText("", { timeout: NOTIFICATION_MS + 5000 })
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { notificationTimes: Record<string, number> }).notificationTimes,
    )
    expect(gone - shown).toBeGreaterThanOrEqual(NOTIFICATION_MS - 100)
  },
)

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test(
    "shows the address, the phone and the opening hours, and the lazily loaded map from its <noscript> copy",
    { tag: "@content" },
    async ({ page, expected }) => {
      await visit(page, "/contact/", { hydrate: false })
      await expectContactShown(page, expected)
      await expectMap(page, expected)
    },
  )
})
