import { ContentError, loadContent } from "../../src/gatsby/content/load-content"
import { copyContent, realContentDir } from "../support/content-fixture"

it("gives every category its treatments in order, and the team in order, from content/", () => {
  const { categories, team } = loadContent(realContentDir)
  for (const list of [categories, team, ...categories.map((c) => c.treatments)]) {
    expect(list.map((entry) => entry.order)).toEqual(list.map((entry) => entry.order).sort((a, b) => a - b))
  }
  for (const category of categories) {
    expect(category.treatments.length).toBeGreaterThan(0)
    for (const treatment of category.treatments) expect(treatment.category).toBe(category.id)
  }
})

it("names each entry by its file, which stays when the entry's name changes", () => {
  const fixture = copyContent()
  try {
    const before = loadContent(fixture.contentDir).team[0]
    fixture.edit(`team/${before.slug}.yaml`, (d) => (d.name = "Jiné jméno"))
    const after = loadContent(fixture.contentDir).team[0]
    expect(after).toMatchObject({ slug: before.slug, file: before.file, name: "Jiné jméno" })
  } finally {
    fixture.cleanup()
  }
})

it("refuses content the check refuses, with the editor's report as the message", () => {
  const fixture = copyContent()
  try {
    const { categories } = loadContent(fixture.contentDir)
    const treatment = categories[0].treatments[0]
    fixture.edit(`treatments/${treatment.slug}.yaml`, (d) => (d.duration = 5))
    expect(() => loadContent(fixture.contentDir)).toThrow(ContentError)
    expect(() => loadContent(fixture.contentDir)).toThrow(`${treatment.file} (${treatment.name}): duration:`)
  } finally {
    fixture.cleanup()
  }
})
