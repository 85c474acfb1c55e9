/**
 * @jest-environment node
 *
 * A deploy job publishes only the head of a branch (scripts/publish/is-branch-head.ts),
 * asked of a stand-in for GitHub's API on 127.0.0.1 that knows one branch and one
 * tag; once as the publish workflow runs it, in plain Node.
 */
import { execFile } from "node:child_process"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { promisify } from "node:util"
import { main, staleReason } from "../../scripts/publish/is-branch-head"

const script = path.resolve(__dirname, "..", "..", "scripts", "publish", "is-branch-head.ts")
const HEAD = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const OLDER = "820762786026740c76f36085b0efc47a31fe5020"

/** GitHub's answers for refs/heads/main, and for a prefix (refs/heads/ma): the list of refs under it. */
const refs: Record<string, unknown> = {
  "/repos/salon/web/git/ref/heads/main": { ref: "refs/heads/main", object: { type: "commit", sha: HEAD } },
  "/repos/salon/web/git/ref/heads/cms/treatments/candle": {
    ref: "refs/heads/cms/treatments/candle",
    object: { type: "commit", sha: OLDER },
  },
  "/repos/salon/web/git/ref/heads/ma": [{ ref: "refs/heads/main", object: { type: "commit", sha: HEAD } }],
}
const requests: { url: string; authorization?: string }[] = []
const server = http.createServer((request, response) => {
  requests.push({ url: request.url ?? "", authorization: request.headers.authorization })
  const answer = refs[request.url ?? ""]
  response.writeHead(answer ? 200 : 404, { "Content-Type": "application/json" })
  response.end(JSON.stringify(answer ?? { message: "Not Found" }))
})
let api: string
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const env = () => ({ ...process.env, GITHUB_API_URL: api, GITHUB_REPOSITORY: "salon/web", GITHUB_TOKEN: "token" })

/** The command with these arguments; in-process, as its plain-Node run is tested once below. */
async function run(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = []
  const log = jest.spyOn(console, "log").mockImplementation((line: string) => lines.push(line))
  const error = jest.spyOn(console, "error").mockImplementation((line: string) => lines.push(line))
  try {
    return { code: await main(args, env()), output: lines.join("\n") }
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
}

it("runs as the deploy jobs run it, in plain Node", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, "main", HEAD], { env: env() })
  expect(stdout).toBe("3d3c42e is the head of the branch main: it may publish.\n")
})

it("lets the head of main go live, asking GitHub with the job's token", async () => {
  expect(await run("main", HEAD)).toEqual({
    code: 0,
    output: "3d3c42e is the head of the branch main: it may publish.",
  })
  expect(requests.at(-1)).toEqual({ url: "/repos/salon/web/git/ref/heads/main", authorization: "Bearer token" })
})

it("lets a draft's newest commit make its preview, the branch name's slashes kept", async () => {
  expect((await run("cms/treatments/candle", OLDER)).code).toBe(0)
})

it("refuses an older commit of main (a re-run of an old run)", async () => {
  expect(await run("main", OLDER)).toEqual({
    code: 1,
    output:
      "Not published: commit 8207627 is not the head of main (3d3c42e): a newer commit publishes instead; roll back on Netlify if that is what you want.",
  })
})

it.each([
  ["a tag's name, which is no branch", "v1"],
  ["a deleted branch", "cms/treatments/gone"],
  ["a prefix of a branch's name", "ma"],
])("refuses %s", async (_what, name) => {
  expect(await run(name, HEAD)).toEqual({
    code: 1,
    output: `Not published: there is no branch named "${name}" (a tag or a deleted branch does not publish).`,
  })
})

it("refuses what is not a commit, and a call without both arguments", async () => {
  expect((await run("main", "main")).output).toBe('Not published: "main" is not a full commit SHA.')
  expect(await run(HEAD)).toEqual({
    code: 1,
    output: "usage: node scripts/publish/is-branch-head.ts <branch> <tested commit>",
  })
  expect(staleReason(HEAD, "", "main")).toBe('the head of main could not be read ("")')
})
