/**
 * The editor tests' backend, one for each test worker (editor.ts starts it): decap-server in its git mode (a save is a
 * draft on a branch cms/<collection>/<entry>, publishing merges it into main, as on GitHub) on a throwaway
 * repository with a copy of content/, comparing a draft with the commit it branched from as `npm run cms` does
 * (src/admin/decap/decap-server.ts). It prints its address and the repository, removed when it is stopped.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import http, { type RequestListener } from "node:http"
import os from "node:os"
import path from "node:path"
import { compareDecapServerDraftsWithTheirBase } from "../../../src/admin/decap/decap-server"
import { rootDir } from "../../support/built-site"

const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-repo-"))
const stop = () => {
  fs.rmSync(repoDir, { recursive: true, force: true })
  process.exit(0)
}
process.on("SIGTERM", stop)
// Started by a test worker (editor.ts): it stops with the worker, also one that dies without stopping it.
if (process.env.DECAP_SERVER_UNTIL_STDIN_ENDS) process.stdin.on("end", stop).resume()
// decap-server's git mode on the copy, whose first commit and drafts are the editor's, as saves on GitHub are.
Object.assign(process.env, { GIT_REPO_DIRECTORY: repoDir, MODE: "git", GIT_AUTHOR_NAME: "Editor" })
Object.assign(process.env, { GIT_COMMITTER_NAME: "Editor", GIT_AUTHOR_EMAIL: "editor@example.com" })
Object.assign(process.env, { GIT_COMMITTER_EMAIL: "editor@example.com" })
fs.cpSync(path.join(rootDir, "content"), path.join(repoDir, "content"), { recursive: true })
for (const args of [
  ["init", "--initial-branch=main"],
  ["add", "content"],
  ["commit", "-m", "Obsah webu"],
  ["tag", "start"], // where each run of the editor's tests starts from
])
  execFileSync("git", args, { cwd: repoDir, stdio: "ignore" })

// The package's own Express app on a port of ours: its command line reports the port it was given, not the one
// it got. Idle connections stay open (keepAliveTimeout 0): the browser reuses them for the editor's calls, and a
// call sent just as the server closed one would fail with ECONNRESET.
compareDecapServerDraftsWithTheirBase()
/* eslint-disable @typescript-eslint/no-require-imports -- untyped CommonJS of decap-server and its Express */
const app = (require("express") as () => RequestListener)()
const { registerLocalGit } = require("decap-server/dist/middlewares") as {
  registerLocalGit: (app: RequestListener, options: { logLevel: string }) => Promise<void>
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * decap-server's calls in progress. A call goes on after the page that made it has closed, with its git commands
 * on the repository; `GET /idle` answers once none has been in progress for a moment, so a test's own git
 * commands (Repo.reset) never meet decap-server's lock on the index. A call is over when its answer is sent.
 */
let calls = 0
let lastEnded = Date.now()
/** The calls waiting for their turn: each starts when the one before it has been answered. */
let queue: Promise<void> = Promise.resolve()
/** Whether no call has been in progress for 250 ms (a call still on its way from a closing page may come) in time. */
async function whenIdle(timeout: number): Promise<boolean> {
  const until = Date.now() + timeout
  while (calls > 0 || Date.now() - lastEnded < 250) {
    if (Date.now() > until) return false
    await new Promise((done) => setTimeout(done, 20))
  }
  return true
}
const counted: RequestListener = (request, response) => {
  if (request.url === "/idle") {
    void whenIdle(30_000).then((idle) => response.writeHead(idle ? 204 : 503).end())
    return
  }
  calls += 1
  const end = response.end.bind(response)
  let done: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (done = resolve))
  response.end = ((...args: Parameters<typeof end>) => {
    // Once per call: the original end is back in place for any later call of it.
    response.end = end
    calls -= 1
    lastEnded = Date.now()
    done()
    return end(...args)
  }) as typeof response.end
  // One call at a time: decap-server's git middleware waits at most 3 s for its own lock (an async-mutex
  // withTimeout) and answers 500 "Request timed out" after that, which a page asking for ten photos at once meets
  // on a busy machine. Its calls run one at a time behind that lock anyway; queued here, none waits for it.
  const turn = queue
  queue = turn.then(() => answered)
  void turn.then(() => app(request, response))
}

void registerLocalGit(app, { logLevel: "warn" }).then(() => {
  const server = http.createServer(counted)
  server.keepAliveTimeout = 0
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as { port: number }
    console.log(`decap-server at http://127.0.0.1:${port}/api/v1 on ${repoDir}`)
  })
})
