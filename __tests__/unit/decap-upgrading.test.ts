/**
 * @jest-environment node
 *
 * docs/upgrading.md is where whoever upgrades Decap, decap-server, Gatsby, webpack or React looks first: it
 * names every file of the door to Decap's insides (src/admin/decap/), and every test it names exists, with the
 * test's name as its file writes it, so a renamed test or a new reliance file cannot leave the table behind.
 */
import fs from "node:fs"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
const doc = fs.readFileSync(path.join(rootDir, "docs", "upgrading.md"), "utf8")
const doorDir = path.join(rootDir, "src", "admin", "decap")

/** The table rows of the document: lines starting with "|", less the headers and rules. */
const rows = doc.split("\n").filter((line) => line.startsWith("| ") && !/^\| (relied on|---)/.test(line))

/** Each file under __tests__/ a row names (in backticks), with the test names quoted after it up to the next file. */
function namedTests(row: string): { file: string; names: string[] }[] {
  const found: { file: string; names: string[] }[] = []
  row.split(/`(__tests__\/[^`]+\.tsx?)`/).forEach((part, index) => {
    // split() puts each captured file at an odd index, the text after it at the next even one.
    if (index % 2 === 1) found.push({ file: part, names: [] })
    else found.at(-1)?.names.push(...[...part.matchAll(/"([^"]+)"/g)].map(([, name]) => name))
  })
  return found
}

it("has a row for each kind of reliance", () => {
  expect(rows.length).toBeGreaterThan(30)
})

it.each(fs.readdirSync(doorDir).filter((file) => file !== "index.ts"))("names src/admin/decap/%s", (file) => {
  expect(doc).toContain(`src/admin/decap/${file}`)
})

it("names a guarding test in every row, each an existing file", () => {
  const unguarded = rows.filter((row) => namedTests(row).length === 0 && !row.includes("every browser test"))
  expect(unguarded).toEqual([])
  const missing = rows.flatMap(namedTests).filter(({ file }) => !fs.existsSync(path.join(rootDir, file)))
  expect(missing).toEqual([])
})

it("quotes each test's name as the test's file writes it (up to an ellipsis)", () => {
  const quoted = rows.flatMap(namedTests).flatMap(({ file, names }) => names.map((name) => ({ file, name })))
  expect(quoted.length).toBeGreaterThan(30)
  const unwritten = quoted.filter(({ file, name }) => {
    // A name is quoted up to "…" where it goes on, or where the test writes a value into it (`${drafting}`).
    const start = name.split("…")[0]
    return !fs.readFileSync(path.join(rootDir, file), "utf8").includes(start)
  })
  expect(unwritten).toEqual([])
})
