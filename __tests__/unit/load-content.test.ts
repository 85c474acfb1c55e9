/**
 * @jest-environment node
 *
 * loadContent: the checked content, typed and in the order the site shows it.
 */
import { ContentError, loadContent } from "../../src/content"
import { copyContent, fixtureContentDir, realContentDir } from "../support/content-fixture"

it("gives every category its treatments in order, and the team in order", () => {
  const { categories, team } = loadContent(fixtureContentDir)
  expect(categories.map((c) => [c.slug, c.treatments.map((t) => t.slug)])).toEqual([
    ["head-spa", ["head-spa-classic", "head-spa-candle"]],
    ["massages", ["massages-head"]],
  ])
  expect(team.map((m) => m.slug)).toEqual(["jana", "eva"])
})

it("reads the live content/ the same way: every treatment in the category its file names", () => {
  const { categories } = loadContent(realContentDir)
  for (const category of categories) {
    expect(category.treatments.length).toBeGreaterThan(0)
    for (const treatment of category.treatments) expect(treatment.category).toBe(category.slug)
  }
})

it("names each entry by its file, which stays when the entry's name changes", () => {
  const fixture = copyContent(fixtureContentDir)
  try {
    fixture.edit("team/jana.yaml", (d) => (d.name = "Jiné jméno"))
    expect(loadContent(fixture.contentDir).team[0]).toMatchObject({
      slug: "jana",
      file: "content/team/jana.yaml",
      name: "Jiné jméno",
    })
  } finally {
    fixture.cleanup()
  }
})

it("trims texts and keeps optional ones out when left out", () => {
  const fixture = copyContent(fixtureContentDir)
  try {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.name = "  CANDLE  "))
    const [headSpa] = loadContent(fixture.contentDir).categories
    expect(headSpa.treatments.map((t) => [t.name, t.description])).toEqual([
      ["CLASSIC", "Klasický rituál."],
      ["CANDLE", undefined],
    ])
  } finally {
    fixture.cleanup()
  }
})

it("refuses content the check refuses, with the editor's report as the message", () => {
  const fixture = copyContent(fixtureContentDir)
  try {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
    expect(() => loadContent(fixture.contentDir)).toThrow(ContentError)
    expect(() => loadContent(fixture.contentDir)).toThrow(
      "content/treatments/head-spa-candle.yaml (CANDLE), pole duration: musí být číslo od 15 do 210 minut (je tam 5)",
    )
  } finally {
    fixture.cleanup()
  }
})
