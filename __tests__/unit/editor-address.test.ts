/**
 * @jest-environment node
 *
 * When the editor's address names another entry than the form shows
 * (src/admin/entry-address.ts): a pasted link, a bookmark, Back or Forward
 * from one entry to another reloads the page; Decap's own move of a new entry
 * to the address it was saved under does not. The browser test of the same
 * paths: __tests__/e2e/admin/admin-navigation.test.ts.
 */
import { entryAddress, keepsFormOfAnotherEntry } from "../../src/admin/entry-address"

it("reads the entry an editor address names, a new entry or none", () => {
  expect(entryAddress("#/collections/treatments/entries/head-spa-classic")).toEqual({
    collection: "treatments",
    slug: "head-spa-classic",
  })
  expect(entryAddress("#/collections/team/entries/bara?ref=workflow")).toEqual({ collection: "team", slug: "bara" })
  expect(entryAddress("#/collections/settings/entries/contact")).toEqual({ collection: "settings", slug: "contact" })
  expect(entryAddress("#/collections/team/new")).toEqual({ collection: "team" })
  expect(entryAddress("#/collections/team")).toBeUndefined()
  expect(entryAddress("#/workflow")).toBeUndefined()
  expect(entryAddress("")).toBeUndefined()
})

describe("an address change that would keep another entry's form", () => {
  const entry = (collection: string, slug: string) => `#/collections/${collection}/entries/${slug}`

  it("is one from an entry to another, of the same or another collection, or to a new entry", () => {
    expect(keepsFormOfAnotherEntry(entry("treatments", "candle"), entry("treatments", "classic"), undefined)).toBe(true)
    expect(keepsFormOfAnotherEntry(entry("settings", "contact"), entry("settings", "site"), undefined)).toBe(true)
    expect(keepsFormOfAnotherEntry(entry("team", "adela"), entry("treatments", "candle"), undefined)).toBe(true)
    expect(keepsFormOfAnotherEntry(entry("team", "adela"), "#/collections/team/new", undefined)).toBe(true)
    expect(keepsFormOfAnotherEntry("#/collections/team/new", "#/collections/treatments/new", undefined)).toBe(true)
    expect(keepsFormOfAnotherEntry("#/collections/team/new", entry("team", "adela"), undefined)).toBe(true)
  })

  it("is not Decap moving a new entry to the address it has just been saved under", () => {
    const saved = { collection: "team", slug: "bara" }
    expect(keepsFormOfAnotherEntry("#/collections/team/new", entry("team", "bara"), saved)).toBe(false)
    // Another address than the one saved still is.
    expect(keepsFormOfAnotherEntry("#/collections/team/new", entry("team", "adela"), saved)).toBe(true)
    expect(keepsFormOfAnotherEntry(entry("team", "adela"), entry("team", "bara"), saved)).toBe(true)
  })

  it("is not one that stays on the entry or leaves the editor", () => {
    expect(keepsFormOfAnotherEntry(entry("team", "bara"), `${entry("team", "bara")}?ref=workflow`, undefined)).toBe(
      false,
    )
    expect(keepsFormOfAnotherEntry(entry("team", "bara"), "#/collections/team", undefined)).toBe(false)
    expect(keepsFormOfAnotherEntry("#/workflow", entry("team", "bara"), undefined)).toBe(false)
    expect(keepsFormOfAnotherEntry("#/collections/team", entry("team", "bara"), undefined)).toBe(false)
  })
})
