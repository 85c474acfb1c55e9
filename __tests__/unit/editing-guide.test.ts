/**
 * @jest-environment node
 *
 * The editors' guide (docs/editing.md) names what the editor sees at each step
 * in one table: the editor's buttons and notices, the headings of the Czech
 * answer on a pull request, the workflows on GitHub. Each of them must be what
 * this repository really shows: Decap's Czech words as this editor says them
 * (src/admin/locale.ts), the report's headings, the workflows' names, and the add
 * buttons of the collections that have one. What it says of the lists and of the
 * order is held to Decap's config (static/admin/config.yml): its summaries, sorting
 * and grouping, and the labels of the fields that set the order. What it says of
 * values written without quotes is held to the content check's reading of them.
 */
import fs from "node:fs"
import path from "node:path"
import { CATEGORY_SEPARATOR } from "../../src/admin/category-names"
import { draftBanner, MARK_TEXT } from "../../src/admin/draft-marks"
import { HELP_SUMMARY } from "../../src/admin/editor-chrome"
import {
  PUBLISH_CHANGED,
  PUBLISH_OFFLINE,
  SAVE_CONFLICT,
  SAVE_DELETED,
  SAVE_OFFLINE,
  SAVE_PUBLISHED,
} from "../../src/admin/entry-versions"
import { formField, formProblem, typedValue } from "../../src/admin/field-problems"
import { editorLocale, phrase } from "../../src/admin/locale"
import { BACK_TO_LIST, ENTRY_GONE } from "../../src/admin/missing-entry"
import { parse } from "yaml"
import { folderCms } from "../../scripts/content-model/decap-collections"
import { composeReport, type ReportInput } from "../../publish/report"
import { checkContent, collections, say } from "../../src/content"
import { copyContent, fixtureContentDir } from "../support/content-fixture"

const rootDir = path.resolve(__dirname, "..", "..")
const guide = fs.readFileSync(path.join(rootDir, "docs/editing.md"), "utf8")
const section = (heading: string) => {
  const start = guide.indexOf(`## ${heading}`)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = guide.indexOf("\n## ", start + 3)
  return guide.slice(start, end < 0 ? undefined : end)
}
const table = section("Od úpravy po zveřejnění: co kdy uvidíte")
  .split("\n")
  .filter((line) => /^\| \d\./.test(line))

/** Every phrase of Decap's Czech locale; %{…} stands for whatever Decap puts in. */
function phrases(node: unknown): string[] {
  if (typeof node === "string") return [node]
  return Object.values(node as Record<string, unknown>).flatMap(phrases)
}
const decapPhrases = phrases(editorLocale).map(
  (phrase) => new RegExp(`^${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, ".+")}$`),
)
const saysDecap = (text: string) => decapPhrases.some((phrase) => phrase.test(text))

const workflowNames = fs
  .readdirSync(path.join(rootDir, ".github/workflows"))
  .map(
    (file) => (parse(fs.readFileSync(path.join(rootDir, ".github/workflows", file), "utf8")) as { name: string }).name,
  )

type DecapCollection = {
  name: string
  label: string
  summary?: string
  sortable_fields?: (string | { field: string; default_sort?: boolean })[]
  view_groups?: { label: string; field: string }[]
  fields?: { name: string; label: string }[]
}
const decapConfig = parse(fs.readFileSync(path.join(rootDir, "static/admin/config.yml"), "utf8")) as {
  collections: DecapCollection[]
}
const decapCollection = (name: string) => decapConfig.collections.find((collection) => collection.name === name)!
const fieldLabel = (collection: string, field: string) =>
  decapCollection(collection).fields?.find((candidate) => candidate.name === field)?.label
/** A summary template as a pattern of the lines it prints: a number where it prints the order, any text elsewhere. */
const linesOf = (summary = "") =>
  new RegExp(
    `^${summary
      .split(/(\{\{\w+\}\})/)
      .map((part) =>
        part === "{{order}}" ? "\\d+" : part.startsWith("{{") ? ".+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("")}$`,
  )

const bold = (text: string) => [...text.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1])
const quoted = (text: string) => [...text.matchAll(/„(.+?)“/g)].map((match) => match[1])

it("has a row for each step, from the edit to the change on the site", () => {
  expect(table.map((row) => row.split("|")[1].trim())).toEqual([
    "1. Úprava",
    "2. Koncept",
    "3. Kontrola",
    "4. Náhled",
    "5. Zveřejnění",
    "6. Na webu",
  ])
})

it("names only buttons and notices the editor shows, and workflows that exist", () => {
  const named = table.flatMap((row) => [
    ...bold(row),
    ...quoted(row).filter((text) => !/^(⏳|✅|❌|⚠️|⏸️)/u.test(text)),
  ])
  expect(named.length).toBeGreaterThan(8)
  const unknown = named.filter(
    (text) => !saysDecap(text) && !workflowNames.includes(text) && !text.startsWith("Obsah: "),
  )
  expect(unknown).toEqual([])
})

it("quotes the Czech answer's headings as the report writes them", () => {
  const headingOf = (input: Partial<ReportInput>) =>
    composeReport({ kind: "draft", state: "passed", changedFiles: [], runUrl: "", ...input })
      .split("\n")
      .find((line) => line.startsWith("### "))!
      .slice(4)
  const headings = [
    headingOf({ state: "checking" }),
    headingOf({ state: "passed" }),
    headingOf({ state: "content failed" }),
    headingOf({ kind: "live", state: "passed", deployed: "success" }),
  ]
  const inTable = table.flatMap(quoted).filter((text) => /^[⏳✅❌]/u.test(text))
  expect(inTable.sort()).toEqual(headings.sort())
})

it("names the add buttons of the collections that have one, and no other", () => {
  const buttons = [...guide.matchAll(/\*\*＋ (.+?)\*\*/g)].map((match) => match[1])
  const creatable = collections.flatMap((c) =>
    c.kind === "folder" && folderCms(c).create !== false ? [folderCms(c).labelSingular] : [],
  )
  expect([...new Set(buttons)].sort()).toEqual(creatable.sort())
  expect(saysDecap(`＋ ${creatable[0]}`)).toBe(true)
})

describe("the browser editor's section", () => {
  const editorSection = section("Editor v prohlížeči (`/admin/`)")
  const oneLine = editorSection.replace(/\s+/g, " ")

  it("names the discard buttons and the help panel as the editor shows them", () => {
    for (const words of [
      phrase("editor.editorToolbar.deleteUnpublishedChanges"),
      phrase("editor.editorToolbar.deleteUnpublishedEntry"),
      HELP_SUMMARY,
    ]) {
      expect(editorSection).toContain(`**${words}**`)
    }
  })

  it("says of each price spelling what the editor saves, or that it refuses it", () => {
    const price = formField("treatment.price")
    const promised = [...oneLine.matchAll(/((?:`[^`]+`(?:,| i| a)? ?)+) (?:editor uloží )?jako ([\d,]+) Kč/g)].flatMap(
      ([, spellings, saved]) =>
        [...spellings.matchAll(/`([^`]+)`/g)].map(([, typed]) => [typed, Number(saved.replace(",", "."))] as const),
    )
    expect(promised.length).toBeGreaterThanOrEqual(6)
    for (const [typed, saved] of promised) {
      expect([typed, typedValue(price, typed), formProblem(price, typedValue(price, typed))]).toEqual([
        typed,
        saved,
        undefined,
      ])
    }
    const refused = /`([^`]+)` odmítne/.exec(oneLine)?.[1]
    expect(refused && formProblem(price, typedValue(price, refused))).toBeTruthy()
  })
})

describe("the lists and the order", () => {
  const lists =
    section("Editor v prohlížeči (`/admin/`)")
      .split("\n\n")
      .find((part) => part.startsWith("**Seznamy.**")) ?? ""
  const listsLine = lists.replace(/\s+/g, " ")
  const order =
    section("Běžné úpravy")
      .split("### ")
      .find((part) => part.startsWith("Změna pořadí")) ?? ""
  const treatments = decapCollection("treatments")

  it("quotes a treatment's line as its summary prints it, with the category first, where the editor names it", () => {
    expect(treatments.summary?.startsWith(`{{category}}${CATEGORY_SEPARATOR}`)).toBe(true)
    const [treatmentLine = "", heading = "", memberLine = ""] = quoted(listsLine)
    expect(treatmentLine).toMatch(linesOf(treatments.summary))
    expect(memberLine).toMatch(linesOf(decapCollection("team").summary))
    expect(memberLine).toMatch(linesOf(decapCollection("categories").summary))
    const [group] = treatments.view_groups ?? []
    expect([group?.field, heading.startsWith(`${group?.label} `)]).toEqual(["category", true])
  })

  it("names the collections, the sorting and the grouping as the editor shows them", () => {
    const sortable = (treatments.sortable_fields ?? []).map((field) =>
      typeof field === "string" ? field : field.field,
    )
    const grouping = `${phrase("collection.collectionTop.groupBy")} → ${treatments.view_groups?.[0].label}`
    const shown = [
      ...decapConfig.collections.map((collection) => collection.label),
      ...sortable.map((field) => fieldLabel("treatments", field)),
      grouping,
      phrase("collection.collectionTop.sortBy"),
    ]
    const named = bold(listsLine).slice(1)
    expect(named.filter((text) => !shown.includes(text))).toEqual([])
    expect(named).toEqual(
      expect.arrayContaining([treatments.label, grouping, phrase("collection.collectionTop.sortBy")]),
    )
    // Seřadit podle offers the sortable fields' labels, in their order; the list opens sorted by the order.
    const offered = bold(/Seřadit podle\*\* nabízí (.+?);/.exec(listsLine)?.[1] ?? "")
    expect(offered).toEqual(sortable.map((field) => fieldLabel("treatments", field)))
    expect(treatments.sortable_fields).toContainEqual({ field: "order", default_sort: true })
    expect(listsLine).toContain("Seznam je seřazený podle pořadí")
  })

  it("names the fields that set the order by their labels and the file's field name", () => {
    const oneLine = order.replace(/\s+/g, " ")
    expect([...oneLine.matchAll(/pole \*\*(.+?)\*\*/g)].map(([, label]) => label)).toEqual([
      fieldLabel("treatments", "order"),
      fieldLabel("categories", "order"),
    ])
    expect(fieldLabel("team", "order")).toBe(fieldLabel("categories", "order"))
    expect(oneLine).toContain("(v souboru `order`)")
    expect(oneLine).toContain(
      `změňte **${fieldLabel("treatments", "category")}** a dejte jí **${fieldLabel("treatments", "order")}**`,
    )
    // The check's own words for a repeated number, as the guide quotes them.
    const repeated = quoted(oneLine).find((text) => text.startsWith("pořadí"))
    expect(repeated).toBeDefined()
    const words = new RegExp(`^${repeated?.replace(/…/g, ".+")}`)
    expect(say("duplicateOrder", { order: 3, other: "content/team/bara.yaml (Bára)" })).toMatch(words)
  })

  it("names „Na webu“, a deleted entry's notice and the way back as the editor says them", () => {
    const editorSection = section("Editor v prohlížeči (`/admin/`)").replace(/\s+/g, " ")
    expect(editorSection).toContain(`**${phrase("editor.editorToolbar.published")}**; je to jen popisek`)
    expect(editorSection).toContain(`„${ENTRY_GONE}“ a pod tím odkaz **← ${BACK_TO_LIST}**`)
  })
})

describe("what the guide says of colleagues on one entry", () => {
  const colleagues = (() => {
    const start = guide.indexOf("**Když na webu pracuje víc lidí.**")
    expect(start).toBeGreaterThanOrEqual(0)
    return guide.slice(start, guide.indexOf("\n\n**", start + 10))
  })()
  // What the editor writes for each case, from the code that writes it.
  const said = [
    draftBanner({ collection: "treatments", slug: "x", diffs: [] }),
    MARK_TEXT,
    ...[PUBLISH_CHANGED, PUBLISH_OFFLINE, SAVE_OFFLINE, SAVE_CONFLICT, SAVE_PUBLISHED, SAVE_DELETED],
    "Ponechat moji: 1",
    "Vzít novější: 1",
    "nic se nepřepsalo",
  ].join("\n")

  it("quotes the banner, the list's mark and the notices as the editor writes their beginnings", () => {
    for (const quote of quoted(colleagues)) {
      const start = quote.replace(/^…|…$/g, "")
      expect(said).toContain(start)
    }
    expect(quoted(colleagues).length).toBeGreaterThanOrEqual(5)
  })

  it("names the choice buttons and the tab as the editor labels them", () => {
    const choices = bold(colleagues)
    expect(choices).toEqual(expect.arrayContaining(["Ponechat moji", "Vzít novější", "Uložit", "Publikovat"]))
    expect(choices).toContain(phrase("app.header.workflow"))
    expect(said).toContain(`${choices.find((one) => one === "Ponechat moji")}:`)
  })
})

describe("what the guide says of values written without quotes", () => {
  const yamlSection = section("Jak se píše YAML")
  /** The bullet of the section that contains `words`, on one line. */
  const bullet = (words: string) =>
    yamlSection
      .split(/\n- /)
      .map((item) => item.replace(/\s+/g, " "))
      .find((item) => item.includes(words)) ?? ""
  const codes = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, code]) => code)

  /** What the check reads from a treatment whose `field` line is `field: written`, and the keys of its problems. */
  function readAs(field: string, written: string): { value: unknown; problems: string[] } {
    const file = "treatments/head-spa-candle.yaml"
    const fixture = copyContent(fixtureContentDir)
    try {
      const text = fs.readFileSync(path.join(fixtureContentDir, file), "utf8")
      fixture.write(file, text.replace(new RegExp(`^${field}:.*$`, "m"), `${field}: ${written}`))
      const { files, issues } = checkContent(fixture.contentDir)
      return {
        value: files.find((one) => one.file === `content/${file}`)?.data[field],
        problems: issues.filter((one) => one.file === `content/${file}`).map((one) => one.key),
      }
    } finally {
      fixture.cleanup()
    }
  }

  it("reads as text what it calls text without quotes", () => {
    const asText = codes(bullet("zůstanou textem"))
    expect(asText).toEqual(expect.arrayContaining(["yes", "9:30"]))
    for (const written of asText)
      expect([written, readAs("badge", written)]).toEqual([written, { value: written, problems: [] }])
  })

  it("refuses in a text field, unquoted, what it says belongs in quotes", () => {
    const quoted = codes(bullet("naopak patří"))
    expect(quoted).toEqual(expect.arrayContaining(["true", "false"]))
    for (const written of quoted)
      expect([written, readAs("badge", written).problems]).toEqual([written, ["expectedText"]])
  })

  it("reads a number with a leading zero as the guide says", () => {
    const promised = [...bullet("Nula na začátku").matchAll(/`(0\d+)` (?:web přečte )?jako (\d+)/g)]
    expect(promised.map(([, written]) => written)).toContain("0120")
    for (const [, written, number] of promised) {
      expect([written, readAs("duration", written)]).toEqual([written, { value: Number(number), problems: [] }])
    }
  })
})
