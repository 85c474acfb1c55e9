/**
 * @jest-environment node
 *
 * The editor's Czech texts (src/admin/locale.ts), read as Decap reads them: with
 * Polyglot in the locale "cs", which picks the Czech plural form from the three a
 * text has (1 položka, 2 položky, 5 položek), and dates as day and month numbers.
 */
import cs from "decap-cms-locales/dist/esm/cs"
import Polyglot from "node-polyglot"
import { editorLocale, OWN_PHRASES, phrase } from "../../src/admin/locale"

const polyglot = new Polyglot({ locale: "cs", phrases: editorLocale })

it("counts the review board's entries with the Czech plural forms", () => {
  const count = (n: number) => polyglot.t("workflow.workflowList.currentEntries", { smart_count: n })
  expect([0, 1, 2, 4, 5, 11].map(count)).toEqual([
    "0 položek",
    "1 položka",
    "2 položky",
    "4 položky",
    "5 položek",
    "11 položek",
  ])
  expect(polyglot.t("workflow.workflow.description", { smart_count: 3, readyCount: 1 })).toBe(
    "3 koncepty čekají, připraveno k publikaci: 1.",
  )
})

it("writes the review board's dates with numbers, not English month names", () => {
  expect(phrase("workflow.workflow.dateFormat")).not.toMatch(/MMM/)
})

it("says that discarding a draft leaves the site as it is, and keeps every other phrase of Decap", () => {
  expect(phrase("editor.editor.onDeleteUnpublishedChanges")).toMatch(/nic se na něm nesmaže/)
  expect(phrase("workflow.workflowList.onDeleteEntry")).toMatch(/nic se na něm nesmaže/)
  expect(phrase("editor.editorToolbar.publishNow")).toBe("Publikovat teď")
  expect(Object.keys(OWN_PHRASES).every((key) => key in editorLocale)).toBe(true)
})

it("says differently only phrases Decap's Czech has: after an upgrade that renamed one, its text would show nowhere", () => {
  type Phrases = { [key: string]: string | Phrases }
  const paths = (phrases: Phrases, at = ""): string[] =>
    Object.entries(phrases).flatMap(([key, value]) =>
      typeof value === "string" ? [`${at}${key}`] : paths(value, `${at}${key}.`),
    )
  const inDecap = (path: string) =>
    typeof path.split(".").reduce<unknown>((node, key) => (node as Phrases | undefined)?.[key], cs) === "string"
  expect(paths(OWN_PHRASES).length).toBeGreaterThan(15)
  expect(paths(OWN_PHRASES).filter((path) => !inDecap(path))).toEqual([])
})
