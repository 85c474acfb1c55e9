/**
 * @jest-environment node
 *
 * The before-launch stand-ins in content/ are named by the content model
 * (src/content/launch-placeholders.ts) and read by its reader: each names a
 * text field of a file the model has, and this repository's content still
 * holds every one, which the publishing gate refuses (publish/launch-check.ts).
 */
import path from "node:path"
import { collections, LAUNCH_PLACEHOLDERS, launchPlaceholdersLeft, modelOf, nodeAt } from "../../src/content"

it.each(LAUNCH_PLACEHOLDERS.map((placeholder) => [`${placeholder.file} ${placeholder.at.join(".")}`, placeholder]))(
  "names a text field of the model: %s",
  (_name, { file, at }) => {
    const collection = collections.find((c) => c.kind === "file" && c.path === file)
    expect(collection).toBeDefined()
    expect(nodeAt(modelOf(collection!), at)?.type).toBe("string")
  },
)

it("finds every stand-in in this repository's content, read as the site reads it", () => {
  const left = launchPlaceholdersLeft(path.resolve(__dirname, "..", "..", "content"))
  expect(left.map(({ what }) => what)).toEqual(LAUNCH_PLACEHOLDERS.map(({ what, at }) => `${what} (${at.join(".")})`))
  expect(left.every(({ found }) => found.startsWith('"'))).toBe(true)
})
