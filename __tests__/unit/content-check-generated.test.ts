/**
 * @jest-environment node
 *
 * The content model (src/content/zod-schemas.ts) is the one hand-written
 * definition; the GraphQL types, Decap's config, the JSON Schemas, VS Code's
 * mapping and the tables of the editors' docs are generated from it. This
 * fails when a committed file differs from what the model generates: run
 * `npm run generate:content` and commit the result.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { outputs, rootDir } from "../../scripts/content-model/outputs"
import { CATEGORY_SEPARATOR } from "../../src/admin/category-names"
import { formField, formProblem } from "../../src/admin/field-problems"
import { isValueField, modelField } from "../../src/content"

const committed = (file: string) => {
  const at = path.join(rootDir, file)
  return fs.existsSync(at) ? fs.readFileSync(at, "utf8") : undefined
}

it.each(outputs().map((output) => [output.file, output] as const))(
  "%s is what the content model generates",
  (_file, output) => {
    const now = committed(output.file)
    // JSON files are compared as data: Prettier decides their line breaks.
    if (output.format === "json") expect(now && JSON.parse(now)).toEqual(JSON.parse(output.text()))
    else expect(now).toBe(output.text())
  },
)

type DecapField = {
  name: string
  widget: string
  required?: boolean
  pattern?: [string, string]
  model_field?: string
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  fields?: DecapField[]
  [key: string]: unknown
}
type DecapConfig = {
  collections: {
    name: string
    folder?: string
    summary?: string
    sortable_fields?: (string | { field: string; default_sort?: boolean })[]
    view_groups?: { label: string; field: string }[]
    fields?: DecapField[]
    files?: { file: string; fields: DecapField[] }[]
  }[]
}
const config = parse(fs.readFileSync(path.join(rootDir, "static/admin/config.yml"), "utf8")) as DecapConfig

/** Every field of every file Decap writes, with the folder of that YAML file. */
const decapFields = (): { yamlDir: string; field: DecapField }[] => {
  const walk = (fields: DecapField[], yamlDir: string): { yamlDir: string; field: DecapField }[] =>
    fields.flatMap((field) => [{ yamlDir, field }, ...walk(field.fields ?? [], yamlDir)])
  return config.collections.flatMap((c) =>
    c.folder
      ? walk(c.fields ?? [], c.folder)
      : (c.files ?? []).flatMap((f) => walk(f.fields, path.posix.dirname(f.file))),
  )
}

describe("Decap's config", () => {
  const images = decapFields().filter(({ field }) => field.widget === "image")

  it("has image fields that upload only, never insert from a web address", () => {
    expect(images.length).toBeGreaterThan(0)
    expect(images.filter(({ field }) => field.choose_url !== false).map(({ field }) => field.name)).toEqual([])
  })

  it("uploads each image where the path it writes, read from the YAML file, points", () => {
    const mismatches = images.filter(
      ({ yamlDir, field }) =>
        path.posix.join(yamlDir, field.public_folder ?? "") !== (field.media_folder ?? "").replace(/^\//, ""),
    )
    expect(mismatches.map(({ field }) => field.name)).toEqual([])
  })

  it.each([
    ["instagramUrl", "https://instagram"],
    ["bookingUrl", "http://booking.example.com/salon"],
    ["facebookUrl", "https://www.facebook.com:8080/salon"],
    ["name", "   "],
    ["postcode", "4150"],
    ["price", "12,345"],
    ["price", "0"],
    ["duration", "90,5"],
  ])(
    "refuses to save %s = %j in the content check's words (the editor's widgets, src/admin/widgets.tsx)",
    (name, value) => {
      const field = decapFields().find(({ field: f }) => f.name === name)?.field
      expect(formProblem(formField(field?.model_field), value)).toMatch(/\p{L}/u)
    },
  )

  it("gives every typed text and number one of the editor's own widgets, which apply the check's rules", () => {
    const typed = decapFields().filter(({ field }) => ["string", "text", "number"].includes(field.widget))
    expect(typed.map(({ field }) => field.name)).toEqual([])
  })

  it("names for each of the editor's widgets its field of the model, and copies none of its limits", () => {
    const widgets = decapFields().filter(
      ({ field }) => field.widget.startsWith("checked-") || field.widget === "czech-number",
    )
    expect(widgets.length).toBeGreaterThan(50)
    for (const { field } of widgets) {
      const model = modelField(field.model_field ?? "")
      expect([field.model_field, model && isValueField(model.node), model?.name]).toEqual([
        field.model_field,
        true,
        field.name,
      ])
      const copied = ["rule", "max_length", "min", "max", "value_type", "unit", "pattern"].filter((key) => key in field)
      expect([field.model_field, copied]).toEqual([field.model_field, []])
    }
    const named = new Set(widgets.map(({ field }) => field.model_field))
    expect(named.has("treatment.price")).toBe(true)
    expect(named.has("homePage.gallery.images[].alt")).toBe(true)
    expect(named.has("siteSettings.labels.lightbox.position")).toBe(true)
  })

  it("lists the team and the categories in their order (Pořadí) when the editor opens them", () => {
    const sortedBy = (name: string) =>
      config.collections
        .find((c) => c.name === name)
        ?.sortable_fields?.filter((field) => typeof field === "object" && field.default_sort === true)
    expect(sortedBy("team")).toEqual([{ field: "order", default_sort: true }])
    expect(sortedBy("categories")).toEqual([{ field: "order", default_sort: true }])
  })

  it("lists each treatment with its category and order, by its order, and groups them by category", () => {
    const treatments = config.collections.find((c) => c.name === "treatments")
    // The editor puts the category's name in place of the key Decap prints before the separator (category-names.ts).
    expect(treatments?.summary?.startsWith(`{{category}}${CATEGORY_SEPARATOR}{{order}}. {{name}}`)).toBe(true)
    expect(treatments?.sortable_fields).toContainEqual({ field: "order", default_sort: true })
    expect(treatments?.view_groups).toEqual([{ label: "Kategorie", field: "category" }])
    // Every summary names only fields the collection has, and each list names the entry's order.
    for (const collection of config.collections.filter((c) => c.summary)) {
      const named = [...(collection.summary ?? "").matchAll(/\{\{(\w+)\}\}/g)].map(([, field]) => field)
      expect(named.filter((field) => !collection.fields?.some((f) => f.name === field))).toEqual([])
      expect(named).toContain("order")
    }
  })
})
