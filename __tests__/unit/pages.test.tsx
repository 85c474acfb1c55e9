/**
 * The real pages with the real content: every expectation comes from content/
 * (through loadContent), so the salon's edits move the expectations with them.
 */
import fs from "node:fs"
import path from "node:path"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ComponentType } from "react"
import NotFoundPage from "../../src/pages/404"
import AboutPage from "../../src/pages/about"
import ContactPage from "../../src/pages/contact"
import IndexPage from "../../src/pages/index"
import TreatmentsPage from "../../src/pages/treatments"
import { allTreatments, contact, content, pageData, siteSettings } from "../support/content-data"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"
import { textPattern } from "../support/text-pattern"
import { NOT_FOUND_ROUTE, ROUTES } from "../../src/routes"

const { pages } = content
type Page = ComponentType<never>

// Page components get their page query's answer as `data`. The last column counts the booking
// buttons a visitor sees: the top bar's, the page's own, and one per treatment on /treatments/.
const routes: [string, string, Page, unknown, number][] = [
  ["home", "/", IndexPage as Page, pageData.home, 3],
  ["about", "/about/", AboutPage as Page, pageData.about, 2],
  ["treatments", "/treatments/", TreatmentsPage as Page, pageData.treatments, 3 + allTreatments.length],
  ["contact", "/contact/", ContactPage as Page, pageData.contact, 3],
  ["404", "/404/", NotFoundPage as Page, pageData.notFound, 1],
]
const phoneName = textPattern(contact.phone, { whole: true })
const telHref = `tel:${contact.phone.replace(/\s/g, "")}`

function renderPage(Page: Page, data: unknown, path: string) {
  const Component = Page as ComponentType<{ data: unknown }>
  const view = renderInFrame(<Component data={data} />, path)
  act(() => revealAll())
  return view
}

describe.each(routes)("the %s page", (_name, path, Page, data, bookingCount) => {
  it("sends every booking button to the booking service in a new tab, without opener or referrer", () => {
    renderPage(Page, data, path)
    const bookingLinks = document.querySelectorAll("a[data-booking-link]")
    expect(bookingLinks).toHaveLength(bookingCount)
    for (const link of bookingLinks) {
      expect(link).toHaveAttribute("href", siteSettings.bookingUrl)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link).toHaveAccessibleName(textPattern(`(${siteSettings.labels.newTab})`))
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
    expect(within(footer).getByRole("link", { name: phoneName })).toHaveAttribute("href", telHref)
    expect(within(footer).getByText(textPattern(contact.street))).toBeInTheDocument()
    expect(footer).toHaveTextContent(
      textPattern(`© ${siteSettings.copyrightYear} ${siteSettings.name}. ${siteSettings.footer.rightsReserved}`),
    )
    const instagram = within(footer).getByRole("link", { name: textPattern(siteSettings.labels.instagram) })
    const facebook = within(footer).getByRole("link", { name: textPattern(siteSettings.labels.facebook) })
    expect(instagram).toHaveAttribute("href", siteSettings.instagramUrl)
    expect(facebook).toHaveAttribute("href", siteSettings.facebookUrl)
    expect(facebook).toHaveAttribute("rel", "noopener noreferrer")
  })
})

it("home shows the hero, the selling points, the gallery's places and the closing call to action", () => {
  renderPage(IndexPage as Page, pageData.home, "/")
  expect(
    screen.getByRole("heading", { level: 1, name: textPattern(pages.home.hero.title, { whole: true }) }),
  ).toBeInTheDocument()
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent?.replace(/\s+/g, " "))).toEqual(
    pages.home.features.items.map((item) => item.title.replace(/\s+/g, " ")),
  )
  const gallery = screen.getByRole("region", { name: textPattern(pages.home.gallery.heading, { whole: true }) })
  expect(within(gallery).getAllByRole("listitem")).toHaveLength(pages.home.gallery.images.length)
  const cta = screen.getByRole("link", { name: textPattern(pages.home.cta.button, { start: true }) })
  expect(cta).toHaveAttribute("data-booking-link")
})

it("about shows its heading, the values and every team member in order with role and bio", () => {
  renderPage(AboutPage as Page, pageData.about, "/about/")
  expect(
    screen.getByRole("heading", { level: 1, name: textPattern(pages.about.heading, { whole: true }) }),
  ).toBeInTheDocument()
  const values = screen.getByRole("region", { name: textPattern(pages.about.values.heading, { whole: true }) })
  expect(
    within(values)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent?.replace(/\s+/g, " ")),
  ).toEqual(pages.about.values.items.map((item) => item.title.replace(/\s+/g, " ")))
  const team = screen.getByRole("region", { name: textPattern(pages.about.team.heading, { whole: true }) })
  const cards = within(team).getAllByRole("article")
  expect(cards).toHaveLength(content.team.length)
  content.team.forEach((member, at) => {
    const card = cards[at]!
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(textPattern(member.name))
    expect(card).toHaveTextContent(textPattern(siteSettings.roles[member.role]))
    expect(card).toHaveTextContent(textPattern(member.bio))
  })
})

describe("contact", () => {
  const renderContact = () => renderPage(ContactPage as Page, pageData.contact, "/contact/")

  it("shows the address, the phone as a tel: link and the opening hours", () => {
    renderContact()
    const main = screen.getByRole("main")
    expect(main).toHaveTextContent(textPattern(contact.street))
    expect(main).toHaveTextContent(textPattern(`${contact.postcode} ${contact.city}`))
    expect(within(main).getByRole("link", { name: phoneName })).toHaveAttribute("href", telHref)
    expect(main).toHaveTextContent(textPattern(contact.openingHours))
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
    await user.click(screen.getByRole("button", { name: textPattern(pages.contact.copy.phone, { whole: true }) }))
    await expect(navigator.clipboard.readText()).resolves.toBe(contact.phone)
    expect(screen.getByRole("status")).toHaveTextContent(textPattern(pages.contact.copy.phoneDone))
  })
})

describe("the route table", () => {
  // Gatsby makes a page of each file in src/pages/: index is "/", any other name its own folder.
  const files = fs.readdirSync(path.resolve(__dirname, "..", "..", "src", "pages"))
  const routeOf = (file: string) => (file === "index.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}/`)

  it("names every page of src/pages/, and only those (the 404 page answers every other address)", () => {
    expect(
      files
        .filter((file) => file !== "404.tsx")
        .map(routeOf)
        .sort(),
    ).toEqual(Object.values(ROUTES).sort())
    expect(files).toContain("404.tsx")
    expect(routeOf("404.tsx")).toBe(NOT_FOUND_ROUTE)
  })
})
