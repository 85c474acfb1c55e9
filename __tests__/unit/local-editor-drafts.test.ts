/**
 * @jest-environment node
 *
 * `npm run cms` in git mode (scripts/local-editor.ts) across several publishes:
 * three drafts saved, two of them published one after the other, then the
 * third opened. decap-server alone compares main with a draft's tip, so the two
 * published files count as the third draft's (deleted there) and it fails to
 * open ("Unknown error"); compared with the draft's base, as GitHub compares a
 * pull request, the draft is its own file alone. Driven through the backend's
 * HTTP API, as the editor calls it; the browser test of the same path is in
 * __tests__/e2e/admin/admin-publishing.test.ts. The backend is the browser tests' own.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import path from "node:path"
import { threeDot } from "../../src/admin/decap/decap-server"
import { rootDir } from "../support/built-site"

/** The browser tests' backend (__tests__/e2e/admin/decap-server.ts): its address and repository. */
let server: ChildProcess
const backend = { apiUrl: "", repoDir: "" }

beforeAll(async () => {
  const script = path.join(rootDir, "__tests__", "e2e", "admin", "decap-server.ts")
  server = spawn(process.execPath, [require.resolve("tsx/cli"), script], { stdio: ["ignore", "pipe", "inherit"] })
  const started = await new Promise<RegExpExecArray>((resolve, reject) => {
    let said = ""
    server.stdout!.on("data", (chunk: Buffer) => {
      said += chunk.toString()
      const found = /decap-server at (\S+) on (\S+)/.exec(said)
      if (found) resolve(found)
    })
    server.once("exit", (code) => reject(new Error(`decap-server.ts exited with ${code}`)))
  })
  Object.assign(backend, { apiUrl: started[1], repoDir: started[2] })
}, 60_000)
afterAll(async () => {
  if (!server || server.exitCode !== null) return
  // It removes its repository when stopped.
  server.kill("SIGTERM")
  await once(server, "exit")
})

const fileOn = (branch: string, file: string) =>
  execFileSync("git", ["show", `${branch}:${file}`], { cwd: backend.repoDir, encoding: "utf8" })

/** One call of the editor to its backend; the answer's status and body. */
async function call(action: string, params: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(backend.apiUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  })
  return { status: answer.status, body: await answer.json() }
}

/** A draft of a new team member, as the editor saves one. */
const saveDraft = (slug: string) =>
  call("persistEntry", {
    dataFiles: [{ slug, path: `content/team/${slug}.yaml`, raw: `name: ${slug}\n` }],
    assets: [],
    options: { collectionName: "team", commitMessage: `Obsah: tým „${slug}“`, useWorkflow: true, status: "draft" },
  })

it("opens a draft with its own files alone after two other drafts were published", async () => {
  for (const slug of ["prvni", "druha", "treti"]) expect((await saveDraft(slug)).status).toBe(200)
  for (const slug of ["prvni", "druha"]) {
    expect((await call("publishUnpublishedEntry", { collection: "team", slug })).status).toBe(200)
  }
  expect(fileOn("main", "content/team/druha.yaml")).toBe("name: druha\n")

  const third = await call("unpublishedEntry", { collection: "team", slug: "treti" })
  expect(third.status).toBe(200)
  expect((third.body as { diffs: { path: string }[] }).diffs.map((diff) => diff.path)).toEqual([
    "content/team/treti.yaml",
  ])
  const file = await call("unpublishedEntryDataFile", {
    collection: "team",
    slug: "treti",
    id: "content/team/treti.yaml",
    path: "content/team/treti.yaml",
  })
  expect(file).toEqual({ status: 200, body: { data: "name: treti\n" } })

  // Publishing it after the others keeps theirs on main.
  expect((await call("publishUnpublishedEntry", { collection: "team", slug: "treti" })).status).toBe(200)
  expect(["prvni", "druha", "treti"].map((slug) => fileOn("main", `content/team/${slug}.yaml`))).toEqual([
    "name: prvni\n",
    "name: druha\n",
    "name: treti\n",
  ])
}, 60_000)

it("changes only decap-server's comparison of main with a draft branch", () => {
  expect(threeDot([["main", "cms/team/treti"]])).toEqual([["main...cms/team/treti"]])
  expect(threeDot([["main", "feature"]])).toEqual([["main", "feature"]])
  expect(threeDot([["--stat", "cms/team/treti"]])).toEqual([["--stat", "cms/team/treti"]])
  expect(threeDot([["main", "cms/team/treti", "--", "x"]])).toEqual([["main", "cms/team/treti", "--", "x"]])
  expect(threeDot([])).toEqual([])
})
