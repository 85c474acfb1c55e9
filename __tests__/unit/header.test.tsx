import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { siteSettings } from "../support/content-data"
import { renderInFrame } from "../support/render-page"
import { textPattern } from "../support/text-pattern"

const { nav, labels } = siteSettings
const linkName = (label: string) => textPattern(label, { whole: true })

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y })
    fireEvent.scroll(window)
  })

const banner = () => screen.getByRole("banner")
const toggle = () => screen.getByRole("button", { name: new RegExp(`^(${labels.openMenu}|${labels.closeMenu})$`) })
// The links show as a row from 1024 px up; jsdom applies no media queries, so a closed menu counts as hidden
// (visibility: hidden): its links have no accessible name here and are found by their text. Chromium's tests
// find them by role and name (e2e/pages.test.ts, e2e/frame.test.ts).
const barNav = () => within(banner()).getByRole("navigation", { name: labels.mainNav })
const barLink = (label: string) => within(barNav()).getByText(linkName(label), { selector: "a" })

afterEach(() => scrollTo(0))

describe("top bar", () => {
  it("is transparent at the top, solid past 50 px, and transparent again when scrolled back", () => {
    renderInFrame(<main />)
    expect(banner()).toHaveAttribute("data-scrolled", "false")
    scrollTo(50)
    expect(banner()).toHaveAttribute("data-scrolled", "false")
    scrollTo(51)
    expect(banner()).toHaveAttribute("data-scrolled", "true")
    scrollTo(400)
    expect(banner()).toHaveAttribute("data-scrolled", "true")
    scrollTo(10)
    expect(banner()).toHaveAttribute("data-scrolled", "false")
  })

  it("has a skip link to the main content as the first stop", async () => {
    renderInFrame(<main id="main" />)
    await userEvent.tab()
    expect(screen.getByRole("link", { name: labels.skipLink })).toHaveFocus()
    expect(screen.getByRole("link", { name: labels.skipLink })).toHaveAttribute("href", "#main")
  })
})

describe("navigation", () => {
  it.each(nav.map((item) => [item.path, item]))(
    "on %s marks that route's link with aria-current=page and no other",
    (path, current) => {
      renderInFrame(<main />, path)
      for (const item of nav) {
        if (item === current) expect(barLink(item.label)).toHaveAttribute("aria-current", "page")
        else expect(barLink(item.label)).not.toHaveAttribute("aria-current")
      }
    },
  )

  it.each(nav.map((item) => [item.path.replace(/\/$/, ""), item]))(
    "treats %p, without the trailing slash, as the same route",
    (path, current) => {
      renderInFrame(<main />, path)
      expect(barLink(current.label)).toHaveAttribute("aria-current", "page")
    },
  )

  it("links the routes of content/site.yaml in their order", () => {
    renderInFrame(<main />)
    const hrefs = within(barNav())
      .getAllByRole("link", { hidden: true })
      .map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(nav.map((item) => item.path))
  })
})

// The menu is the browser's popover, which jsdom does not have: its opening, closing and focus are
// tested in Chromium (e2e/frame.test.ts, e2e/before-scripts.test.ts). Here: the markup that makes it work.
describe("mobile menu", () => {
  it("is a toggle named to open it that opens the list of links as a popover", () => {
    renderInFrame(<main />)
    expect(toggle()).toHaveAccessibleName(labels.openMenu)
    const menu = document.getElementById(toggle().getAttribute("popovertarget") ?? "")
    expect(menu).toHaveAttribute("popover", "auto")
    const links = within(menu as HTMLElement).getAllByRole("link", { hidden: true })
    expect(links.map((link) => link.getAttribute("href"))).toEqual(nav.map((item) => item.path))
  })
})

// jsdom has no popovers, as Safari before 17 and Firefox before 125: there the scripts open the menu. (jsdom
// evaluates neither @supports nor media queries, so the links count as hidden; Chromium, which has popovers, cannot
// show the fallback's CSS either.)
describe("mobile menu in a browser without popovers", () => {
  const menuLinks = () => within(document.getElementById(toggle().getAttribute("popovertarget") ?? "") as HTMLElement)
  const navOpen = () => barNav().hasAttribute("data-open")

  it("opens from its toggle with the focus on the first link, renamed to close it, on a solid bar", async () => {
    renderInFrame(<main />)
    await userEvent.click(toggle())
    expect(navOpen()).toBe(true)
    expect(toggle()).toHaveAccessibleName(labels.closeMenu)
    expect(menuLinks().getAllByRole("link", { hidden: true })[0]).toHaveFocus()
    await userEvent.click(toggle())
    expect(navOpen()).toBe(false)
    expect(toggle()).toHaveAccessibleName(labels.openMenu)
  })

  it("closes on Escape with the focus back on its toggle, and on a tap outside", async () => {
    renderInFrame(<main>Obsah</main>)
    await userEvent.click(toggle())
    await userEvent.keyboard("{Escape}")
    expect(navOpen()).toBe(false)
    expect(toggle()).toHaveFocus()
    await userEvent.click(toggle())
    await userEvent.click(screen.getByText("Obsah"))
    expect(navOpen()).toBe(false)
  })

  it("closes when a link is chosen", async () => {
    renderInFrame(<main />)
    await userEvent.click(toggle())
    await userEvent.click(menuLinks().getAllByRole("link", { hidden: true })[0])
    expect(navOpen()).toBe(false)
  })
})
