/**
 * @jest-environment node
 *
 * Names under content/ (src/content/file-names.ts): an image is named with
 * letters, digits, `-`, `_` and one dot; a folder the same without a dot, so a
 * folder named like a data file (content/team/x.yaml/) is refused. Whatever a
 * name holds, the report prints every problem on one line of its own: a line
 * break in a file name or a value is written as \n, so nothing the editor
 * names can start a workflow command (`::warning::`) in the run's log.
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatIssue, formatReport } from "../../src/content"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
})
afterEach(() => fixture.cleanup())

const photo = (name: string) =>
  fs.copyFileSync(path.join(fixture.contentDir, "images/photo.jpg"), path.join(fixture.contentDir, "images/team", name))
const issues = () => checkContent(fixture.contentDir).issues
const keys = () => issues().map(({ file, key }) => `${file} ${key}`)

it("refuses a folder content/team/x.yaml/ and names the file it carries, which CODEOWNERS would give away", () => {
  fixture.write("team/x.yaml/hack.js", "process.exit(0)\n")
  expect(keys()).toEqual(["content/team/x.yaml/ folderName", "content/team/x.yaml/hack.js foreignFile"])
})

it.each([
  ["team/README.md/", "README-md"],
  ["images/team/fotky.jpg/", "fotky-jpg"],
  ["images/léto 2024/", "leto-2024"],
  ["images/.cache/", "cache"],
  ["images/-x/", "x"],
  ["images/--léto--/", "leto"],
  ["images/…/", "slozka"],
])("refuses a folder %s, suggesting %s", (folder, suggestion) => {
  fixture.write(`${folder}README.md`, "# x\n")
  const [problem] = issues()
  expect(problem).toMatchObject({ file: `content/${folder}`, key: "folderName" })
  expect(problem.message).toContain(`přejmenujte ji na „${suggestion}“`)
})

it.each([
  ["a line break and a workflow command", "jana\n::warning::x.jpg", "jana-warning-x.jpg"],
  ["a workflow command", "a::error::b.jpg", "a-error-b.jpg"],
  ["Czech letters and a space", "Žluťoučký kůň.png", "Zlutoucky-kun.png"],
  ["a second dot", "jana.final.jpeg", "jana-final.jpeg"],
  ["a leading dash, read as an option by command-line tools", "-rf.jpg", "rf.jpg"],
  ["a leading dot", ".jana.jpg", "jana.jpg"],
  ["a name that is nothing but odd characters", "***.webp", "obrazek.webp"],
  ["a backtick that would close a Markdown block", "a```b.avif", "a-b.avif"],
])("refuses an image named with %s, suggesting a name the editor can use", (_what, name, suggestion) => {
  photo(name)
  const found = issues()
  expect(found.map(({ file, key }) => [file, key])).toEqual([[`content/images/team/${name}`, "imageFileName"]])
  expect(found[0].message).toContain(`přejmenujte soubor na „${suggestion}“`)
})

it.each(["IMG_0001.JPG", "jana-nova_2.webp", "2024.png", "a.avif", "_nahled.jpg"])(
  "accepts an image named %s",
  (name) => {
    photo(name)
    expect(issues()).toEqual([])
  },
)

it("prints every problem on one line, whatever the names and values hold", () => {
  photo("jana\n::warning::x.jpg")
  fixture.write("team/eva\r\n::error::x.yaml", "name: Eva\n")
  fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.price = "1 490\n::error file=x::Kč\u2028\u0085"))
  const report = formatReport(issues())
  const lines = report.split("\n")
  expect(lines.length).toBe(issues().length + 1)
  for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}- content\//)
  expect(report).toContain("content/images/team/jana\\n::warning::x.jpg: název obrázku")
  expect(report).toContain("content/team/eva\\u000d\\n::error::x.yaml: ")
  expect(report).toContain("(je tam „1 490\\n::error file=x::Kč\\u2028\\u0085“)")
  expect(report).not.toMatch(/[\r\u2028\u0085]/)
})

it("keeps tabs and other control characters out of a printed line, by their code", () => {
  const line = formatIssue({ file: "content/a\tb.yaml", key: "internal", message: "x\u0000\u001b[31m" })
  expect(line).toBe("content/a\\u0009b.yaml: x\\u0000\\u001b[31m")
})
