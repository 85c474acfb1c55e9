/**
 * Which pull request a tested draft belongs to (publish/pull-request.ts),
 * asked of a stand-in for GitHub's API: the open pull request into the default
 * branch with this head and commit, a fork's too; none when the head moved on,
 * when the only one goes into another branch, or when a twin into another
 * branch has the same head and commit (a run does not say which it tested).
 */
import assert from "node:assert/strict"
import { after, before, beforeEach, it, mock } from "node:test"
import { assertIncludes } from "./assertions.ts"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { findPullRequest, main } from "../pull-request.ts"
import { type GitHubStandIn, startGitHub } from "./github-stand-in.ts"

const REPO = "salon/web"
const SHA = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const DRAFT = { owner: "salon", branch: "cms/treatments/head-spa-candle", sha: SHA, base: "main" }
const pull = (number: number, base: string, sha = SHA) => ({ number, head: { sha }, base: { ref: base } })

let github: GitHubStandIn
before(async () => {
  github = await startGitHub()
})
after(() => github.close())
beforeEach(() => {
  github.asked = []
})

const open = (...pulls: ReturnType<typeof pull>[]) => {
  github.routes = { [`/repos/${REPO}/pulls`]: { body: pulls } }
}
const find = (draft = DRAFT) => findPullRequest({ GITHUB_API_URL: github.url, GITHUB_TOKEN: "job-token" }, REPO, draft)

it("finds the pull request into the default branch by its head and commit", async () => {
  open(pull(12, "main"))
  assert.deepEqual(await find(), { number: 12 })
  assert.deepEqual(
    github.asked.map(({ query }) => decodeURIComponent(query)),
    ["?state=open&head=salon:cms/treatments/head-spa-candle&per_page=100"],
  )
})

it("finds a fork's pull request by its owner", async () => {
  open(pull(31, "main"))
  assert.deepEqual(await find({ ...DRAFT, owner: "visitor", branch: "fix-typo" }), { number: 31 })
  assertIncludes(decodeURIComponent(github.asked[0].query), "head=visitor:fix-typo&")
})

for (const [_situation, pulls, reason] of [
  [
    "the head has moved on to another commit",
    [pull(12, "main", "0".repeat(40))],
    /^no open pull request into main has/,
  ],
  [
    "the only pull request goes into another branch",
    [pull(40, "release")],
    /^no open pull request into main has salon:cms\/treatments\/head-spa-candle at 3d3c42e as its head \(only #40 into release\)$/,
  ],
  [
    "a twin into another branch has the same head and commit",
    [pull(12, "main"), pull(40, "release")],
    /is the head of #12 into main and also of #40 into release: a run cannot be told from its twin's, so neither gets a preview or an answer$/,
  ],
] as [string, ReturnType<typeof pull>[], RegExp][]) {
  it(`answers none when ${_situation}`, async () => {
    open(...pulls)
    const found = await find()
    assert.ok("none" in found, JSON.stringify(found))
    assert.match(found.none, reason)
  })
}

it("gives the report and the preview the number, or nothing", async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pull-request-"))
  const log = mock.method(console, "log", () => undefined)
  try {
    const env = {
      GITHUB_API_URL: github.url,
      GITHUB_TOKEN: "job-token",
      GITHUB_REPOSITORY: REPO,
      HEAD_OWNER: "salon",
      HEAD_BRANCH: DRAFT.branch,
      HEAD_SHA: SHA,
      DEFAULT_BRANCH: "main",
      GITHUB_OUTPUT: path.join(work, "output"),
    }
    open(pull(12, "main"))
    assert.equal(await main(env), 0)
    open(pull(40, "release"))
    assert.equal(await main(env), 0)
    assert.equal(fs.readFileSync(env.GITHUB_OUTPUT, "utf8"), "number=12\nnumber=\n")
    assert.deepEqual(
      log.mock.calls.map(({ arguments: [line] }) => line),
      [
        "Pull request #12.",
        "No pull request to answer: no open pull request into main has salon:cms/treatments/head-spa-candle at 3d3c42e as its head (only #40 into release).",
      ],
    )
  } finally {
    log.mock.restore()
    fs.rmSync(work, { recursive: true, force: true })
  }
})
