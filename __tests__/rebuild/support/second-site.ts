/**
 * The second site and the broken catalogue, as Playwright's `sites` project leaves them (sites.setup.ts) for the
 * tests that read them: each in its temp project (tooling/sites.ts), with its build's log and result, and beside
 * the second site the edits it shows and the log of the content files its build read.
 */
import fs from "node:fs"
import path from "node:path"
import { BROKEN_PROJECT, EDITED_PROJECT } from "../../../tooling/sites"
import { type BuildResult, finishedBuild } from "../../../tooling/temp-project"
import { builtSite } from "../../support/built-site"
import type { EditorEdits } from "./editor-edits"

/** The content both start from: a frozen copy no editor changes (__tests__/fixtures/frozen-content/README.md). */
export const FROZEN_CONTENT = path.resolve(__dirname, "..", "..", "fixtures", "frozen-content")

export const editedSite = builtSite(EDITED_PROJECT)
export const brokenContentDir = path.join(BROKEN_PROJECT, "content")
/** Each whole-file read of a content file during the second site's build (count-content-reads.cjs). */
export const READ_LOG = path.join(EDITED_PROJECT, "content-reads.log")
const EDITS_FILE = path.join(EDITED_PROJECT, "edits.json")

export const writeEdits = (edits: EditorEdits) => fs.writeFileSync(EDITS_FILE, JSON.stringify(edits))

/** What the week's edits changed, as the `sites` project made them. */
export function editsMade(): EditorEdits {
  if (!fs.existsSync(EDITS_FILE)) throw new Error(`${EDITS_FILE} is missing: run this project with its setup, sites`)
  return JSON.parse(fs.readFileSync(EDITS_FILE, "utf8")) as EditorEdits
}

/** How the build in a project of the `sites` project ended, and what it printed. */
export function buildResult(dir: string): BuildResult {
  const result = finishedBuild(dir)
  if (!result) throw new Error(`No finished build in ${dir}: run this project with its setup, sites`)
  return result
}
