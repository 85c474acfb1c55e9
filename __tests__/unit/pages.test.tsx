import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ComponentType } from "react"
import NotFoundPage from "../../src/pages/404"
import AboutPage from "../../src/pages/about"
import ContactPage from "../../src/pages/contact"
import IndexPage from "../../src/pages/index"
import TreatmentsPage from "../../src/pages/treatments"
import { contact, pageData, siteSettings } from "../support/content-data"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"

// Page components get their page query's answer as `data`; the fixtures hold the real content.
// The last column counts the booking buttons a visitor sees: top bar, page sections, one per treatment.
const pages: [string, string, ComponentType<never>, unknown, number][] = [
  ["home", "/", IndexPage as ComponentType<never>, pageData.home, 3],
  ["about", "/about/", AboutPage as ComponentType<never>, pageData.about, 2],
  ["treatments", "/treatments/", TreatmentsPage as ComponentType<never>, pageData.treatments, 3 + 27],
  ["contact", "/contact/", ContactPage as ComponentType<never>, pageData.contact, 3],
  ["404", "/404/", NotFoundPage as ComponentType<never>, pageData.notFound, 1],
]
// The phone is shown with non-breaking spaces between its groups.
const phoneName = new RegExp(`^${contact.phone.replace(/\+/g, "\\+").replace(/\s+/g, "\\s")}$`)

function renderPage(Page: ComponentType<never>, data: unknown, path: string) {
  const Component = Page as ComponentType<{ data: unknown }>
  const view = renderInFrame(<Component data={data} />, path)
  act(() => revealAll())
  return view
}

describe.each(pages)("the %s page", (_name, path, Page, data, bookingCount) => {
  it("sends every booking button to the booking service in a new tab, without opener or referrer", () => {
    renderPage(Page, data, path)
    const bookingLinks = document.querySelectorAll("a[data-booking-link]")
    expect(bookingLinks).toHaveLength(bookingCount)
    for (const link of bookingLinks) {
      expect(link).toHaveAttribute("href", siteSettings.bookingUrl)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link).toHaveAccessibleName(/\(otevře\sse\sv\snovém\sokně\)/)
      expect(link.textContent).not.toContain(siteSettings.bookingUrl)
    }
  })

  it("has exactly one level-one heading and a main landmark", () => {
    renderPage(Page, data, path)
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("main")).toHaveAttribute("id", "main")
  })

  it("shows the footer with links, address, phone and copyright", () => {
    renderPage(Page, data, path)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: phoneName })).toHaveAttribute("href", "tel:+420123456789")
    expect(within(footer).getByText(contact.street, { exact: false })).toBeInTheDocument()
    expect(footer).toHaveTextContent(`© 2025 ${siteSettings.name}. Všechna práva vyhrazena.`)
    expect(within(footer).getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", siteSettings.instagramUrl)
    expect(within(footer).getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", siteSettings.facebookUrl)
    expect(within(footer).getByRole("link", { name: /Facebook/ })).toHaveAttribute("rel", "noopener noreferrer")
  })
})

it("home shows the hero, three selling points, six gallery places and the closing call to action", () => {
  renderPage(IndexPage as ComponentType<never>, pageData.home, "/")
  expect(screen.getByRole("heading", { level: 1, name: "Head Spa" })).toBeInTheDocument()
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Přírodní produkty",
    "Relaxační prostředí",
    "Profesionální péče",
  ])
  expect(screen.getByRole("link", { name: /^Rezervujte si proceduru/ })).toHaveAttribute("data-booking-link")
})

it("about shows the English heading, four values and six team members with role and bio", () => {
  renderPage(AboutPage as ComponentType<never>, pageData.about, "/about/")
  expect(screen.getByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument()
  const team = screen.getByRole("region", { name: /Náš\stým/ })
  const members = within(team).getAllByRole("article")
  expect(members).toHaveLength(6)
  expect(members[0]).toHaveTextContent(/Kateřina/)
  expect(members[0]).toHaveTextContent(/Zakladatelka/i)
  expect(members.slice(1).every((m) => /Wellness specialistka/i.test(m.textContent ?? ""))).toBe(true)
})

describe("contact", () => {
  const renderContact = () => renderPage(ContactPage as ComponentType<never>, pageData.contact, "/contact/")

  it("shows the address, the phone as a tel: link and the opening hours", () => {
    renderContact()
    const main = screen.getByRole("main")
    expect(main).toHaveTextContent(contact.street)
    expect(main).toHaveTextContent(`${contact.postcode} ${contact.city}`)
    expect(within(main).getByRole("link", { name: phoneName })).toHaveAttribute("href", "tel:+420123456789")
    expect(main).toHaveTextContent("Dle objednání")
  })

  it("embeds a lazily loaded map of the address, 400 px high, with a title", () => {
    renderContact()
    const map = screen.getByTitle(contact.map.title)
    expect(map.tagName).toBe("IFRAME")
    expect(map).toHaveAttribute("loading", "lazy")
    expect(map).toHaveAttribute("height", "400")
    expect(map.getAttribute("src")).toContain(encodeURIComponent(contact.map.query))
    expect(map.getAttribute("src")).not.toMatch(/key=/)
  })

  it("copies the phone number and says so in a notification", async () => {
    const user = userEvent.setup()
    renderContact()
    await user.click(screen.getByRole("button", { name: "Zkopírovat číslo" }))
    await expect(navigator.clipboard.readText()).resolves.toBe(contact.phone)
    expect(screen.getByRole("status")).toHaveTextContent(/Telefonní číslo/)
  })
})
