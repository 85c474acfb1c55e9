/**
 * A one-field change saved in the browser editor is a one-line change of the
 * file on the draft's branch, in the settings and page texts too: the content
 * files are committed as Decap writes them (key order, quotes, no comments),
 * so Uložit rewrites nothing else. Fields are typed and pasted with the
 * keyboard; the draft is compared with main as git and GitHub show it, and
 * with what Decap's own formatter writes for the change
 * (__tests__/support/decap-save.ts).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { checkContent } from "../../src/content"
import { decapSave, editableFiles } from "../support/decap-save"
import { expectClean, openEditor, pasteInto, save, editorSessionOfThisFile, typeInto } from "./support/editor"

const session = editorSessionOfThisFile()

/** The draft branch a save made: the one branch that was not there before. */
function newBranch(before: string): string {
  const now = session.current.backend.git("branch", "--list", "--format=%(refname:short)").trim().split("\n")
  const made = now.filter((branch) => !before.split("\n").includes(branch))
  expect(made).toHaveLength(1)
  return made[0]
}

/** The lines a draft changes in a file, as `git diff` shows them against main. */
const changedLines = (branch: string, file: string) =>
  session.current.backend
    .git("diff", "--unified=0", "main", branch, "--", file)
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line))

/** The content check on a branch, as the Test workflow runs it on the draft's pull request. */
function checkBranch(branch: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-"))
  try {
    session.current.backend.extract(branch, "content", dir)
    return checkContent(path.join(dir, "content")).issues
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

it.each([
  {
    file: "content/site.yaml",
    entry: "/collections/settings/entries/site",
    label: "Adresa online rezervace",
    at: ["bookingUrl"],
    value: "https://rezervace.headspa-teplice.cz/online",
    how: "paste",
  },
  {
    file: "content/contact.yaml",
    entry: "/collections/settings/entries/contact",
    label: "Telefon",
    at: ["phone"],
    value: "+420 417 555 010",
    how: "paste",
  },
  {
    file: "content/pages/treatments.yaml",
    entry: "/collections/pages/entries/treatments-page",
    label: "Nadpis stránky",
    at: ["heading"],
    value: "Procedury a ceny",
    how: "type",
  },
])("saves one field of $file as one changed line", async ({ file, entry, label, at, value, how }) => {
  const live = session.current.backend.fileOn("main", file)!
  const before = parse(live) as Record<string, unknown>
  expect(before[at[0]]).not.toBe(value)
  const branches = session.current.backend.git("branch", "--list", "--format=%(refname:short)").trim()
  const { page, watch } = await openEditor(session.current, entry)
  const field = page.getByLabel(label, { exact: true })
  await expect(field.inputValue()).resolves.toBe(String(before[at[0]]))
  if (how === "paste") await pasteInto(field, value)
  else await typeInto(field, value)
  await save(page)

  const branch = newBranch(branches)
  const key = at[at.length - 1]
  const liveLine = live.split("\n").find((line) => line.startsWith(`${key}:`))
  expect(changedLines(branch, file)).toEqual([`-${liveLine}`, `+${key}: ${value}`])
  // Byte for byte what Decap's formatter writes for the change, and nothing else on the branch.
  const { fields } = editableFiles(session.current.backend.repoDir).find((editable) => editable.file === file)!
  expect(session.current.backend.fileOn(branch, file)).toBe(decapSave(live, fields, { at, value }))
  expect(session.current.backend.git("diff", "--name-only", "main", branch).trim()).toBe(file)
  expect(checkBranch(branch)).toEqual([])
  expectClean(watch)
  await page.close()
})
