/**
 * Playwright's `sites` project, the one owner of the builds beside `npm run build`'s: the second site (the frozen
 * content's catalogue replaced by a second one, with a week of editor's edits on top: support/editor-edits.ts) and
 * one broken edit of the frozen content, which must stop its build. Each builds once, in a temp project kept per
 * checkout with Gatsby's caches (tooling/temp-project.ts), while the projects that need no second site run; the
 * `edited-*` projects test what it leaves (support/second-site.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { BROKEN_PROJECT, EDITED_PROJECT } from "../../tooling/sites"
import {
  createTempProject,
  removeTempProject,
  type RunningBuild,
  startGatsbyBuild,
  waitForBuild,
} from "../../tooling/temp-project"
import { makeBrokenEdit, makeEditedSite } from "./support/editor-edits"
import { FROZEN_CONTENT, READ_LOG, writeEdits } from "./support/second-site"

const builds: RunningBuild[] = []

// Stops a build that still runs (a timeout, an interrupted run); the folders stay for the tests and the next run.
test.afterEach(() => {
  for (const build of builds) removeTempProject(build, { keep: true })
})

/** The reused temp project `name` (the tests find it there), or an error when another run of this checkout has it. */
function project(name: string, expected: string): string {
  const dir = createTempProject(name, { reused: true, content: FROZEN_CONTENT })
  if (dir === expected) return dir
  fs.rmSync(dir, { recursive: true, force: true })
  throw new Error(`Another test run of this checkout is using ${expected}: wait for it to end`)
}

test("the second site builds, and the broken edit stops its build", async () => {
  // A cold build takes 4 minutes on a quiet 2-core machine (more when other tests run), a warm one 1.
  test.setTimeout(30 * 60_000)
  const [editedDir, brokenDir] = [project("edited", EDITED_PROJECT), project("broken", BROKEN_PROJECT)]
  writeEdits(await makeEditedSite(editedDir))
  makeBrokenEdit(brokenDir)
  // The second site's build logs each read of a content file (count-content-reads.cjs), in Gatsby's workers too.
  const counter = `--require ${path.join(__dirname, "support", "count-content-reads.cjs")}`
  const counting = { HEAD_SPA_READ_LOG: READ_LOG, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${counter}`.trim() }
  builds.push(startGatsbyBuild(editedDir, counting), startGatsbyBuild(brokenDir))
  const [edited, broken] = await Promise.all(builds.map(waitForBuild))
  expect(edited.exitCode, `The build of the second site failed:\n${edited.output}`).toBe(0)
  // What the broken build printed is the edited-output project's to judge (edited-content.test.ts).
  expect(broken.exitCode, "The broken edit's build ended").not.toBeNull()
})
