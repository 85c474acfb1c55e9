/**
 * @jest-environment node
 *
 * The editor's Czech texts (src/admin/locale.ts), read as Decap reads them: with
 * Polyglot in the locale "cs", which picks the Czech plural form from the three a
 * text has (1 položka, 2 položky, 5 položek), and dates as day and month numbers.
 * Decap fills a missing phrase with its English one, so every English phrase
 * has a Czech one; labels of any gender and counts without a plural form read
 * as Czech sentences.
 */
import cs from "decap-cms-locales/dist/esm/cs"
import en from "decap-cms-locales/dist/esm/en"
import Polyglot from "node-polyglot"
import { editorLocale, OWN_PHRASES, phrase } from "../../src/admin/locale"
import { LIMITS } from "../../src/content/browser"

const polyglot = new Polyglot({ locale: "cs", phrases: editorLocale })

type Phrases = { [key: string]: string | Phrases }
/** Every phrase of a set by its path: editor.editorToolbar.save → "Save". */
const flat = (phrases: Phrases, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(phrases).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  )

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
  // Decap passes the column V revizi as smart_count: the text says so (the board's own summary counts every draft).
  expect(polyglot.t("workflow.workflow.description", { smart_count: 3, readyCount: 1 })).toBe(
    "V revizi: 3, připraveno k publikaci: 1.",
  )
})

it("has a Czech phrase for every phrase Decap has in English, none of them left in English", () => {
  const english = flat(en as Phrases)
  const czech = flat(editorLocale)
  expect(Object.keys(english).filter((key) => !(key in czech))).toEqual([])
  // Names that are the same in both languages, and phrases that are nothing but their values.
  const same = new Set([
    "editor.editorWidgets.markdown.markdown",
    "editor.editorWidgets.markdown.richText",
    "collection.collectionTop.newButton",
    "ui.toast.onFailToAuth",
    "workflow.workflowCard.lastChangeNoAuthor",
  ])
  expect(Object.keys(english).filter((key) => !same.has(key) && czech[key] === english[key])).toEqual([])
})

it("puts a field's label before what is wrong, so no word has to agree with it", () => {
  const say = (key: string, values: Record<string, unknown>) =>
    polyglot.t(`editor.editorControlPane.widget.${key}`, values)
  expect(say("required", { fieldLabel: "Adresa online rezervace" })).toBe(
    "Adresa online rezervace: povinné pole je prázdné; vyplňte ho.",
  )
  expect(say("required", { fieldLabel: "Název" })).toBe("Název: povinné pole je prázdné; vyplňte ho.")
  expect(phrase("editor.editorControl.field.optional")).toBe("nepovinné pole")
})

it("counts list items without a noun after a number Decap gives without its plural form", () => {
  const say = (key: string, values: Record<string, unknown>) =>
    polyglot.t(`editor.editorControlPane.widget.${key}`, values)
  expect(say("rangeCount", { fieldLabel: "Menu", minCount: 1, maxCount: 4 })).toBe(
    "Menu: počet položek musí být od 1 do 4.",
  )
  expect(say("rangeCountExact", { fieldLabel: "Šest obrázků", count: 6 })).toBe(
    "Šest obrázků: počet položek musí být přesně 6.",
  )
  expect(say("rangeMin", { fieldLabel: "Menu", minCount: 1 })).toBe("Menu: počet položek musí být aspoň 1.")
  expect(say("rangeMax", { fieldLabel: "Menu", maxCount: 4 })).toBe("Menu: počet položek smí být nejvýš 4.")
})

it("says the largest photo in MB, the content check's limit", () => {
  // Decap passes max_file_size / 1000 as the size; the text does not use it.
  const text = polyglot.t("mediaLibrary.mediaLibrary.fileTooLarge", { size: Math.floor(LIMITS.imageBytes / 1000) })
  expect(text).toBe(
    `Fotka je příliš velká: smí mít nejvýš ${LIMITS.imageBytes / 1024 / 1024} MB. Zmenšete ji (webu stačí šířka 2 400 px) a uložte znovu jako JPG.`,
  )
  expect(text).not.toMatch(/kB|20971/)
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

it("says differently only phrases Decap has (in Czech, or in English where its Czech has none): after an upgrade that renamed one, its text would show nowhere", () => {
  const decap = { ...flat(en as Phrases), ...flat(cs as Phrases) }
  const own = Object.keys(flat(OWN_PHRASES as Phrases))
  expect(own.length).toBeGreaterThan(15)
  expect(own.filter((path) => !(path in decap))).toEqual([])
})
