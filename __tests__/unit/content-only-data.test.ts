/**
 * @jest-environment node
 *
 * Only data under content/ (src/content/only-data.ts): the check lists
 * every file, hidden ones and those in hidden folders too, and names each one
 * that is not a collection's YAML file, an image under content/images/ or a
 * README.md. The messages themselves are in content-check.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent } from "../../src/content"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
})
afterEach(() => fixture.cleanup())

const refused = () =>
  checkContent(fixture.contentDir)
    .issues.filter(({ key }) => ["foreignFile", "linkInContent", "fakeImage"].includes(key))
    .map(({ file, key }) => `${file} ${key}`)

it.each([
  ["a hidden file", ".npmrc", "registry=https://example.com/\n"],
  ["a file in a hidden folder", ".github/workflows/x.js", "process.exit(0)\n"],
  ["a Jest mock", "team/__mocks__/fs.js", "module.exports = {}\n"],
  ["a config file a tool reads", "babel.config.js", "module.exports = {}\n"],
  ["a TypeScript file", "images/gallery/loader.ts", "export {}\n"],
  ["an SVG, which can carry scripts", "images/gallery/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>\n"],
  ["a JSON file", "pages/home.json", "{}\n"],
  [
    "a photo outside content/images/",
    "team/eva.jpg",
    fs.readFileSync(path.join(fixtureContentDir, "images/photo.jpg")),
  ],
  ["a Markdown file other than README.md", "NOTES.md", "# poznámky\n"],
])("refuses %s, naming it", (_what, file, bytes) => {
  fs.mkdirSync(path.dirname(path.join(fixture.contentDir, file)), { recursive: true })
  fs.writeFileSync(path.join(fixture.contentDir, file), bytes)
  expect(refused()).toEqual([`content/${file} foreignFile`])
})

it("refuses a link to a folder without following it", () => {
  fs.symlinkSync(fixture.root, path.join(fixture.contentDir, "images", "elsewhere"))
  expect(refused()).toEqual(["content/images/elsewhere linkInContent"])
})

it("accepts images of every allowed kind under content/images/, and README.md in any folder", () => {
  const photo = fs.readFileSync(path.join(fixtureContentDir, "images/photo.jpg"))
  fs.writeFileSync(path.join(fixture.contentDir, "images", "team", "IMG_0001.JPG"), photo)
  fs.copyFileSync(path.join(fixtureContentDir, "images/share.png"), path.join(fixture.contentDir, "images", "x.png"))
  fs.writeFileSync(path.join(fixture.contentDir, "team", "README.md"), "# Tým\n")
  expect(refused()).toEqual([])
  expect(checkContent(fixture.contentDir).issues).toEqual([])
})
