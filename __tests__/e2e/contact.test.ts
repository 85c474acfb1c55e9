/**
 * The contact page in Chromium (docs/product.md, Pages, Frame and Map): the
 * contact data, the lazily loaded map frame 400 px high, and the notification
 * that copying the address or the phone raises: one at a time, gone after 5 s.
 */
import { published } from "./support/content"
import { blockedHostsSince, eventually, WIDTHS } from "./support/pages"
import { expectContactShown } from "./support/site-checks"
import { startSiteSession } from "./support/site-session"

const MAP_HEIGHT = 400
const NOTIFICATION_MS = 5000

const session = startSiteSession()
const openContact = async (width: number) => (await session.open("/contact/", width)).page

const { address, contact } = published
const contactPage = published.pages.contact

describe.each(WIDTHS)("at %i px", (width) => {
  it("shows the address, the phone (a tel: link) and the opening hours, and the map in a lazy frame 400 px high, the only request to another host", async () => {
    const from = session.browser.blocked.length
    const page = await openContact(width)
    await expectContactShown(page, published)
    const map = page.locator("main iframe")
    expect(await map.count()).toBe(1)
    expect(await map.getAttribute("loading")).toBe("lazy")
    expect(await map.getAttribute("height")).toBe(String(MAP_HEIGHT))
    expect(await map.getAttribute("title")).toBe(contact.map.title)
    expect(new URL((await map.getAttribute("src")) ?? "").host).toBe("www.google.com")

    await map.scrollIntoViewIfNeeded()
    // Layout may place the frame on a fraction of a pixel.
    expect((await map.boundingBox())?.height).toBeCloseTo(MAP_HEIGHT, 1)
    await eventually(() => expect(blockedHostsSince(session.browser, from)).toEqual(["www.google.com"]))
  })
})

describe("at 1280 px, copying the address and then the phone", () => {
  it("puts them on the clipboard and shows one notification at a time, gone after 5 s", async () => {
    await session.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: session.server.url.replace(/\/$/, ""),
    })
    const page = await openContact(1280)
    const status = page.getByRole("status")

    await page.getByRole("button", { name: contactPage.copy.address }).click()
    await eventually(async () => expect(await status.innerText()).toContain(contactPage.copy.addressDone))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    await page.getByRole("button", { name: contactPage.copy.phone }).click()
    const shownAt = Date.now()
    await eventually(async () => expect(await status.innerText()).toContain(contactPage.copy.phoneDone))
    expect(await status.innerText()).not.toContain(contactPage.copy.addressDone)
    expect(await status.locator("p").count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(contact.phone)

    await eventually(async () => expect((await status.innerText()).trim()).toBe(""), NOTIFICATION_MS + 2000, 100)
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(NOTIFICATION_MS - 500)
  })
})
