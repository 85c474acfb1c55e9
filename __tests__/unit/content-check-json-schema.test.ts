/**
 * @jest-environment node
 *
 * Live checking while typing: .vscode/settings.json maps every content file to
 * its generated JSON Schema for the YAML language server. Run here with ajv, as
 * VS Code would: the live content and the fixture pass, and typical mistakes
 * are marked.
 */
import fs from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import { parse } from "yaml"
import { copyContent, type Fixture, fixtureContentDir, realContentDir } from "../support/content-fixture"

const rootDir = path.resolve(__dirname, "..", "..")
const settings = JSON.parse(fs.readFileSync(path.join(rootDir, ".vscode/settings.json"), "utf8")) as {
  "yaml.schemas": Record<string, string[]>
}

// draft-07, as the YAML language server reads; its own keywords (patternErrorMessage) are ignored here.
const ajv = new Ajv({ allErrors: true })
const validators = Object.entries(settings["yaml.schemas"]).map(([schemaFile, patterns]) => ({
  // As the language server matches: `*` is any text, the pattern is tested against the end of the path.
  matches: (file: string) =>
    patterns.some((p) => new RegExp(`${p.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(file)),
  validate: ajv.compile(JSON.parse(fs.readFileSync(path.join(rootDir, schemaFile), "utf8")) as object),
}))

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join("/"))
}

/** The language server's complaints about one file, as "path: keyword" lines. */
function complaints(file: string): string[] {
  const schema = validators.filter((v) => v.matches(file))
  if (schema.length !== 1) return [`${schema.length} schemas`]
  const { validate } = schema[0]
  return validate(parse(fs.readFileSync(file, "utf8")))
    ? []
    : (validate.errors ?? []).map((e) => `${e.dataPath || "/"}: ${e.keyword}`)
}

it.each([
  ["the live content/", realContentDir],
  ["the fixture content", fixtureContentDir],
])("maps every YAML file of %s to one schema, which accepts it", (_name, dir) => {
  const files = yamlFiles(dir)
  expect(files.length).toBeGreaterThan(10)
  expect(files.map((file) => [path.relative(dir, file), complaints(file)])).toEqual(
    files.map((file) => [path.relative(dir, file), []]),
  )
})

describe("marks mistakes while typing", () => {
  let fixture: Fixture
  beforeEach(() => {
    fixture = copyContent(fixtureContentDir)
  })
  afterEach(() => fixture.cleanup())

  type Data = Record<string, unknown>
  it.each<[string, string, (d: Data) => void, string[]]>([
    ["a missing price", "treatments/head-spa-candle.yaml", (d) => delete d.price, ["/: required"]],
    ["a misspelt field", "treatments/head-spa-candle.yaml", (d) => (d.durtion = 90), ["/: additionalProperties"]],
    ["a price as text", "treatments/head-spa-candle.yaml", (d) => (d.price = "1 490 Kč"), [".price: type"]],
    ["a duration out of range", "treatments/head-spa-candle.yaml", (d) => (d.duration = 5), [".duration: minimum"]],
    ["a name of spaces", "treatments/head-spa-candle.yaml", (d) => (d.name = "   "), [".name: pattern"]],
    ["an unknown role", "team/eva.yaml", (d) => (d.role = "wellness-specialist"), [".role: enum"]],
    ["a photo on http", "team/eva.yaml", (d) => (d.photo = "http://images.example.com/eva.jpg"), [".photo: pattern"]],
    [
      "an address without a domain",
      "site.yaml",
      (d) => (d.instagramUrl = "https://instagram"),
      [".instagramUrl: pattern"],
    ],
    [
      "a hero image from the web",
      "pages/home.yaml",
      (d) => ((d.hero as Data).image = "https://x.example.com/a.jpg"),
      [".hero.image: pattern"],
    ],
    [
      "a gallery one image short",
      "pages/home.yaml",
      (d) => ((d.gallery as Data).images as unknown[]).pop(),
      [".gallery.images: minItems"],
    ],
    ["a postcode of four digits", "contact.yaml", (d) => (d.postcode = "4150"), [".postcode: pattern"]],
  ])("%s", (_name, file, change, expected) => {
    fixture.edit(file, change)
    expect(complaints(path.join(fixture.contentDir, file).split(path.sep).join("/"))).toEqual(expected)
  })
})

it("recommends the YAML extension that reads these settings", () => {
  const extensions = JSON.parse(fs.readFileSync(path.join(rootDir, ".vscode/extensions.json"), "utf8")) as {
    recommendations: string[]
  }
  expect(extensions.recommendations).toContain("redhat.vscode-yaml")
})
