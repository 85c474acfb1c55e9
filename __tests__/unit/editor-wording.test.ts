/**
 * @jest-environment node
 *
 * What the editor's own additions say, in Czech with the plural a count needs:
 * the review board's summary (editor-chrome.ts), the notice of a refused save
 * (refused-save.ts), the crop of a photo whose shape differs from its frame
 * (photo-control.tsx), and Decap's English notices said in Czech
 * (decap-english.ts), held against the English in Decap's source.
 */
import fs from "node:fs"
import path from "node:path"
import { czechNotice } from "../../src/admin/decap-english"
import { workflowSummary } from "../../src/admin/editor-chrome"
import { cropNote, PORTRAIT, ratioText } from "../../src/admin/photo-frames"
import { refusedSaveNotice } from "../../src/admin/refused-save"
import { editorPackageDir } from "../support/editor-packages"

it("sums up the review board with every draft its columns show", () => {
  expect(workflowSummary(0, 0)).toBe("0 konceptů ještě není na webu; připraveno k publikaci: 0.")
  expect(workflowSummary(1, 0)).toBe("1 koncept ještě není na webu; připraveno k publikaci: 0.")
  expect(workflowSummary(4, 1)).toBe("4 koncepty ještě nejsou na webu; připraveno k publikaci: 1.")
  expect(workflowSummary(5, 5)).toBe("5 konceptů ještě není na webu; připraveno k publikaci: 5.")
})

it("says a refused save saved nothing and how many fields to fix", () => {
  expect(refusedSaveNotice(1)).toBe("Nic se neuložilo. Opravte pole označené červeně; editor vás k němu posunul.")
  expect(refusedSaveNotice(3)).toBe(
    "Nic se neuložilo. Opravte 3 pole označená červeně; editor vás posunul k prvnímu z nich.",
  )
  expect(refusedSaveNotice(7)).toBe(
    "Nic se neuložilo. Opravte 7 polí označených červeně; editor vás posunul k prvnímu z nich.",
  )
})

describe("the crop of a team member's portrait", () => {
  it("is said as the guide says it, 4 : 5", () => {
    expect(ratioText(PORTRAIT)).toBe("4 : 5")
    expect(ratioText(1.5)).toBe("3 : 2")
  })

  it("is said for a landscape photo, with its size", () => {
    expect(cropNote(1600, 1200, PORTRAIT)).toBe(
      "Fotka je na šířku (1600 × 1200 px). Web ji ořízne na výšku 4 : 5 od středu: ukáže jen to, co je v rámečku; okraje zmizí.",
    )
  })

  it("is said for a portrait of another shape, and not for one within 2 % of the frame", () => {
    expect(cropNote(900, 1600, PORTRAIT)).toMatch(/^Fotka má jiný poměr stran \(900 × 1600 px\) než rámeček 4 : 5\./)
    expect(cropNote(960, 1200, PORTRAIT)).toBeUndefined()
    expect(cropNote(962, 1200, PORTRAIT)).toBeUndefined()
  })
})

describe("Decap's notices written in English", () => {
  it("are said in Czech, with what followed them", () => {
    expect(czechNotice("Failed to persist media: Error: Fotku nahrajte přímo v poli formuláře.")).toBe(
      "Fotku se nepodařilo nahrát: Fotku nahrajte přímo v poli formuláře.",
    )
    expect(czechNotice("Failed to persist media: Error")).toBe("Fotku se nepodařilo nahrát.")
    expect(czechNotice("Failed to delete media: Fotky se v editoru nemažou.")).toBe(
      "Fotku se nepodařilo smazat: Fotky se v editoru nemažou.",
    )
    expect(czechNotice("Položka uložena do konceptu; na webu zatím není")).toBeUndefined()
  })

  it("are the ones Decap's source writes", () => {
    const source = fs.readFileSync(
      path.join(editorPackageDir("decap-cms-core"), "src", "actions", "mediaLibrary.ts"),
      "utf8",
    )
    const english = [...source.matchAll(/message: `([A-Z][^`$]*)\$\{/g)].map((found) => found[1])
    expect(english).toEqual(["Failed to persist media: ", "Failed to delete media: ", "Failed to delete media: "])
    for (const text of english) expect(czechNotice(`${text}x`)).toMatch(/^Fotku se nepodařilo/)
  })
})
