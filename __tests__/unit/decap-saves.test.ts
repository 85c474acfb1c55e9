/**
 * @jest-environment node
 *
 * A save in the browser editor changes one line per field changed, in every
 * file it can open, settings and page texts included: each file saved through
 * Decap's own formatter (__tests__/support/decap-save.ts) with one value
 * changed differs from the file as Decap writes it in that value's line alone.
 * The content files are committed as Decap writes them (the browser tests save
 * site.yaml and contact.yaml on a draft: e2e/admin/admin-saves.test.ts), without
 * comments, which a save would drop; the before-launch placeholders are listed
 * by the launch check (publish/launch-check.ts) instead.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { collectionOf, isValueField, modelOf, valuesWhere } from "../../src/content"
import { decapSave, editableFiles } from "../support/decap-save"

const rootDir = path.resolve(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(rootDir, file), "utf8")

/** One character of a text changed, so Decap folds a long text at the same places; a number one up; another choice. */
function changed(value: unknown, options: readonly string[] | undefined): unknown {
  if (options) return options.find((option) => option !== value)
  if (typeof value === "number") return value + 1
  // The first letter or digit: on the line of the field's name however long the text.
  const text = String(value)
  const first = text.search(/[\p{L}\d]/u)
  const swap = (character: string) =>
    /\d/.test(character) ? (character === "1" ? "2" : "1") : character === "q" ? "w" : "q"
  return `${text.slice(0, first)}${swap(text[first])}${text.slice(first + 1)}`
}

const lines = (text: string) => text.split("\n")
const files = editableFiles()

it("opens every content file of the editor, and config.yml writes no comments into them", () => {
  expect(files.length).toBe(
    fs.readdirSync(path.join(rootDir, "content"), { recursive: true }).filter((f) => String(f).endsWith(".yaml"))
      .length,
  )
  expect(read("static/admin/config.yml")).not.toMatch(/^\s*(- \{ )?comment:|[{,] comment:/m)
})

describe.each(files.map(({ file, fields }) => [file, fields] as const))("saving %s", (file, fields) => {
  const collection = collectionOf(file.replace(/^content\//, ""))!
  // The file as Decap writes it: what every save after the first keeps.
  const saved = decapSave(read(file), fields)
  const data = parse(saved) as Record<string, unknown>
  const values = [
    ...valuesWhere(modelOf(collection), data, (_meta, node) => isValueField(node) || node.enum !== undefined),
  ]

  it("keeps every value as it was", () => {
    expect(parse(saved)).toEqual(parse(read(file)))
    expect(decapSave(saved, fields)).toBe(saved)
  })

  it("changes one line for one field changed, each field in turn", () => {
    expect(values.length).toBeGreaterThan(2)
    for (const { at, value, node } of values) {
      const after = decapSave(saved, fields, { at, value: changed(value, node.enum) })
      const differing = lines(saved).flatMap((line, index) =>
        line === lines(after)[index] ? [] : [`${at.join(".")}: ${line} → ${lines(after)[index]}`],
      )
      expect([at.join("."), lines(after).length, differing.length]).toEqual([at.join("."), lines(saved).length, 1])
      expect(differing[0]).toMatch(new RegExp(`^${at.join(".")}: .*\\b${String(at[at.length - 1])}: `))
    }
  })
})
