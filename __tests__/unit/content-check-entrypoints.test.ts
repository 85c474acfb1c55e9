/**
 * @jest-environment node
 *
 * Both ways the content check runs: before every Gatsby build and develop
 * (onPreBootstrap), and alone as `npm run check:content`; both speak Czech.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { validateContent } from "../../src/gatsby/validate-before-build"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
  fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
  fixture.edit("treatments/massages-head.yaml", (d) => (d.price = 0))
})
afterEach(() => fixture.cleanup())

const expectedReport = [
  "Kontrola obsahu našla 2 chyby:",
  "  - content/treatments/head-spa-candle.yaml (CANDLE), pole duration: musí být číslo od 15 do 210 minut (je tam 5)",
  "  - content/treatments/massages-head.yaml (Masáž hlavy), pole price: musí být číslo od 1 do 100 000 Kč (je tam 0)",
].join("\n")

it("stops the Gatsby build with every problem listed", () => {
  const reporter = { panic: jest.fn(), info: jest.fn() }
  validateContent(fixture.contentDir, reporter as never)
  expect(reporter.panic).toHaveBeenCalledWith(expectedReport)
})

it("lets the Gatsby build go on when the content is valid, and says so in Czech", () => {
  fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 90))
  fixture.edit("treatments/massages-head.yaml", (d) => (d.price = 490))
  const reporter = { panic: jest.fn(), info: jest.fn() }
  validateContent(fixture.contentDir, reporter as never)
  expect(reporter.panic).not.toHaveBeenCalled()
  expect(reporter.info).toHaveBeenCalledWith("Obsah je v pořádku: 14 souborů.")
})

it("makes `npm run check:content` print the problems and exit with 1", () => {
  const root = path.resolve(__dirname, "..", "..")
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/check-content.ts", fixture.contentDir],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
  expect(run.status).toBe(1)
  expect(run.stderr.trim()).toBe(expectedReport)
})
