/**
 * @jest-environment node
 *
 * The editors' guide (docs/editing.md) names what the editor sees at each step
 * in one table: the editor's buttons and notices, the headings of the Czech
 * answer on a pull request, the workflows on GitHub. Each of them must be what
 * this repository really shows: Decap's Czech words as this editor says them
 * (src/admin/locale.ts), the report's headings, the workflows' names, and the add
 * buttons of the collections that have one.
 */
import fs from "node:fs"
import path from "node:path"
import { HELP_SUMMARY } from "../../src/admin/editor-chrome"
import { formField, formProblem, typedValue } from "../../src/admin/field-problems"
import { editorLocale, phrase } from "../../src/admin/locale"
import { parse } from "yaml"
import { folderCms } from "../../scripts/content-model/decap-collections"
import { composeReport, type ReportInput } from "../../scripts/publish/report"
import { collections } from "../../src/content"

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
