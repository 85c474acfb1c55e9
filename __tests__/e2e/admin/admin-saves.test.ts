/**
 * A one-field change saved in the browser editor is a one-line change of the file on the draft's branch, in the
 * settings and page texts too: the content files are committed as Decap writes them (key order, quotes, no
 * comments), so Uložit rewrites nothing else. Fields are typed and pasted with the keyboard; the draft is compared
 * with main as git and GitHub show it, and with what Decap's own formatter writes for the change
 * (__tests__/support/decap-save.ts).
 */
import { parse } from "yaml"
import { decapSave, editableFiles } from "../../support/decap-save"
import { expect, expectClean, openEditor, pasteInto, save, test, typeInto } from "./editor"

test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ repo }) => repo.reset())

for (const { file, entry, label, at, value, how } of [
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
]) {
  test(`saves one field of ${file} as one changed line`, async ({ page, repo }) => {
    const live = repo.fileOn("main", file)!
    const before = parse(live) as Record<string, unknown>
    expect(before[at[0]]).not.toBe(value)
    const { watch } = await openEditor(page, entry)
    const field = page.getByLabel(label, { exact: true })
    await expect(field).toHaveValue(String(before[at[0]]))
    if (how === "paste") await pasteInto(field, value)
    else await typeInto(field, value)
    await save(page)

    // The one draft the save made.
    const drafts = repo.git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean)
    expect(drafts).toHaveLength(1)
    const [branch] = drafts
    const key = at[at.length - 1]
    const liveLine = live.split("\n").find((line) => line.startsWith(`${key}:`))
    const changed = repo
      .git("diff", "--unified=0", "main", branch, "--", file)
      .split("\n")
      .filter((line) => /^[-+](?![-+])/.test(line))
    expect(changed).toEqual([`-${liveLine}`, `+${key}: ${value}`])
    // Byte for byte what Decap's formatter writes for the change, and nothing else on the branch.
    const { fields } = editableFiles(repo.dir).find((editable) => editable.file === file)!
    expect(repo.fileOn(branch, file)).toBe(decapSave(live, fields, { at, value }))
    expect(repo.git("diff", "--name-only", "main", branch).trim()).toBe(file)
    expect(repo.checkBranch(branch)).toEqual([])
    expectClean(watch)
  })
}
