/**
 * Playwright's `edited-build` project: builds a week of editor's edits (support/editor-edits.ts) in the
 * temp project that playwright.config.ts serves to the `edited-*` projects, while the other projects run.
 * The project stays from run to run with Gatsby's caches (__tests__/support/temp-project.ts), so a later build is
 * warm, and none is needed after Jest's rebuild test has built the same files.
 */
import fs from "node:fs"
import { expect, test } from "@playwright/test"
import {
  builtFromTheseFiles,
  createTempProject,
  removeTempProject,
  reusedProjectDir,
  type RunningBuild,
  startGatsbyBuild,
  waitForBuild,
} from "../support/temp-project"
import { makeEditedSite } from "./support/editor-edits"

let build: RunningBuild | undefined

// Stops a build that is still running (a timeout, an interrupted run) and lets the next run take the folder.
test.afterEach(() => {
  if (build) removeTempProject(build, { keep: true })
})

test("the edited content builds", async () => {
  // A cold build takes 4 minutes on a quiet 2-core machine (its 70 image jobs 15 when other builds run), a warm one 1.
  test.setTimeout(30 * 60_000)
  const dir = createTempProject("edited", { reused: true })
  if (dir !== reusedProjectDir("edited")) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`Another test run of this checkout is using ${reusedProjectDir("edited")}: wait for it to end`)
  }
  await makeEditedSite(dir)
  // `npm test` has just built the same files in Jest's rebuild test (a second build would make the same site).
  if (builtFromTheseFiles(dir)) return
  build = startGatsbyBuild(dir)
  const { exitCode, output } = await waitForBuild(build)
  expect(exitCode, `The build of the edited content failed:\n${output}`).toBe(0)
})
