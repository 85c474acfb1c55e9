/**
 * A deploy job publishes only the head of a branch (publish/is-branch-head.ts),
 * asked of a stand-in for GitHub's API on 127.0.0.1 that knows one branch and one
 * tag; once as the publish workflow runs it, in plain Node.
 */
import assert from "node:assert/strict"
import { after, before, it, mock } from "node:test"
import { execFile } from "node:child_process"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { promisify } from "node:util"
import { main, staleReason } from "../is-branch-head.ts"

const script = path.join(import.meta.dirname, "..", "is-branch-head.ts")
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
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(() => new Promise((resolve) => server.close(resolve)))

const env = () => ({ ...process.env, GITHUB_API_URL: api, GITHUB_REPOSITORY: "salon/web", GITHUB_TOKEN: "token" })

/** The command with these arguments; in-process, as its plain-Node run is tested once below. */
async function run(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = []
  const log = mock.method(console, "log", (line: string) => lines.push(line))
  const error = mock.method(console, "error", (line: string) => lines.push(line))
  try {
    return { code: await main(args, env()), output: lines.join("\n") }
  } finally {
    log.mock.restore()
    error.mock.restore()
  }
}

it("runs as the deploy jobs run it, in plain Node", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, "main", HEAD], { env: env() })
  assert.equal(stdout, "3d3c42e is the head of the branch main: it may publish.\n")
})

it("lets the head of main go live, asking GitHub with the job's token", async () => {
  assert.deepEqual(await run("main", HEAD), {
    code: 0,
    output: "3d3c42e is the head of the branch main: it may publish.",
  })
  assert.deepEqual(requests.at(-1), { url: "/repos/salon/web/git/ref/heads/main", authorization: "Bearer token" })
})

it("lets a draft's newest commit make its preview, the branch name's slashes kept", async () => {
  assert.equal((await run("cms/treatments/candle", OLDER)).code, 0)
})

it("refuses an older commit of main (a re-run of an old run)", async () => {
  assert.deepEqual(await run("main", OLDER), {
    code: 1,
    output:
      "Not published: commit 8207627 is not the head of main (3d3c42e): a newer commit publishes instead; roll back on Netlify if that is what you want.",
  })
})

for (const [_what, name] of [
  ["a tag's name, which is no branch", "v1"],
  ["a deleted branch", "cms/treatments/gone"],
  ["a prefix of a branch's name", "ma"],
]) {
  it(`refuses ${_what}`, async () => {
    assert.deepEqual(await run(name, HEAD), {
      code: 1,
      output: `Not published: there is no branch named "${name}" (a tag or a deleted branch does not publish).`,
    })
  })
}

it("refuses what is not a commit, and a call without both arguments", async () => {
  assert.equal((await run("main", "main")).output, 'Not published: "main" is not a full commit SHA.')
  assert.deepEqual(await run(HEAD), {
    code: 1,
    output: "usage: node publish/is-branch-head.ts <branch> <tested commit>",
  })
  assert.equal(staleReason(HEAD, "", "main"), 'the head of main could not be read ("")')
})
