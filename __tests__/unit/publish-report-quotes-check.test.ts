/**
 * @jest-environment node
 *
 * Where the site meets the publishing gate (publish/, its own workspace with
 * its own tests): the Czech answer (publish/report.ts) quotes the content
 * check's real reports of broken edits word for word, and Decap's preview
 * button follows the very commit status the answer sets. Here, not in
 * publish/test, because both need the site's content model.
 */
import { checkContent, formatReport } from "../../src/content"
import { decapSettings } from "../../scripts/content-model/decap-settings"
import { composeReport, MARKER } from "../../publish/report"
import { PREVIEW_CONTEXT } from "../../publish/preview-context"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"

const RUN = "https://github.com/salon/web/actions/runs/42"

type Data = Record<string, unknown>

describe("a content check that failed", () => {
  let fixture: Fixture
  beforeEach(() => {
    fixture = copyContent(fixtureContentDir)
  })
  afterEach(() => fixture.cleanup())

  /** One broken edit of each kind an editor makes, and the report the check prints for it. */
  const edits: [string, (f: Fixture) => void][] = [
    ["a price with its currency", (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = "1 490 Kč"))],
    [
      "a price with a thousands dot",
      (f) =>
        f.write(
          "treatments/head-spa-candle.yaml",
          f.read("treatments/head-spa-candle.yaml").replace(/^price: .*$/m, "price: 1.490"),
        ),
    ],
    ["an emoji in a heading", (f) => f.edit("pages/home.yaml", (d) => ((d.hero as Data).title = "Relax ✨"))],
    ["a misspelt field", (f) => f.edit("team/jana.yaml", (d) => ((d.bioo = d.bio), delete d.bio))],
    ["a broken line of YAML", (f) => f.write("team/eva.yaml", 'name: "Eva\nrole: founder\n')],
    ["a photo that is not there", (f) => f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/nikdo.jpg"))],
    [
      "a badge too long for its card",
      (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.badge = "x".repeat(31))),
    ],
  ]

  it.each(edits)("quotes the check's report of %s word for word, and says the site is unchanged", (_name, breakIt) => {
    breakIt(fixture)
    const report = formatReport(checkContent(fixture.contentDir).issues)
    expect(report).toMatch(/^Kontrola obsahu našla \d+ chyb[uy]?:\n {2}- content\//)
    expect(
      composeReport({ kind: "draft", state: "content failed", contentReport: report, changedFiles: [], runUrl: RUN }),
    ).toBe(
      [
        MARKER,
        "### ❌ Změnu nejde zveřejnit: kontrola obsahu našla chyby",
        "",
        "Web zůstává beze změny. Opravte tato místa v editoru (nebo v souboru) a uložte znovu; kontrola proběhne sama.",
        "",
        "```text",
        report,
        "```",
        "",
        "Co které hlášení znamená, vysvětluje návod (docs/editing.md, „Chybová hlášení“).",
      ].join("\n"),
    )
  })
})

it("gives Decap's preview button the commit status the answer sets", () => {
  expect(decapSettings.backend.preview_context).toBe(PREVIEW_CONTEXT)
})
