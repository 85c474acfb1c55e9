/**
 * .github/CODEOWNERS gives away ownership of data only: an editor's change to a
 * YAML file, a photo or a README.md under content/ needs no code owner, and any
 * other file, under content/ or not, needs the web person's review. Matched as
 * GitHub matches it (gitignore patterns, case-sensitive, the last match wins).
 */
import assert from "node:assert/strict"
import { it } from "node:test"
import fs from "node:fs"
import path from "node:path"

const text = fs.readFileSync(path.resolve(import.meta.dirname, "..", "..", ".github", "CODEOWNERS"), "utf8")
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
  assert.equal(rules[0].pattern, "*")
  assert.equal(rules[0].owners.length, 1)
  assert.match(rules[0].owners[0], /^@[\w-]+(\/[\w-]+)?$/)
})

for (const file of [
  "content/site.yaml",
  "content/treatments/head-spa-classic.yaml",
  "content/README.md",
  "content/team/README.md",
  "content/images/team/lucie.jpg",
  "content/images/gallery/IMG_0001.JPG",
  "content/images/hero/salon.webp",
  "content/images/share/share.png",
  "content/images/gallery/a.avif",
]) {
  it(`an editor may change ${file} without a code owner`, () => {
    assert.deepEqual(ownersOf(file), [])
  })
}

for (const file of [
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
]) {
  it(`${file} needs the code owner`, () => {
    assert.deepEqual(ownersOf(file), rules[0].owners)
  })
}

it("takes back every folder named like a data type it gives away, with the default owner", () => {
  const givenAway = rules.filter(({ owners }) => owners.length === 0).map(({ pattern }) => pattern)
  const takenBack = rules.filter(({ pattern }) => pattern.endsWith("/"))
  assert.deepEqual(
    takenBack.map(({ pattern }) => pattern),
    givenAway.map((pattern) => `${pattern}/`),
  )
  for (const { owners } of takenBack) assert.deepEqual(owners, rules[0].owners)
  // After the give-aways, so they win (the last matching line does).
  const lastGiveAway = rules.map(({ owners }) => owners.length === 0).lastIndexOf(true)
  assert.ok(rules.findIndex(({ pattern }) => pattern.endsWith("/")) > lastGiveAway)
})

it("names one and the same owner on every line that names one, so replacing the placeholder leaves none behind", () => {
  const owned = rules.filter(({ owners }) => owners.length > 0)
  assert.ok(owned.length > 1)
  for (const { owners } of owned) assert.deepEqual(owners, rules[0].owners)
})
