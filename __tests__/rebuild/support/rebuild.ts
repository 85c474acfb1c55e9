/**
 * The rebuild test's two builds: the editor's week of edits and one broken
 * edit, each in a temp copy of the project. Jest's global setup of the rebuild
 * project starts them (global-setup.ts), so they run while the other test
 * files do; the test itself, which Jest runs last (sequencer.js), waits for
 * them. The running builds are described in an environment variable, which
 * the test and the global teardown read.
 */
import path from "node:path"
import { type EditorEdits, makeBrokenEdit, makeEditedSite } from "./editor-edits"
import { createTempProject, removeTempProject, type RunningBuild, startGatsbyBuild } from "../../support/temp-project"

export type Rebuild = { edited: RunningBuild; broken: RunningBuild; edits: EditorEdits; readLog: string }

const VARIABLE = "HEAD_SPA_REBUILD"

export async function startRebuild(): Promise<void> {
  // The edited project stays from run to run, so Gatsby reuses its caches (see temp-project.ts).
  const [editedDir, brokenDir] = [createTempProject("edited", { reused: true }), createTempProject("broken")]
  const edits = await makeEditedSite(editedDir)
  makeBrokenEdit(brokenDir)
  // The edited build logs each read of a content file (count-content-reads.cjs), in Gatsby's workers too.
  const readLog = path.join(editedDir, "content-reads.log")
  const counter = `--require ${path.join(__dirname, "count-content-reads.cjs")}`
  const counting = { HEAD_SPA_READ_LOG: readLog, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${counter}`.trim() }
  const rebuild: Rebuild = {
    edited: startGatsbyBuild(editedDir, counting),
    broken: startGatsbyBuild(brokenDir),
    edits,
    readLog,
  }
  process.env[VARIABLE] = JSON.stringify(rebuild)
}

export function runningRebuild(): Rebuild {
  const description = process.env[VARIABLE]
  if (!description) throw new Error("No rebuild is running: run this test through Jest's rebuild project")
  return JSON.parse(description) as Rebuild
}

export function stopRebuild(): void {
  if (!process.env[VARIABLE]) return
  const { edited, broken } = runningRebuild()
  removeTempProject(edited, { keep: true })
  removeTempProject(broken)
}
