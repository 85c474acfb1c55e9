/**
 * @jest-environment node
 *
 * Both ways the content check runs: before every Gatsby build and develop
 * (onPreBootstrap), and alone as `npm run check:content`.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { validateContent } from "../../src/gatsby/validate-before-build"
import { copyContent, type Fixture } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent()
  fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
  fixture.edit("treatments/men-spa-60.yaml", (d) => (d.price = 0))
})
afterEach(() => fixture.cleanup())

const expectedReport = [
  "Content check found 2 problems:",
  "  - content/treatments/head-spa-candle.yaml (CANDLE): duration: must be between 15 and 210 minutes, got 5",
  "  - content/treatments/men-spa-60.yaml (Head Spa pro muže 60): price: must be more than 0, got 0",
].join("\n")

it("stops the Gatsby build with every problem listed", () => {
  const reporter = { panic: jest.fn(), info: jest.fn() }
  validateContent(fixture.contentDir, reporter as never)
  expect(reporter.panic).toHaveBeenCalledWith(expectedReport)
})

it("lets the Gatsby build go on when the content is valid", () => {
  fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 90))
  fixture.edit("treatments/men-spa-60.yaml", (d) => (d.price = 1190))
  const reporter = { panic: jest.fn(), info: jest.fn() }
  validateContent(fixture.contentDir, reporter as never)
  expect(reporter.panic).not.toHaveBeenCalled()
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
