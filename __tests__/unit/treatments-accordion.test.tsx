import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import TreatmentsPage from "../../src/pages/treatments"
import { categories, pageData } from "../support/content-data"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"

const renderPage = () => {
  const view = renderInFrame(
    <TreatmentsPage {...({ data: pageData.treatments } as unknown as Parameters<typeof TreatmentsPage>[0])} />,
    "/treatments/",
  )
  act(() => revealAll())
  return view
}

// A header's accessible name is the category name followed by its treatment count.
const header = (name: string) =>
  screen.getByRole("button", { name: new RegExp(`^${name.replace(/[/-]/g, "\\$&")}\\s\\d`) })
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement

it("shows the seven categories in order, all collapsed", () => {
  renderPage()
  const accordionHeaders = document.querySelectorAll("[data-accordion-header]")
  expect([...accordionHeaders].map((h) => h.querySelector("span")?.textContent)).toEqual(categories.map((c) => c.name))
  for (const button of accordionHeaders) {
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(panelOf(button as HTMLElement)).not.toBeVisible()
  }
})

it("opens a category on click, showing its treatments with duration and price, and closes it again", async () => {
  renderPage()
  const button = header("HEAD SPA")
  await userEvent.click(button)
  expect(button).toHaveAttribute("aria-expanded", "true")
  const panel = panelOf(button)
  await waitFor(() => expect(panel).toBeVisible())
  expect(screen.getByRole("region", { name: /^HEAD SPA\s8/ })).toBe(panel)
  const cards = within(panel).getAllByRole("article")
  expect(cards).toHaveLength(8)
  expect(cards[0]).toHaveTextContent(/CLASSIC/)
  expect(cards[0]).toHaveTextContent(/90\smin/)
  expect(cards[0]).toHaveTextContent(/1,290\.00\sKč/)
  expect(
    within(cards[0]).getByRole("link", {
      name: /^Objednat tuto proceduru\s*–\s*CLASSIC\s*\(otevře\sse\sv\snovém\sokně\)$/,
    }),
  ).toBeInTheDocument()

  await userEvent.click(button)
  expect(button).toHaveAttribute("aria-expanded", "false")
  await waitFor(() => expect(panel).not.toBeVisible())
})

it("opens and closes with the keyboard, and arrow keys move between headers", async () => {
  renderPage()
  const first = header("HEAD SPA")
  first.focus()
  await userEvent.keyboard("{Enter}")
  expect(first).toHaveAttribute("aria-expanded", "true")
  await userEvent.keyboard(" ")
  expect(first).toHaveAttribute("aria-expanded", "false")

  await userEvent.keyboard("{ArrowDown}")
  expect(header("HEAD SPA LIMITED EDITION")).toHaveFocus()
  await userEvent.keyboard("{End}")
  expect(header("HEAD SPA - PRO MUŽE")).toHaveFocus()
  await userEvent.keyboard("{ArrowDown}")
  expect(first).toHaveFocus()
  await userEvent.keyboard("{ArrowUp}")
  expect(header("HEAD SPA - PRO MUŽE")).toHaveFocus()
  await userEvent.keyboard("{Home}")
  expect(first).toHaveFocus()
})

it("keeps every treatment in the page while collapsed, so the HTML carries all prices", () => {
  renderPage()
  expect(document.querySelectorAll("[data-treatment]")).toHaveLength(27)
})

it("shows descriptions where there are some and none for the men's head spa", async () => {
  renderPage()
  await userEvent.click(header("HEAD SPA - PRO MUŽE"))
  const cards = within(panelOf(header("HEAD SPA - PRO MUŽE"))).getAllByRole("article")
  expect(cards).toHaveLength(3)
  for (const card of cards) expect(card.querySelector("p")).toBeNull()
})
