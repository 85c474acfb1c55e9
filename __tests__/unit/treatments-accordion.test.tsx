import { act, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import TreatmentsPage from "../../src/pages/treatments"
import { CategoryAccordion } from "../../src/components/treatments/CategoryAccordion"
import { formatDuration, formatPrice, pluralCs } from "../../src/utils/format"
import { allTreatments, categories, pageData, siteSettings, treatmentLabels } from "../support/content-data"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"
import { textPattern } from "../support/text-pattern"

type Treatment = Queries.CategoryCardFragment["treatments"][number]

const renderPage = () => {
  renderInFrame(
    <TreatmentsPage {...({ data: pageData.treatments } as unknown as Parameters<typeof TreatmentsPage>[0])} />,
  )
  act(() => revealAll())
}
const renderAccordion = (fixture: readonly Queries.CategoryCardFragment[]) => {
  renderInFrame(<CategoryAccordion label="Procedury" categories={fixture} />)
  act(() => revealAll())
}

// A header is a category's <summary>: its heading names the category.
const headers = () => [...document.querySelectorAll<HTMLElement>("[data-accordion-header]")]
const header = (name: string) => {
  const found = headers().filter((summary) =>
    textPattern(name, { whole: true }).test(summary.querySelector("h2")?.textContent ?? ""),
  )
  expect(found).toHaveLength(1)
  return found[0]!
}
const detailsOf = (summary: HTMLElement) => summary.parentElement as HTMLDetailsElement
const panelOf = (summary: HTMLElement) => summary.parentElement!.querySelector<HTMLElement>(":scope > ul")!

describe("the treatments of content/", () => {
  it("shows every category in order, closed, with its name as a heading, its treatment count and description", () => {
    renderPage()
    expect(headers()).toHaveLength(categories.length)
    headers().forEach((summary, at) => {
      const category = categories[at]!
      const count = pluralCs(category.treatments.length, treatmentLabels.count)
      expect(within(summary).getByRole("heading", { level: 2 })).toHaveTextContent(textPattern(category.name))
      expect(within(summary).getByText(textPattern(count, { whole: true }))).toBeInTheDocument()
      expect(within(summary).getByText(textPattern(category.description, { whole: true }))).toBeInTheDocument()
      expect(detailsOf(summary).open).toBe(false)
      expect(panelOf(summary)).not.toBeVisible()
    })
  })

  it("keeps every treatment in the page while collapsed, so the HTML carries all prices", () => {
    renderPage()
    expect(document.querySelectorAll("[data-treatment]")).toHaveLength(allTreatments.length)
  })

  it("lists each category's treatments in order with duration, price and their own booking button", () => {
    renderPage()
    headers().forEach((button, at) => {
      const { treatments } = categories[at]!
      const cards = within(panelOf(button)).getAllByRole("article", { hidden: true })
      expect(cards).toHaveLength(treatments.length)
      treatments.forEach((treatment, place) => {
        const card = cards[place]!
        expect(within(card).getByRole("heading", { hidden: true })).toHaveTextContent(textPattern(treatment.name))
        expect(card).toHaveTextContent(textPattern(formatDuration(treatment.duration)))
        expect(card).toHaveTextContent(textPattern(formatPrice(treatment.price)))
        const booking = within(card).getByRole("link", { hidden: true })
        expect(booking).toHaveAccessibleName(
          textPattern(`${siteSettings.labels.bookTreatment} – ${treatment.name} (${siteSettings.labels.newTab})`),
        )
      })
    })
  })
})

describe("the accordion", () => {
  const treatment = (slug: string, name: string, details: Partial<Treatment> = {}): Treatment => ({
    slug,
    name,
    duration: 60,
    price: 990,
    description: null,
    badge: null,
    ...details,
  })
  const fixture: Queries.CategoryCardFragment[] = [
    {
      slug: "rituals",
      name: "RITUÁLY",
      description: "Japonské rituály pro vlasovou pokožku.",
      treatments: [
        treatment("rituals-classic", "KLASIK", { duration: 90, price: 1290, description: "Základní rituál." }),
        treatment("rituals-signature", "PODPIS", { badge: "Jen u nás", description: "Náš vlastní rituál." }),
      ],
    },
    { slug: "massages", name: "MASÁŽE", description: "Masáže.", treatments: [treatment("massage-head", "Hlava")] },
    {
      slug: "men",
      name: "PRO MUŽE",
      description: "Head spa pro muže.",
      treatments: [treatment("men-60", "60 minut"), treatment("men-90", "90 minut", { duration: 90 })],
    },
  ]

  it("opens a category on click, showing its treatments, and closes it again", async () => {
    renderAccordion(fixture)
    const summary = header("RITUÁLY")
    await userEvent.click(summary)
    expect(detailsOf(summary).open).toBe(true)
    const panel = panelOf(summary)
    await waitFor(() => expect(panel).toBeVisible())
    const cards = within(panel).getAllByRole("article")
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent(/KLASIK/)
    expect(cards[0]).toHaveTextContent(/90\smin/)
    expect(cards[0]).toHaveTextContent(/1,290\.00\sKč/)

    // It shrinks for 0.3 s, then closes.
    await userEvent.click(summary)
    expect(detailsOf(summary).open).toBe(true)
    await waitFor(() => expect(detailsOf(summary).open).toBe(false), { timeout: 3000 })
    expect(panel).not.toBeVisible()
  })

  it("moves between headers with the arrow keys, Home and End (Enter and Space are the browser's: e2e)", async () => {
    renderAccordion(fixture)
    const first = header("RITUÁLY")
    first.focus()
    await userEvent.keyboard("{ArrowDown}")
    expect(header("MASÁŽE")).toHaveFocus()
    await userEvent.keyboard("{End}")
    expect(header("PRO MUŽE")).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}")
    expect(first).toHaveFocus()
    await userEvent.keyboard("{ArrowUp}")
    expect(header("PRO MUŽE")).toHaveFocus()
    await userEvent.keyboard("{Home}")
    expect(first).toHaveFocus()
  })

  it("shows a description and a badge only where a treatment has them", async () => {
    renderAccordion(fixture)
    await userEvent.click(header("RITUÁLY"))
    const [classic, signature] = within(panelOf(header("RITUÁLY"))).getAllByRole("article")
    expect(classic).toHaveTextContent("Základní rituál.")
    expect(within(classic!).queryByText("Jen u nás")).toBeNull()
    expect(within(signature!).getByText("Jen u nás")).toBeInTheDocument()

    await userEvent.click(header("PRO MUŽE"))
    for (const card of within(panelOf(header("PRO MUŽE"))).getAllByRole("article")) {
      expect(card.querySelector("p")).toBeNull()
    }
  })
})
