/**
 * What goes up is the build job's `site` (publish/site-artifact.ts),
 * found in GitHub's record of the tested run (its jobs and its artifacts) on a
 * stand-in for GitHub's API: the one `site` created while `build` ran gives its
 * id to the download; a second one, or one uploaded after `build` ended (the
 * test job replacing it), stops the deploy with a message saying so.
 */
import assert from "node:assert/strict"
import { after, afterEach, before, beforeEach, describe, it, mock } from "node:test"
import { assertMatchesObject } from "./assertions.ts"
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { type Artifact, chooseSite, type Job, main } from "../site-artifact.ts"
import { type GitHubStandIn, startGitHub } from "./github-stand-in.ts"

const REPO = "salon/web"
const RUN = 4242
const SHA = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const script = path.join(import.meta.dirname, "..", "site-artifact.ts")

const jobs = (): Job[] => [
  {
    name: "build",
    status: "completed",
    conclusion: "success",
    started_at: "2026-11-28T10:00:05Z",
    completed_at: "2026-11-28T10:06:40Z",
  },
  {
    name: "test",
    status: "completed",
    conclusion: "success",
    started_at: "2026-11-28T10:06:52Z",
    completed_at: "2026-11-28T10:19:30Z",
  },
]
const artifact = (id: number, created_at: string, name = "site"): Artifact => ({
  id,
  name,
  created_at,
  expired: false,
  workflow_run: { id: RUN, head_sha: SHA },
})
const BUILT = artifact(901, "2026-11-28T10:06:12Z")

let github: GitHubStandIn
let work: string
before(async () => {
  github = await startGitHub()
})
after(() => github.close())
beforeEach(() => {
  github.asked = []
  work = fs.mkdtempSync(path.join(os.tmpdir(), "site-artifact-"))
})
afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

/** GitHub's answers for run 4242, attempt 2. */
function answer(found: Artifact[], listedJobs = jobs()) {
  github.routes = {
    [`/repos/${REPO}/actions/runs/${RUN}/attempts/2/jobs`]: {
      body: { total_count: listedJobs.length, jobs: listedJobs },
    },
    [`/repos/${REPO}/actions/runs/${RUN}/artifacts`]: { body: { total_count: found.length, artifacts: found } },
  }
}

const env = () => ({
  GITHUB_API_URL: github.url,
  GITHUB_TOKEN: "job-token",
  GITHUB_REPOSITORY: REPO,
  RUN_ID: String(RUN),
  RUN_ATTEMPT: "2",
  TESTED_COMMIT: SHA,
  GITHUB_OUTPUT: path.join(work, "output"),
})

/** The command with this environment; in-process, as its plain-Node run is tested once below. */
async function run(): Promise<{ code: number; output: string; id?: string }> {
  const lines: string[] = []
  const log = mock.method(console, "log", (line: string) => lines.push(line))
  const error = mock.method(console, "error", (line: string) => lines.push(line))
  try {
    const code = await main(env())
    const written = fs.existsSync(env().GITHUB_OUTPUT) ? fs.readFileSync(env().GITHUB_OUTPUT, "utf8") : ""
    return { code, output: lines.join("\n"), id: /^id=(.*)$/m.exec(written)?.[1] }
  } finally {
    log.mock.restore()
    error.mock.restore()
  }
}

it("hands the download the id of the one site the build job uploaded, asking with the job's token", async () => {
  answer([
    BUILT,
    artifact(902, "2026-11-28T10:06:20Z", "gatsby-types"),
    artifact(903, "2026-11-28T10:06:25Z", "report"),
  ])
  assert.deepEqual(await run(), {
    code: 0,
    output: 'The artifact "site" 901 was uploaded by the "build" job of run 4242: it goes up.',
    id: "901",
  })
  assert.deepEqual(
    github.asked.map(({ path: asked, query, authorization }) => [`${asked}${query}`, authorization]),
    [
      [`/repos/${REPO}/actions/runs/${RUN}/attempts/2/jobs?per_page=100`, "Bearer job-token"],
      [`/repos/${REPO}/actions/runs/${RUN}/artifacts?name=site&per_page=100`, "Bearer job-token"],
    ],
  )
})

it("refuses a site uploaded after the build job ended, as the test job would have to", async () => {
  const replacement = artifact(977, "2026-11-28T10:15:03Z")
  answer([replacement])
  assert.deepEqual(await run(), {
    code: 1,
    output:
      'Not published: an artifact "site" (id 977, created 2026-11-28T10:15:03Z) was uploaded after the "build" job ended (2026-11-28T10:06:40Z): a later job replaced or added to the built site. Nothing of this run goes up; find out why in the run\'s log.',
    id: undefined,
  })
})

it("refuses a second site, even beside the build job's own", async () => {
  answer([BUILT, artifact(978, "2026-11-28T10:06:30Z")])
  assertMatchesObject(await run(), {
    code: 1,
    output: /^Not published: the run has 2 artifacts named "site" \(ids 901, 978\), not one/,
  })
  answer([BUILT, artifact(979, "2026-11-28T10:18:00Z")])
  assert.match((await run()).output, /^Not published: an artifact "site" \(id 979,/)
})

describe("choosing the site", () => {
  const options = { runId: RUN, commit: SHA }

  it("accepts a site created in the very second the build job ended", () => {
    assert.deepEqual(chooseSite(jobs(), [artifact(5, "2026-11-28T10:06:40Z")], options), { id: 5 })
  })

  for (const [_what, listedJobs, found, refused] of [
    ["no site at all (deleted or expired)", jobs(), [], /^the run has no artifact "site"/],
    [
      "a site created before the build job started",
      jobs(),
      [artifact(6, "2026-11-28T09:59:59Z")],
      /was not created while the "build" job ran \(2026-11-28T10:00:05Z to 2026-11-28T10:06:40Z\) but at 2026-11-28T09:59:59Z$/,
    ],
    ["an expired site", jobs(), [{ ...BUILT, expired: true }], /has expired/],
    [
      "a site of another run",
      jobs(),
      [{ ...BUILT, workflow_run: { id: 1, head_sha: SHA } }],
      /does not belong to run 4242/,
    ],
    [
      "a site of another commit",
      jobs(),
      [{ ...BUILT, workflow_run: { id: RUN, head_sha: "0".repeat(40) } }],
      /does not belong to run 4242 of commit 3d3c42e/,
    ],
    [
      "a run without a build job in this attempt",
      jobs().slice(1),
      [BUILT],
      /has 0 jobs named "build" in this attempt, not one: re-run all its jobs/,
    ],
    ["a run with two build jobs", [...jobs(), jobs()[0]], [BUILT], /has 2 jobs named "build"/],
    [
      "a build job that failed",
      [{ ...jobs()[0], conclusion: "failure" }],
      [BUILT],
      /has not completed successfully \(completed, failure\)/,
    ],
    [
      "a build job still running",
      [{ ...jobs()[0], status: "in_progress", completed_at: null }],
      [BUILT],
      /has not completed successfully/,
    ],
  ] as [string, Job[], Artifact[], RegExp][]) {
    it(`refuses ${_what}`, () => {
      const chosen = chooseSite(listedJobs, found, options)
      assert.ok("refused" in chosen, JSON.stringify(chosen))
      assert.match(chosen.refused, refused)
    })
  }

  it("goes by the name `site` exactly: another artifact of the build job is no site", () => {
    assert.deepEqual(chooseSite(jobs(), [artifact(7, "2026-11-28T10:06:12Z", "Site"), BUILT], options), { id: 901 })
  })
})

it("runs as the deploy jobs run it, in plain Node, giving the id to the step's outputs", async () => {
  answer([BUILT])
  const { stdout } = await promisify(execFile)(process.execPath, [script], { env: { ...process.env, ...env() } })
  assert.equal(stdout, 'The artifact "site" 901 was uploaded by the "build" job of run 4242: it goes up.\n')
  assert.equal(fs.readFileSync(env().GITHUB_OUTPUT, "utf8"), "id=901\n")
})

it("needs the run it is to look at", async () => {
  const log = mock.method(console, "error", () => undefined)
  try {
    assert.equal(await main({ GITHUB_REPOSITORY: REPO }), 1)
    assert.deepEqual(
      log.mock.calls.map(({ arguments: args }) => args),
      [["site-artifact: GITHUB_REPOSITORY, RUN_ID and RUN_ATTEMPT must be set"]],
    )
  } finally {
    log.mock.restore()
  }
})

it("finds the build job's report the same way when ARTIFACT names it, and refuses a late one", () => {
  const options = { runId: RUN, commit: SHA, name: "report" }
  assert.deepEqual(chooseSite(jobs(), [artifact(950, "2026-11-28T10:06:35Z", "report"), BUILT], options), { id: 950 })
  const late = chooseSite(jobs(), [artifact(951, "2026-11-28T10:20:00Z", "report")], options)
  assert.ok("refused" in late)
  assert.match(
    late.refused,
    /^an artifact "report" \(id 951, created 2026-11-28T10:20:00Z\) was uploaded after the "build" job ended/,
  )
})
