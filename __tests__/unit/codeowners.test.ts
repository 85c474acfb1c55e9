/**
 * @jest-environment node
 *
 * .github/CODEOWNERS gives away ownership of data only: an editor's change to a
 * YAML file, a photo or a README.md under content/ needs no code owner, and any
 * other file, under content/ or not, needs the web person's review. Matched as
 * GitHub matches it (gitignore patterns, case-sensitive, the last match wins).
 */
import fs from "node:fs"
import path from "node:path"

const text = fs.readFileSync(path.resolve(__dirname, "..", "..", ".github", "CODEOWNERS"), "utf8")
const rules = text
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/)
    return { pattern, owners }
  })

/** A CODEOWNERS pattern as a regular expression over a path from the repository root. */
function matcher(pattern: string): RegExp {
  const anchored = pattern.startsWith("/") || pattern.slice(0, -1).includes("/")
  const body = pattern
    .replace(/^\//, "")
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === "**/") return "(?:.*/)?"
      if (part === "**") return ".*"
      if (part === "*") return "[^/]*"
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    })
    .join("")
  const folder = pattern.endsWith("/") ? ".*" : "(?:/.*)?"
  return new RegExp(`^${anchored ? "" : "(?:.*/)?"}${body}${folder}$`)
}

const ownersOf = (file: string) => rules.filter(({ pattern }) => matcher(pattern).test(file)).at(-1)?.owners ?? []

it("names an owner for everything by default", () => {
  expect(rules[0]).toEqual({ pattern: "*", owners: [expect.stringMatching(/^@[\w-]+(\/[\w-]+)?$/)] })
})

it.each([
  "content/site.yaml",
  "content/treatments/head-spa-classic.yaml",
  "content/README.md",
  "content/team/README.md",
  "content/images/team/lucie.jpg",
  "content/images/gallery/IMG_0001.JPG",
  "content/images/hero/salon.webp",
  "content/images/share/share.png",
  "content/images/gallery/a.avif",
])("an editor may change %s without a code owner", (file) => {
  expect(ownersOf(file)).toEqual([])
})

it.each([
  "content/__mocks__/react.js",
  "content/.github/workflows/test.yml",
  "content/images/__mocks__/react.js",
  "content/images/logo.svg",
  "content/team/eva.jpg",
  "content/team/eva.yml",
  "content/package.json",
  "content/NOTES.md",
  // Folders named like data files: their own files are code again.
  "content/team/x.yaml/hack.js",
  "content/README.md/__mocks__/react.js",
  "content/images/a.jpg/evil.js",
  "content/images/team/x.JPEG/y.ts",
  "content/images/gallery/b.webp/c.avif",
  "content/pages/home.yaml/home.yaml",
  "jest.config.js",
  "src/content/check.ts",
  ".github/CODEOWNERS",
  "static/_headers",
])("%s needs the code owner", (file) => {
  expect(ownersOf(file)).toEqual(rules[0].owners)
})

it("takes back every folder named like a data type it gives away, with the default owner", () => {
  const givenAway = rules.filter(({ owners }) => owners.length === 0).map(({ pattern }) => pattern)
  const takenBack = rules.filter(({ pattern }) => pattern.endsWith("/"))
  expect(takenBack.map(({ pattern }) => pattern)).toEqual(givenAway.map((pattern) => `${pattern}/`))
  for (const { owners } of takenBack) expect(owners).toEqual(rules[0].owners)
  // After the give-aways, so they win (the last matching line does).
  const lastGiveAway = rules.map(({ owners }) => owners.length === 0).lastIndexOf(true)
  expect(rules.findIndex(({ pattern }) => pattern.endsWith("/"))).toBeGreaterThan(lastGiveAway)
})

it("names one and the same owner on every line that names one, so replacing the placeholder leaves none behind", () => {
  const owned = rules.filter(({ owners }) => owners.length > 0)
  expect(owned.length).toBeGreaterThan(1)
  for (const { owners } of owned) expect(owners).toEqual(rules[0].owners)
})
