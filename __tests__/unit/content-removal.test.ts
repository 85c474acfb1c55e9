/**
 * @jest-environment node
 *
 * Taking a treatment or a team member off the site without deleting its file: the box Odebrat z webu
 * (`removed: true`). The reader leaves such an entry out of everything the site gets (loadContent and the
 * build's GraphQL nodes), the rules across files judge orders and what must stay without it, and the editor,
 * the docs and the GraphQL types get the field from the model as described here.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import {
  checkContent,
  contentTypeDefs,
  formatIssue,
  isOnSite,
  loadContent,
  messages,
  modelOf,
  REMOVED_FIELD,
  siteFiles,
} from "../../src/content"
import { treatment, teamMember } from "../../src/content/zod-schemas"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"
import { sourcedNodes } from "../support/sourced-nodes"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
})
afterEach(() => fixture.cleanup())

const removed = (file: string, value: unknown = true) => fixture.edit(file, (d) => (d[REMOVED_FIELD] = value))
const issuesNow = () => checkContent(fixture.contentDir).issues
const messagesNow = () => issuesNow().map(formatIssue)
const slugs = () => {
  const { categories, team } = loadContent(fixture.contentDir)
  return {
    treatments: categories.map((c) => [c.slug, c.treatments.map((t) => t.slug)]),
    team: team.map((m) => m.slug),
  }
}

describe("the reader", () => {
  it("leaves a removed treatment and a removed team member out of the site's content", () => {
    removed("treatments/head-spa-candle.yaml")
    removed("team/eva.yaml")
    expect(messagesNow()).toEqual([])
    expect(slugs()).toEqual({
      treatments: [
        ["head-spa", ["head-spa-classic"]],
        ["massages", ["massages-head"]],
      ],
      team: ["jana"],
    })
  })

  it("keeps an entry whose box is unticked (removed: false) as one without the field, and gives no page the field", () => {
    removed("treatments/head-spa-candle.yaml", false)
    removed("team/eva.yaml", false)
    expect(messagesNow()).toEqual([])
    const { categories, team } = loadContent(fixture.contentDir)
    expect(slugs()).toEqual({
      treatments: [
        ["head-spa", ["head-spa-classic", "head-spa-candle"]],
        ["massages", ["massages-head"]],
      ],
      team: ["jana", "eva"],
    })
    for (const entry of [...categories.flatMap((c) => c.treatments), ...team])
      expect(entry).not.toHaveProperty("removed")
  })

  it("counts only true as removed", () => {
    expect([true, false, undefined].map((value) => isOnSite({ data: { [REMOVED_FIELD]: value } }))).toEqual([
      false,
      true,
      true,
    ])
    const { files } = checkContent(fixtureContentDir)
    expect(siteFiles(files)).toHaveLength(files.length)
  })

  it("refuses a value other than yes or no, as any field of the wrong type", () => {
    removed("treatments/head-spa-candle.yaml", "ano")
    expect(issuesNow().map((i) => [i.file, i.field])).toEqual([["content/treatments/head-spa-candle.yaml", "removed"]])
  })

  /** The nodes the build makes of one content file, which it sources without an error. */
  function sourced(file: string): Record<string, unknown>[] {
    const { nodes, errors } = sourcedNodes(fixture.contentDir, path.join(fixture.contentDir, file))
    expect(errors).toEqual([])
    return nodes
  }

  it("gives the build no GraphQL node of a removed entry, and a kept one without the field", () => {
    removed("treatments/head-spa-candle.yaml")
    removed("team/eva.yaml", false)
    expect(sourced("treatments/head-spa-candle.yaml")).toEqual([])
    const [eva] = sourced("team/eva.yaml")
    expect(eva).toMatchObject({ slug: "eva", name: "Eva" })
    expect(eva).not.toHaveProperty("removed")
    expect(sourced("treatments/head-spa-classic.yaml")).toHaveLength(1)
  })
})

describe("the rules across files judge only what stays on the site", () => {
  it("lets a new treatment take the order of a removed one in its category", () => {
    removed("treatments/head-spa-candle.yaml")
    fixture.edit("treatments/head-spa-classic.yaml", (d) => (d.order = 2))
    expect(messagesNow()).toEqual([])
  })

  it("still refuses the same order twice among treatments on the site", () => {
    fixture.edit("treatments/head-spa-classic.yaml", (d) => (d.order = 2))
    expect(issuesNow().map((i) => i.key)).toEqual(["duplicateOrder"])
  })

  it("lets a team member take the order of a removed one, and refuses it among members on the site", () => {
    removed("team/jana.yaml")
    fixture.edit("team/eva.yaml", (d) => (d.order = 1))
    expect(messagesNow()).toEqual([])
    removed("team/jana.yaml", false)
    expect(issuesNow().map((i) => i.key)).toEqual(["duplicateOrder"])
  })

  it("keeps the orders of categories judged as before (a category cannot be removed)", () => {
    fixture.edit("categories/massages.yaml", (d) => (d.order = 1))
    expect(issuesNow().map((i) => i.key)).toEqual(["duplicateOrder"])
  })

  it("lets a category lose one of its treatments, not the last one on the site, naming the category on each", () => {
    removed("treatments/head-spa-classic.yaml")
    expect(messagesNow()).toEqual([])
    removed("treatments/head-spa-candle.yaml")
    expect(messagesNow()).toEqual(
      ["head-spa-candle.yaml (CANDLE)", "head-spa-classic.yaml (CLASSIC)"].map(
        (entry) =>
          `content/treatments/${entry}, pole removed: v kategorii „HEAD SPA“ by na webu nezůstala žádná procedura; nechte tuto proceduru na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte do kategorie jinou`,
      ),
    )
  })

  it("counts a treatment whose box is unticked as on the site", () => {
    removed("treatments/massages-head.yaml", false)
    expect(messagesNow()).toEqual([])
  })

  it("lets the team lose a member, not the last one on the site", () => {
    removed("team/eva.yaml")
    expect(messagesNow()).toEqual([])
    removed("team/jana.yaml")
    expect(issuesNow().map((i) => [i.key, i.file, i.field])).toEqual([
      ["lastTeamMemberRemoved", "content/team/eva.yaml", "removed"],
      ["lastTeamMemberRemoved", "content/team/jana.yaml", "removed"],
    ])
  })

  it("still checks a removed entry's own link and photo, so that unticking the box brings it back as it was", () => {
    removed("treatments/head-spa-candle.yaml")
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.category = "nails"))
    removed("team/eva.yaml")
    fixture.edit("team/eva.yaml", (d) => (d.photo = "../images/team/nobody.jpg"))
    expect(issuesNow().map((i) => [i.key, i.file])).toEqual([
      ["unknownEntry", "content/treatments/head-spa-candle.yaml"],
      ["imageNotFound", "content/team/eva.yaml"],
    ])
  })

  it("says in the guide's table when each refusal happens", () => {
    expect(messages.lastTreatmentRemoved.when).toBe(
      "Procedura má zaškrtnuté Odebrat z webu, ale je poslední, která by v kategorii na webu zůstala (kategorie bez procedur se na web nedá).",
    )
    expect(messages.lastTeamMemberRemoved.when).toBe(
      "Všichni členové týmu mají zaškrtnuté Odebrat z webu (stránka O nás by ukázala nadpis týmu bez jediného člověka).",
    )
  })
})

describe("the field in the model and what is generated from it", () => {
  const config = parse(fs.readFileSync(path.resolve(__dirname, "../../static/admin/config.yml"), "utf8")) as {
    collections: { name: string; delete?: boolean; fields: Record<string, unknown>[] }[]
  }
  const decapField = (collection: string) =>
    config.collections.find((c) => c.name === collection)?.fields.find((f) => f.name === REMOVED_FIELD)

  it.each([
    ["treatments", treatment, "Procedura zůstane v editoru, ale na webu se neukáže; vrátíte ji odškrtnutím."],
    ["team", teamMember, "Člen týmu zůstane v editoru, ale na webu se neukáže; vrátíte ho odškrtnutím."],
  ])("%s: an optional box Odebrat z webu, a boolean widget in the editor", (collection, schema, hint) => {
    const node = modelOf({ schema }).properties?.[REMOVED_FIELD]
    expect(node).toMatchObject({ type: "boolean", "x-model": { label: "Odebrat z webu", hint, editorOnly: true } })
    expect(modelOf({ schema }).required).not.toContain(REMOVED_FIELD)
    expect(decapField(collection)).toEqual({
      name: REMOVED_FIELD,
      label: "Odebrat z webu",
      hint,
      required: false,
      widget: "boolean",
    })
    // Deleting stays off: Decap would delete on main, outside drafts.
    expect(config.collections.find((c) => c.name === collection)?.delete).toBe(false)
  })

  it("keeps the field out of the site's GraphQL types", () => {
    expect(contentTypeDefs).not.toMatch(/\bremoved\b/)
  })

  it("lists the field in content/README.md's tables", () => {
    const readme = fs.readFileSync(path.resolve(__dirname, "../../content/README.md"), "utf8")
    expect(readme).toContain(
      "| `removed` | Odebrat z webu – Procedura zůstane v editoru, ale na webu se neukáže; vrátíte ji odškrtnutím. | `true` (ano) nebo `false` (ne) | ne |",
    )
    expect(readme).toContain(
      "| `removed` | Odebrat z webu – Člen týmu zůstane v editoru, ale na webu se neukáže; vrátíte ho odškrtnutím. | `true` (ano) nebo `false` (ne) | ne |",
    )
  })
})
