/**
 * @jest-environment node
 *
 * The editor never deletes a photo, so the content check lists the photos no
 * content file names any more, for the web person to remove on GitHub.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent, unusedImages } from "../../src/content"

const contentDir = path.resolve(__dirname, "..", "..", "content")

it("lists a photo no file names, and not the photos the content or the site uses", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unused-"))
  try {
    const copy = path.join(dir, "content")
    fs.cpSync(contentDir, copy, { recursive: true })
    const before = unusedImages(copy, checkContent(copy).files)
    const used = fs.readdirSync(path.join(copy, "images", "team"))[0]
    fs.copyFileSync(path.join(copy, "images", "team", used), path.join(copy, "images", "team", "replaced.jpg"))
    const after = unusedImages(copy, checkContent(copy).files)
    expect(after).toEqual([...before, "content/images/team/replaced.jpg"].sort())
    expect(after).not.toContain("content/images/brand/icon.png")
    expect(after).not.toContain(`content/images/team/${used}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
