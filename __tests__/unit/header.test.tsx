import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInFrame } from "../support/render-page"

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y })
    fireEvent.scroll(window)
  })

const banner = () => screen.getByRole("banner")
const toggle = () => screen.getByRole("button", { name: /menu/i })
// The links show as a row from 1024 px up; jsdom applies no media queries, so a closed menu counts as hidden.
const barNav = () => within(banner()).getByRole("navigation", { name: "Hlavní navigace" })
const barLink = (name: string | RegExp) => within(barNav()).getByRole("link", { name, hidden: true })

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
    expect(screen.getByRole("link", { name: "Přeskočit na obsah" })).toHaveFocus()
    expect(screen.getByRole("link", { name: "Přeskočit na obsah" })).toHaveAttribute("href", "#main")
  })
})

describe("navigation", () => {
  it("marks the current route's link with aria-current=page and no other", () => {
    renderInFrame(<main />, "/treatments/")
    expect(barLink("Procedury")).toHaveAttribute("aria-current", "page")
    for (const name of ["Domů", /O\snás/, "Kontakt"]) {
      expect(barLink(name)).not.toHaveAttribute("aria-current")
    }
  })

  it("treats a path without the trailing slash as the same route", () => {
    renderInFrame(<main />, "/about")
    expect(barLink(/O\snás/)).toHaveAttribute("aria-current", "page")
  })

  it("links the four routes", () => {
    renderInFrame(<main />)
    const hrefs = within(barNav())
      .getAllByRole("link", { hidden: true })
      .map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(["/", "/about/", "/treatments/", "/contact/"])
  })
})

describe("mobile menu", () => {
  it("is closed at first and opened by the toggle, which says so", async () => {
    renderInFrame(<main />)
    const menu = document.getElementById(toggle().getAttribute("aria-controls") ?? "")
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveAccessibleName("Otevřít menu")
    expect(menu).not.toBeVisible()

    await userEvent.click(toggle())
    expect(toggle()).toHaveAttribute("aria-expanded", "true")
    expect(toggle()).toHaveAccessibleName("Zavřít menu")
    expect(menu).toBeVisible()
    expect(
      within(menu as HTMLElement).getAllByRole("link", { name: /^(Domů|O\snás|Procedury|Kontakt)$/ }),
    ).toHaveLength(4)
    expect(within(menu as HTMLElement).getByRole("link", { name: "Domů" })).toHaveFocus()
  })

  it("closes when a link is chosen", async () => {
    renderInFrame(<main />)
    await userEvent.click(toggle())
    const menu = document.getElementById(toggle().getAttribute("aria-controls") ?? "") as HTMLElement
    await userEvent.click(within(menu).getByRole("link", { name: "Kontakt" }))
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()
  })

  it("closes on Escape and gives focus back to the toggle", async () => {
    renderInFrame(<main />)
    await userEvent.click(toggle())
    await userEvent.keyboard("{Escape}")
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveFocus()
  })

  it("closes when the route changes", async () => {
    const { navigate } = renderInFrame(<main />)
    await userEvent.click(toggle())
    navigate("/about/")
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on a click outside the top bar", async () => {
    renderInFrame(<main>obsah</main>)
    await userEvent.click(toggle())
    await userEvent.click(screen.getByText("obsah"))
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
  })
})
