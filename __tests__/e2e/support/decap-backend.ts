/**
 * Decap CMS's local backend (`decap-server`) in its git mode on a throwaway git
 * repository holding a copy of content/, so a test can save through the editor
 * without touching the real files. Git mode is the one with Decap's editorial
 * workflow: each save is a draft on a branch cms/<collection>/<entry>, and
 * publishing merges that branch into main, as on GitHub. It runs as `npm run cms`
 * runs it (scripts/local-editor.ts, which compares drafts with their base as
 * GitHub does). It listens on a free port; `forwardEditorBackend` sends the
 * editor's requests for the fixed address it knows (localhost:8081) there.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { BrowserContext } from "playwright-core"
import { rootDir } from "./server"

/** Where Decap looks for its local backend when `local_backend: true`. */
export const EDITOR_BACKEND_URL = "http://localhost:8081/api/v1"

export type DecapBackend = {
  /** The repository's root; its content/ is what the editor changes. */
  repoDir: string
  /** Runs git in the repository and returns what it printed. */
  git: (...args: string[]) => string
  /** A file as a branch has it (main: what is live), or undefined where the branch has none. */
  fileOn: (branch: string, file: string) => string | undefined
  /** A file of a branch, byte for byte (a photo); throws where the branch has none. */
  gitBytes: (branch: string, file: string) => Buffer
  /** Writes a branch's folder (e.g. content) into another directory. */
  extract: (branch: string, folder: string, into: string) => void
  apiUrl: string
  close: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswering(apiUrl: string, repoDir: string, child: ChildProcess): Promise<void> {
  // Up to 30 s: tsx and decap-server load express and simple-git, slow on a busy machine.
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with ${child.exitCode}`)
    const answer = await fetch(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined)
    // Its own answer, naming this repository: not another server that took the port in the meantime.
    const info = answer?.ok ? ((await answer.json()) as { type?: string; repo?: string }) : undefined
    if (info?.type === "local_git" && info.repo === path.basename(repoDir)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`decap-server did not answer at ${apiUrl}`)
}

export async function startDecapBackend(): Promise<DecapBackend> {
  const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-repo-"))
  fs.cpSync(path.join(rootDir, "content"), path.join(repoDir, "content"), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], {
      cwd: repoDir,
      encoding: "utf8",
      // What git says on a refusal belongs to the error, not to the test's output.
      stdio: ["ignore", "pipe", "pipe"],
    })
  git("init", "--quiet", "--initial-branch=main")
  git("add", "content")
  git("commit", "--quiet", "--message", "Obsah webu")
  const fileOn = (branch: string, file: string) => {
    try {
      return git("show", `${branch}:${file}`)
    } catch {
      return undefined
    }
  }
  const gitBytes = (branch: string, file: string) =>
    execFileSync("git", ["show", `${branch}:${file}`], { cwd: repoDir, stdio: ["ignore", "pipe", "pipe"] })
  // A branch's files copied out without the repository's index, which decap-server's own git calls
  // lock and change while the editor works.
  const extract = (branch: string, folder: string, into: string) => {
    execFileSync("tar", ["-x", "-C", into], {
      input: execFileSync("git", ["archive", branch, folder], { cwd: repoDir }),
    })
  }
  const port = await freePort()
  // Run in the copy: decap-server also reads a .env file from its working directory.
  const child = spawn(
    process.execPath,
    [require.resolve("tsx/cli"), path.join(rootDir, "scripts", "local-editor.ts")],
    {
      cwd: repoDir,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repoDir,
        MODE: "git",
        // The drafts' commits, as the editor's saves would be made on GitHub.
        GIT_AUTHOR_NAME: "Editor",
        GIT_AUTHOR_EMAIL: "editor@example.com",
        GIT_COMMITTER_NAME: "Editor",
        GIT_COMMITTER_EMAIL: "editor@example.com",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  )
  const apiUrl = `http://127.0.0.1:${port}/api/v1`
  await waitUntilAnswering(apiUrl, repoDir, child)
  return {
    repoDir,
    git,
    fileOn,
    gitBytes,
    extract,
    apiUrl,
    close: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve())
          child.kill("SIGTERM")
        })
      }
      fs.rmSync(repoDir, { recursive: true, force: true })
    },
  }
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** One request to the backend, on a connection of its own. */
function send(url: string, method: string, headers: Record<string, string>, body: Buffer | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // agent: false, no kept-alive socket: Node's default agent reuses an idle socket for as long as
    // decap-server keeps it (5 s), and a request sent just as the server closes it fails with ECONNRESET.
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("error", reject)
      response.on("end", () => {
        const answerHeaders: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(", ") : value
        }
        resolve({ status: response.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) })
      })
    })
    request.on("error", reject)
    request.end(body ?? undefined)
  })
}

/**
 * Answers the editor's calls to localhost:8081 from the backend's real port. The
 * browser still sees the address it asked for, so the editor's CSP is what decides.
 */
export async function forwardEditorBackend(context: BrowserContext, backend: DecapBackend): Promise<void> {
  await context.route(`${EDITOR_BACKEND_URL}**`, async (route) => {
    try {
      const request = route.request()
      const { host: _host, ...headers } = await request.allHeaders()
      await route.fulfill(await send(backend.apiUrl, request.method(), headers, request.postDataBuffer()))
    } catch (error) {
      // The editor keeps asking its backend while a test closes its page; a page that has gone needs no answer.
      if (!/has been closed/.test(String(error))) throw error
    }
  })
}
