/**
 * @jest-environment node
 *
 * The treatments' list says a category by its name where Decap prints its key
 * (src/admin/category-names.ts): at the start of a treatment's summary and at
 * the end of a group's heading, and nowhere else. The browser test of the list:
 * __tests__/e2e/admin/admin-lists.test.ts.
 */
import { headingWithName, summaryWithName } from "../../src/admin/category-names"

const names = new Map([
  ["head-spa", "HEAD SPA"],
  ["keratin-botox", "BRAZILSKÝ KERATIN / VLASOVÝ BOTOX"],
])

it("names the category a treatment's summary starts with", () => {
  expect(summaryWithName("head-spa · 1. CLASSIC – 90 min, 1290 Kč", names)).toBe(
    "HEAD SPA · 1. CLASSIC – 90 min, 1290 Kč",
  )
  expect(summaryWithName("keratin-botox · 2. Střední délka – 120 min, 2800 Kč", names)).toBe(
    "BRAZILSKÝ KERATIN / VLASOVÝ BOTOX · 2. Střední délka – 120 min, 2800 Kč",
  )
})

it("leaves alone a summary already named, one with an unknown key, and any other text", () => {
  for (const text of [
    "HEAD SPA · 1. CLASSIC – 90 min, 1290 Kč",
    "nehty · 1. Manikúra – 60 min, 500 Kč",
    "1. Kateřina",
    "head-spa",
    " · 1. CLASSIC",
    "CLASSIC – head-spa · 1.",
  ])
    expect(summaryWithName(text, names)).toBeUndefined()
})

it("names the category a group's heading ends with, and nothing else", () => {
  expect(headingWithName("Kategorie head-spa", names)).toBe("Kategorie HEAD SPA")
  expect(headingWithName("Kategorie HEAD SPA", names)).toBeUndefined()
  expect(headingWithName("Kategorie nehty", names)).toBeUndefined()
  expect(headingWithName("head-spa", names)).toBeUndefined()
})
