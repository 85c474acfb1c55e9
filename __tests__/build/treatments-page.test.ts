/**
 * The built /treatments/ page carries every treatment of content/treatments
 * with its exact price and duration, so the whole data path (YAML → schema →
 * page query → static HTML) is proven end to end.
 */
import { checkContent } from "../../src/gatsby/content/check-content"
import { builtPage, plainText } from "../support/built-site"
import { realContentDir } from "../support/content-fixture"

type TreatmentYaml = { name: string; category: string; duration: number; price: number; description?: string }

const treatments = checkContent(realContentDir)
  .files.filter((f) => f.collection.typeName === "Treatment")
  .map((f) => f.data as TreatmentYaml)

const page = builtPage("treatments")
const cards = [...page.querySelectorAll("[data-treatment]")]
const cardText = (name: string) =>
  cards
    .filter((card) => plainText(card.querySelector("h3")?.textContent) === plainText(name))
    .map((card) => plainText(card.textContent))

it("has all 27 treatments", () => {
  expect(treatments).toHaveLength(27)
  expect(cards).toHaveLength(27)
})

it.each(treatments.map((t) => [t.name, t] as const))("shows %s with its exact duration and price", (_name, t) => {
  const [text, ...others] = cardText(t.name)
  expect(others).toHaveLength(0)
  const price = `${t.price.toLocaleString("en-US", { minimumFractionDigits: 2 })} Kč`
  expect(text).toContain(`${t.duration} min`)
  expect(text).toContain(price)
})

it("shows the catalogue's reference prices exactly", () => {
  const all = cards.map((card) => plainText(card.textContent)).join("\n")
  for (const expected of ["1,290.00 Kč", "2,890.00 Kč", "2,499.00 Kč", "4,000.00 Kč", "300.00 Kč", "990.00 Kč"]) {
    expect(all).toContain(expected)
  }
})
