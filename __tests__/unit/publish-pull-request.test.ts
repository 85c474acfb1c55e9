/**
 * @jest-environment node
 *
 * Which pull request a tested draft belongs to (scripts/publish/pull-request.ts),
 * asked of a stand-in for GitHub's API: the open pull request into the default
 * branch with this head and commit, a fork's too; none when the head moved on,
 * when the only one goes into another branch, or when a twin into another
 * branch has the same head and commit (a run does not say which it tested).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { findPullRequest, main } from "../../scripts/publish/pull-request"
import { type GitHubStandIn, startGitHub } from "../support/github-stand-in"

const REPO = "salon/web"
const SHA = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const DRAFT = { owner: "salon", branch: "cms/treatments/head-spa-candle", sha: SHA, base: "main" }
const pull = (number: number, base: string, sha = SHA) => ({ number, head: { sha }, base: { ref: base } })

let github: GitHubStandIn
beforeAll(async () => {
  github = await startGitHub()
})
afterAll(() => github.close())
beforeEach(() => {
  github.asked = []
})

const open = (...pulls: ReturnType<typeof pull>[]) => {
  github.routes = { [`/repos/${REPO}/pulls`]: { body: pulls } }
}
const find = (draft = DRAFT) => findPullRequest({ GITHUB_API_URL: github.url, GITHUB_TOKEN: "job-token" }, REPO, draft)

it("finds the pull request into the default branch by its head and commit", async () => {
  open(pull(12, "main"))
  expect(await find()).toEqual({ number: 12 })
  expect(github.asked.map(({ query }) => decodeURIComponent(query))).toEqual([
    "?state=open&head=salon:cms/treatments/head-spa-candle&per_page=100",
  ])
})

it("finds a fork's pull request by its owner", async () => {
  open(pull(31, "main"))
  expect(await find({ ...DRAFT, owner: "visitor", branch: "fix-typo" })).toEqual({ number: 31 })
  expect(decodeURIComponent(github.asked[0].query)).toContain("head=visitor:fix-typo&")
})

it.each([
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
])("answers none when %s", async (_situation, pulls, reason) => {
  open(...pulls)
  expect(await find()).toEqual({ none: expect.stringMatching(reason) })
})

it("gives the report and the preview the number, or nothing", async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pull-request-"))
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
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
    expect(await main(env)).toBe(0)
    open(pull(40, "release"))
    expect(await main(env)).toBe(0)
    expect(fs.readFileSync(env.GITHUB_OUTPUT, "utf8")).toBe("number=12\nnumber=\n")
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      "Pull request #12.",
      "No pull request to answer: no open pull request into main has salon:cms/treatments/head-spa-candle at 3d3c42e as its head (only #40 into release).",
    ])
  } finally {
    log.mockRestore()
    fs.rmSync(work, { recursive: true, force: true })
  }
})
