/**
 * @jest-environment node
 *
 * The one walk of a folder tree (src/utils/entries-below.ts) that the content
 * check and the build's post-build steps share: everything is listed, dot-files
 * too, in an order that does not depend on the disk, and a link is listed
 * without being followed, so a link under content/ cannot make the check read
 * the rest of the machine or the same folder over and over.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { entriesBelow } from "../../src/utils/entries-below"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "entries-below-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const listed = () => entriesBelow(dir).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

function plant(files: string[]) {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), "")
  }
}

it("lists files and folders depth first, each folder's names in alphabetical order", () => {
  plant(["b.yaml", "a/z.yaml", "a/B/c.jpg", "A.md"])
  expect(listed()).toEqual(["a", "a/B", "a/B/c.jpg", "a/z.yaml", "A.md", "b.yaml"])
})

it("lists dot-files and dot-folders with what they hold", () => {
  plant([".hidden/.mocks/react.js", ".env"])
  expect(listed()).toEqual([".env", ".hidden", ".hidden/.mocks", ".hidden/.mocks/react.js"])
})

it("lists a link to a folder as a link and does not enter it, even one that loops", () => {
  plant(["team/eva.yaml"])
  fs.symlinkSync(dir, path.join(dir, "team", "loop"))
  fs.symlinkSync("/", path.join(dir, "root"))
  const entries = entriesBelow(dir)
  expect(listed()).toEqual(["root", "team", "team/eva.yaml", "team/loop"])
  expect(entries.filter((entry) => entry.isSymbolicLink()).map((entry) => entry.name)).toEqual(["root", "loop"])
})
