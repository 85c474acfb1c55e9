/**
 * @jest-environment node
 *
 * One reading of every file: the values the content check approves are, byte
 * for byte, the values the build turns into GraphQL nodes (source-content.ts).
 * Files are read with YAML 1.2's rules; directives and tags, which would change
 * how values are read, are refused by the check and by the build, in Czech.
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, type ContentFile, checkedValues, type MessageKey } from "../../src/content"
import { copyContent, type Fixture, fixtureContentDir, realContentDir } from "../support/content-fixture"
import { sourcedNodes } from "../support/sourced-nodes"

/** What the build's onCreateNode makes of one content file: its node, and the errors it reported. */
function sourced(
  contentDir: string,
  absolutePath: string,
): { node: Record<string, unknown> | undefined; errors: string[] } {
  const { nodes, errors } = sourcedNodes(contentDir, absolutePath)
  return { node: nodes[0], errors }
}

/** What the check approved, plus an entry's key (its file name), which sourcing adds. */
const sourcedValues = (f: ContentFile) => ({
  ...checkedValues(f),
  ...(f.collection.kind === "folder" ? { slug: path.basename(f.file, ".yaml") } : {}),
})

/** A node's content fields: what the page queries read. */
const fieldsOf = ({
  id: _id,
  parent: _parent,
  children: _children,
  internal: _internal,
  ...fields
}: Record<string, unknown>) => fields

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

describe.each([
  ["the live content/", realContentDir],
  ["the fixture content", fixtureContentDir],
])("every file of %s", (_name, dir) => {
  const { files, issues } = checkContent(dir)
  const all = yamlFiles(dir)

  it("is accepted by the check", () => {
    expect(issues).toEqual([])
    expect(files.map((f) => f.absolutePath).sort()).toEqual(all)
  })

  it.each(all.map((file) => [path.relative(dir, file), file]))(
    "%s becomes a node with, byte for byte, the values the check approved",
    (_relative, file) => {
      const checked = files.find((f) => f.absolutePath === file)
      const { node, errors } = sourced(dir, file)
      expect(errors).toEqual([])
      expect(JSON.stringify(fieldsOf(node ?? {}))).toBe(JSON.stringify(sourcedValues(checked!)))
    },
  )
})

describe("a file written in YAML's less common ways", () => {
  let fixture: Fixture
  beforeEach(() => {
    fixture = copyContent(fixtureContentDir)
  })
  afterEach(() => fixture.cleanup())

  const FILE = "treatments/head-spa-candle.yaml"
  const base = () => fs.readFileSync(path.join(fixtureContentDir, FILE), "utf8")
  /** The fixture treatment with one field's line replaced (or added) as typed. */
  const withLine = (field: string, raw: string) => {
    const line = new RegExp(`^${field}:.*$`, "m")
    return line.test(base()) ? base().replace(line, `${field}: ${raw}`) : `${base()}${field}: ${raw}\n`
  }

  const refused: [string, string, MessageKey][] = [
    ["a %YAML 1.1 directive", `%YAML 1.1\n---\n${withLine("duration", "0120")}`, "yamlDirective"],
    ["a %TAG directive", `%TAG !e! tag:example.com,2026:\n---\n${base()}`, "yamlDirective"],
    ["a !!float tag", withLine("price", "!!float 1490"), "yamlTag"],
    ["a !!str tag", withLine("badge", "!!str 123"), "yamlTag"],
    ["a custom tag", withLine("badge", "!novinka Novinka"), "yamlTag"],
    ["a price with an underscore", withLine("price", "1_490"), "expectedNumber"],
    ["a merge key (YAML 1.2 keeps it as a key)", `${base()}<<: { duration: 60 }\n`, "unknownField"],
  ]

  it.each(refused)("refuses %s, in the check and in the build", (_name, text, key) => {
    fixture.write(FILE, text)
    const issues = checkContent(fixture.contentDir).issues.filter((i) => i.file === `content/${FILE}`)
    expect(issues.map((i) => i.key)).toContain(key)
    const build = sourced(fixture.contentDir, path.join(fixture.contentDir, FILE))
    expect(build.node).toBeUndefined()
    expect(build.errors.join("\n")).toContain(issues[0].message)
  })

  const agreed: [string, string][] = [
    [
      "an anchor and its alias",
      base()
        .replace(/^name: (.*)$/m, "name: &name $1")
        .replace(/^badge: .*$/m, "badge: *name"),
    ],
    ["a hexadecimal duration", withLine("duration", "0x5A")],
    ["a price with a plus sign", withLine("price", "+1490")],
    ["a price with a trailing dot", withLine("price", "1490.")],
    ["a quoted badge with escapes", withLine("badge", '"Nov\\u00e9 \\"top\\""')],
    ["a single-quoted badge", withLine("badge", "'Pouze u nás'")],
    ["a null badge written as ~", withLine("badge", "~")],
    ["a folded description", `${base()}description: >-\n  První řádek\n  pokračuje.\n`],
    ["a literal description", `${base()}description: |\n  Dva\n  řádky\n`],
  ]

  it.each(agreed)("accepts %s and sources it as checked", (_name, text) => {
    fixture.write(FILE, text)
    const { files, issues } = checkContent(fixture.contentDir)
    expect(issues).toEqual([])
    const checked = files.find((f) => f.file === `content/${FILE}`)!
    const { node } = sourced(fixture.contentDir, checked.absolutePath)
    expect(JSON.stringify(fieldsOf(node ?? {}))).toBe(JSON.stringify(sourcedValues(checked)))
  })

  // What YAML 1.1 readers took for something else is read by YAML 1.2's rules, as the editor's tools read it.
  const yaml12: [string, string, string, unknown][] = [
    ["a duration with a leading zero, as a decimal number", withLine("duration", "0120"), "duration", 120],
    ["yes as a badge, as text", withLine("badge", "yes"), "badge", "yes"],
    ["an unquoted date as a badge, as text", withLine("badge", "2026-12-24"), "badge", "2026-12-24"],
  ]

  it.each(yaml12)("reads %s", (_name, text, field, value) => {
    fixture.write(FILE, text)
    const { files, issues } = checkContent(fixture.contentDir)
    expect(issues).toEqual([])
    expect(files.find((f) => f.file === `content/${FILE}`)?.data[field]).toEqual(value)
  })
})
