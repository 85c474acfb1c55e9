/**
 * @jest-environment node
 *
 * One reading of every file: the values the content check approves are, byte
 * for byte, the values the build turns into GraphQL nodes (source-content.ts),
 * and no other YAML reader the editor's tools use (js-yaml, a YAML 1.1 reader)
 * reads an accepted file differently. A file on which they would disagree is
 * refused by the check and by the build, in Czech.
 */
import fs from "node:fs"
import path from "node:path"
import jsYaml from "js-yaml"
import { parse } from "yaml"
import { checkContent, checkedValues, type MessageKey } from "../../src/content"
import { onCreateNode } from "../../src/gatsby/source-content"
import { copyContent, type Fixture, fixtureContentDir, realContentDir } from "../support/content-fixture"

type Sourced = { node: Record<string, unknown> | undefined; errors: string[] }

/** What the build's onCreateNode makes of one content file, as Gatsby would call it. */
function sourced(contentDir: string, absolutePath: string): Sourced {
  const created: Record<string, unknown>[] = []
  const errors: string[] = []
  const args = {
    node: {
      id: `file ${absolutePath}`,
      absolutePath,
      sourceInstanceName: "content",
      extension: path.extname(absolutePath).slice(1),
      internal: { type: "File" },
    },
    actions: {
      createNode: (node: Record<string, unknown>) => created.push(node),
      createParentChildLink: () => undefined,
    },
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: { error: (message: string) => errors.push(message) },
    store: { getState: () => ({ program: { directory: path.dirname(contentDir) } }) },
  }
  // The hook takes Gatsby's whole argument object; this test passes what it reads.
  void (onCreateNode as unknown as (a: typeof args) => void)(args)
  return { node: created[0], errors }
}

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
    "%s reads the same in js-yaml, a YAML 1.1 reader and the check",
    (_relative, file) => {
      const source = fs.readFileSync(file, "utf8")
      const ours = files.find((f) => f.absolutePath === file)?.data
      expect(jsYaml.load(source)).toEqual(ours)
      expect(parse(source, { version: "1.1" })).toEqual(ours)
    },
  )

  it.each(all.map((file) => [path.relative(dir, file), file]))(
    "%s becomes a node with, byte for byte, the values the check approved",
    (_relative, file) => {
      const checked = files.find((f) => f.absolutePath === file)
      const { node, errors } = sourced(dir, file)
      expect(errors).toEqual([])
      expect(JSON.stringify(fieldsOf(node ?? {}))).toBe(JSON.stringify(checkedValues(checked!)))
    },
  )
})

describe("a file written in a way that readers disagree on", () => {
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
    ["an octal-looking duration (YAML 1.1: 80)", withLine("duration", "0120"), "yamlAmbiguous"],
    ["a YAML 1.2 octal duration (YAML 1.1: text)", withLine("duration", "0o170"), "yamlAmbiguous"],
    ["yes as a badge (YAML 1.1: true)", withLine("badge", "yes"), "yamlAmbiguous"],
    ["off as a badge (YAML 1.1: false)", withLine("badge", "off"), "yamlAmbiguous"],
    ["a sexagesimal duration 1:30 (YAML 1.1: 90)", withLine("duration", "1:30"), "yamlAmbiguous"],
    ["an unquoted date (js-yaml, YAML 1.1: a Date)", withLine("badge", "2026-12-24"), "yamlAmbiguous"],
    ["an unquoted timestamp", withLine("badge", "2026-12-24T10:00:00Z"), "yamlAmbiguous"],
    ["a price with an underscore (YAML 1.1: 1490)", withLine("price", "1_490"), "yamlAmbiguous"],
    ["a merge key (js-yaml merges, YAML 1.2 keeps the key)", `${base()}<<: { duration: 60 }\n`, "yamlAmbiguous"],
    ["a !!float tag", withLine("price", "!!float 1490"), "yamlTag"],
    ["a !!str tag", withLine("badge", "!!str 123"), "yamlTag"],
    ["a custom tag", withLine("badge", "!novinka Novinka"), "yamlTag"],
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

  it.each(agreed)("accepts %s, read alike everywhere and sourced as checked", (_name, text) => {
    fixture.write(FILE, text)
    const { files, issues } = checkContent(fixture.contentDir)
    expect(issues).toEqual([])
    const checked = files.find((f) => f.file === `content/${FILE}`)!
    expect(jsYaml.load(text)).toEqual(checked.data)
    expect(parse(text, { version: "1.1" })).toEqual(checked.data)
    const { node } = sourced(fixture.contentDir, checked.absolutePath)
    expect(JSON.stringify(fieldsOf(node ?? {}))).toBe(JSON.stringify(checkedValues(checked)))
  })
})
