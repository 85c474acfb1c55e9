/**
 * A throwaway copy of a content folder, for tests that break one thing and look
 * at what the content check says. Rule tests copy the small fixture folder
 * (__tests__/fixtures/content), so they never depend on the salon's catalogue;
 * tests about the live site copy content/.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse, stringify } from "yaml"

export const realContentDir = path.resolve(__dirname, "..", "..", "content")
export const fixtureContentDir = path.resolve(__dirname, "..", "fixtures", "content")

export type Fixture = {
  root: string
  contentDir: string
  /** Reads a YAML file of the copy, lets the test change it, writes it back. */
  edit: (file: string, change: (data: Record<string, unknown>) => void) => void
  read: (file: string) => string
  write: (file: string, text: string) => void
  remove: (file: string) => void
  cleanup: () => void
}

export function copyContent(source = realContentDir): Fixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"))
  const contentDir = path.join(root, "content")
  fs.cpSync(source, contentDir, { recursive: true })
  const at = (file: string) => path.join(contentDir, file)
  return {
    root,
    contentDir,
    edit: (file, change) => {
      const data = parse(fs.readFileSync(at(file), "utf8")) as Record<string, unknown>
      change(data)
      fs.writeFileSync(at(file), stringify(data))
    },
    read: (file) => fs.readFileSync(at(file), "utf8"),
    write: (file, text) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true })
      fs.writeFileSync(at(file), text)
    },
    remove: (file) => fs.rmSync(at(file)),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  }
}
