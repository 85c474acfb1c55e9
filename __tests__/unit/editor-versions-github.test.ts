/**
 * Saves and publishes based on the version the tab showed (src/admin/entry-versions.ts), around Decap's real
 * GitHub backend: the GitHubBackend class of decap-cms-backend-github, registered in decap-cms-core's registry
 * and taken from it, as the editor does (src/admin/decap/registry.ts, src/admin/index.tsx), both packages as
 * the editor's workspace installs them. Its requests are answered by a small GitHub
 * (below) from responses recorded from GitHub's REST API documentation (__tests__/fixtures/github/): GitHub cannot
 * be reached from here. Two "tabs" are two implementations from one registry entry, on one repository.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { TextDecoder, TextEncoder } from "node:util"
import {
  DISCARD_NONE,
  PUBLISH_CHANGED,
  PUBLISH_GONE,
  type Refused,
  SAVE_CONFLICT,
  SAVE_DELETED,
  SAVE_PUBLISHED,
  type Saved,
  trackVersions,
  type VersionedImplementation,
} from "../../src/admin/entry-versions"
import { editorModules } from "../support/editor-packages"

const OWNER = "salon"
const REPO = `${OWNER}/web`
const PATH = "content/treatments/head-spa-classic.yaml"
const KEY = "treatments/head-spa-classic"
const BRANCH = "cms/treatments/head-spa-classic"
const v1 = "name: CLASSIC\ncategory: head-spa\norder: 1\nduration: 60\nprice: 1290\n"

type Json = Record<string, unknown>
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(join(__dirname, "../fixtures/github", `${name}.json`), "utf8")) as Json

/** The colleagues, by the token each tab signs in with. */
const people: Record<string, { login: string; name: string }> = {
  "token-jana": { login: "jana-salon", name: "Jana Dvořáková" },
  "token-petra": { login: "petra-salon", name: "Petra Nováková" },
}

/** Git's own object names: the same content has the same sha. */
const gitSha = (kind: string, body: string) =>
  createHash("sha1")
    .update(`${kind} ${Buffer.byteLength(body)}\0${body}`)
    .digest("hex")

type Commit = { tree: Map<string, string>; parents: string[]; message: string; date: string }
type Pull = Json & { number: number; state: string; head: Json & { ref: string; sha: string }; labels: Json[] }

/**
 * A GitHub repository that answers the requests Decap's GitHub API makes, as GitHub's REST API documents them:
 * blobs, flat trees, commits and branches, pull requests with labels and their author, compare and merge.
 */
function fakeGitHub() {
  const blobs = new Map<string, string>()
  const commits = new Map<string, Commit>()
  const branches = new Map<string, string>()
  const pulls: Pull[] = []
  /** Requests this GitHub has no answer for: a test that meets one fails. */
  const unanswered: string[] = []
  let minute = 0
  const now = () => new Date(Date.UTC(2026, 11, 7, 12, minute++)).toISOString().replace(".000", "")

  const putBlob = (text: string) => {
    const sha = gitSha("blob", text)
    blobs.set(sha, text)
    return sha
  }
  const treeSha = (tree: Map<string, string>) => gitSha("tree", JSON.stringify([...tree].sort()))
  const trees = new Map<string, Map<string, string>>()
  const putTree = (tree: Map<string, string>) => {
    const sha = treeSha(tree)
    trees.set(sha, tree)
    return sha
  }
  const putCommit = (tree: Map<string, string>, parents: string[], message: string) => {
    const commit = { tree, parents, message, date: now() }
    const sha = gitSha("commit", JSON.stringify({ tree: putTree(tree), parents, message, date: commit.date }))
    commits.set(sha, commit)
    return sha
  }
  branches.set("main", putCommit(new Map([[PATH, putBlob(v1)]]), [], "Initial content"))

  const api = "https://api.github.com"
  const repoUrl = `${api}/repos/${REPO}`
  const ancestors = (sha: string): string[] => {
    const seen: string[] = []
    const queue = [sha]
    while (queue.length > 0) {
      const next = queue.shift()!
      if (seen.includes(next)) continue
      seen.push(next)
      queue.push(...commits.get(next)!.parents)
    }
    return seen
  }
  const resolve = (ref: string) => branches.get(ref.replace(`${OWNER}:`, "")) ?? (commits.has(ref) ? ref : undefined)

  const commitJson = (sha: string) => {
    const template = (fixture("compare").base_commit ?? {}) as Json
    const commit = commits.get(sha)!
    const person = { name: "Decap CMS", email: "decap@example.com", date: commit.date }
    return {
      ...template,
      sha,
      url: `${repoUrl}/commits/${sha}`,
      commit: {
        ...(template.commit as Json),
        author: person,
        committer: person,
        message: commit.message,
        tree: { sha: treeSha(commit.tree), url: `${repoUrl}/git/trees/${treeSha(commit.tree)}` },
      },
      parents: commit.parents.map((parent) => ({ sha: parent, url: `${repoUrl}/commits/${parent}` })),
    }
  }
  const diff = (from: Map<string, string>, to: Map<string, string>) => {
    const template = (fixture("compare").files as Json[])[0]
    const paths = [...new Set([...from.keys(), ...to.keys()])].filter((path) => from.get(path) !== to.get(path))
    return paths.map((path) => ({
      ...template,
      sha: to.get(path) ?? from.get(path),
      filename: path,
      status: !from.has(path) ? "added" : !to.has(path) ? "removed" : "modified",
      patch: "@@ -1,5 +1,5 @@",
    }))
  }

  /** One answer: a status and a JSON body (none for 204). */
  type Answer = [number, unknown?]
  const error = (status: number, message: string): Answer => [
    status,
    { ...fixture("error"), message, status: `${status}` },
  ]

  function answer(method: string, url: URL, body: Json, token: string): Answer {
    const path = decodeURIComponent(url.pathname)
    const person = people[token]
    if (!person) return error(401, "Bad credentials")
    const user = (who: { login: string; name: string }) => ({
      ...fixture("user"),
      login: who.login,
      name: who.name,
      url: `${api}/users/${who.login}`,
    })
    if (method === "GET" && path === "/user") return [200, user(person)]
    if (method === "GET" && path.startsWith("/users/")) {
      const who = Object.values(people).find((one) => one.login === path.slice("/users/".length))
      return who ? [200, user(who)] : error(404, "Not Found")
    }
    if (method === "GET" && path === "/search/issues") return [200, fixture("search-issues")]
    if (!path.startsWith(`/repos/${REPO}`)) return error(404, "Not Found")
    const rest = path.slice(`/repos/${REPO}`.length)
    if (method === "GET" && rest === "") {
      const template = fixture("repository")
      return [200, { ...template, name: "web", full_name: REPO, owner: { ...(template.owner as Json), login: OWNER } }]
    }
    let match: RegExpMatchArray | null
    if (method === "GET" && (match = rest.match(/^\/branches\/(.+)$/))) {
      const sha = branches.get(match[1])
      if (!sha) return error(404, "Branch not found")
      const template = fixture("branch")
      return [200, { ...template, name: match[1], commit: { ...(template.commit as Json), ...commitJson(sha) } }]
    }
    if (method === "GET" && (match = rest.match(/^\/git\/trees\/([^:]+):(.*)$/))) {
      const sha = resolve(match[1])
      if (!sha) return error(404, "Not Found")
      const folder = match[2]
      const entries = [...commits.get(sha)!.tree].filter(([file]) => file.startsWith(`${folder}/`))
      if (entries.length === 0) return error(404, "Not Found")
      const template = fixture("git-tree")
      const entry = (template.tree as Json[])[0]
      const tree = entries
        .filter(([file]) => !file.slice(folder.length + 1).includes("/"))
        .map(([file, blob]) => ({
          ...entry,
          path: file.slice(folder.length + 1),
          sha: blob,
          size: Buffer.byteLength(blobs.get(blob)!),
          url: `${repoUrl}/git/blobs/${blob}`,
        }))
      return [200, { ...template, sha: gitSha("tree", folder), url: `${repoUrl}/git/trees/${sha}`, tree }]
    }
    if (method === "GET" && (match = rest.match(/^\/git\/blobs\/([0-9a-f]{40})$/))) {
      const text = blobs.get(match[1])
      if (text === undefined) return error(404, "Not Found")
      // GitHub wraps the base64 of a blob at 60 characters.
      const content = `${Buffer.from(text).toString("base64").replace(/.{60}/g, "$&\n")}\n`
      return [200, { ...fixture("git-blob"), content, sha: match[1], size: Buffer.byteLength(text) }]
    }
    if (method === "POST" && rest === "/git/blobs") {
      const sha = putBlob(Buffer.from(body.content as string, "base64").toString("utf8"))
      return [201, { ...fixture("git-blob-created"), sha, url: `${repoUrl}/git/blobs/${sha}` }]
    }
    if (method === "POST" && rest === "/git/trees") {
      const base = trees.get(body.base_tree as string) ?? commits.get(body.base_tree as string)?.tree
      if (!base) return error(404, "Not Found")
      const tree = new Map(base)
      for (const item of body.tree as { path: string; sha: string | null }[]) {
        if (item.sha === null) {
          if (!tree.delete(item.path)) return error(422, "GitRPC::BadObjectState")
        } else tree.set(item.path, item.sha)
      }
      const sha = putTree(tree)
      const entry = (fixture("git-tree").tree as Json[])[0]
      const listed = [...tree].map(([file, blob]) => ({ ...entry, path: file, sha: blob }))
      return [201, { ...fixture("git-tree"), sha, url: `${repoUrl}/git/trees/${sha}`, tree: listed }]
    }
    if (method === "POST" && rest === "/git/commits") {
      const tree = trees.get(body.tree as string)
      if (!tree) return error(422, "Tree SHA does not exist")
      const sha = putCommit(tree, body.parents as string[], body.message as string)
      const { commit, parents } = commitJson(sha)
      return [201, { ...fixture("git-commit"), ...commit, sha, url: `${repoUrl}/git/commits/${sha}`, parents }]
    }
    const refJson = (name: string): Answer => {
      const sha = branches.get(name)!
      const template = fixture("git-ref")
      return [200, { ...template, ref: `refs/heads/${name}`, object: { ...(template.object as Json), sha } }]
    }
    if (method === "POST" && rest === "/git/refs") {
      const name = (body.ref as string).replace("refs/heads/", "")
      if (branches.has(name)) return error(422, "Reference already exists")
      branches.set(name, body.sha as string)
      const [, json] = refJson(name)
      return [201, json]
    }
    if ((match = rest.match(/^\/git\/refs\/heads\/(.+)$/))) {
      const name = match[1]
      if (!branches.has(name)) return error(422, "Reference does not exist")
      if (method === "DELETE") {
        branches.delete(name)
        return [204]
      }
      if (method === "PATCH") {
        if (!body.force && !ancestors(body.sha as string).includes(branches.get(name)!))
          return error(422, "Update is not a fast forward")
        branches.set(name, body.sha as string)
        for (const pull of pulls.filter((one) => one.state === "open" && one.head.ref === name)) {
          pull.head.sha = body.sha as string
          pull.updated_at = now()
        }
        return refJson(name)
      }
    }
    if (method === "GET" && rest === "/pulls") {
      const head = url.searchParams.get("head")
      const state = url.searchParams.get("state") ?? "open"
      const listed = pulls.filter(
        (pull) => (!head || head === `${OWNER}:${pull.head.ref}`) && (state === "all" || pull.state === state),
      )
      return [200, listed]
    }
    if (method === "POST" && rest === "/pulls") {
      const ref = (body.head as string).replace(`${OWNER}:`, "")
      if (pulls.some((pull) => pull.state === "open" && pull.head.ref === ref)) {
        const validation = fixture("error-validation")
        const errors = [
          { ...(validation.errors as Json[])[0], message: `A pull request already exists for ${body.head}.` },
        ]
        return [422, { ...validation, errors }]
      }
      const template = fixture("pull-request")
      const number = pulls.length + 1
      const at = now()
      const pull: Pull = {
        ...template,
        number,
        url: `${repoUrl}/pulls/${number}`,
        state: "open",
        title: body.title,
        body: body.body,
        user: { ...(template.user as Json), login: person.login },
        labels: [],
        created_at: at,
        updated_at: at,
        head: { ...(template.head as Json), label: body.head, ref, sha: branches.get(ref)! },
        base: { ...(template.base as Json), label: `${OWNER}:main`, ref: "main", sha: branches.get("main") },
      }
      pulls.push(pull)
      return [201, pull]
    }
    const numbered = rest.match(/^\/(?:pulls|issues)\/(\d+)/)
    const pull = numbered ? pulls[Number(numbered[1]) - 1] : undefined
    if (numbered && !pull) return error(404, "Not Found")
    if (pull && method === "PATCH" && rest === `/pulls/${pull.number}`) {
      Object.assign(pull, { state: body.state, updated_at: now() })
      return [200, pull]
    }
    if (pull && method === "PUT" && rest === `/issues/${pull.number}/labels`) {
      pull.labels = (body.labels as string[]).map((name) => ({ ...fixture("label"), name, default: false }))
      pull.updated_at = now()
      return [200, pull.labels]
    }
    if (pull && method === "PUT" && rest === `/pulls/${pull.number}/merge`) {
      if (pull.state !== "open") return error(405, "Pull Request is not mergeable")
      if (body.sha !== pull.head.sha) return error(409, "Head branch was modified. Review and try the merge again.")
      const main = branches.get("main")!
      const base = ancestors(pull.head.sha).find((sha) => ancestors(main).includes(sha))!
      const tree = new Map(commits.get(main)!.tree)
      for (const file of diff(commits.get(base)!.tree, commits.get(pull.head.sha)!.tree)) {
        if (file.status === "removed") tree.delete(file.filename)
        else tree.set(file.filename, file.sha!)
      }
      const sha = putCommit(tree, [main, pull.head.sha], body.commit_message as string)
      branches.set("main", sha)
      Object.assign(pull, { state: "closed", merged_at: now(), merge_commit_sha: sha, updated_at: now() })
      return [200, { ...fixture("pull-request-merged"), sha }]
    }
    if (method === "GET" && (match = rest.match(/^\/compare\/(.+)\.\.\.(.+)$/))) {
      const [from, to] = [resolve(match[1]), resolve(match[2])]
      if (!from || !to) return error(404, "Not Found")
      const base = ancestors(to).find((sha) => ancestors(from).includes(sha))!
      const ahead = ancestors(to).filter((sha) => !ancestors(base).includes(sha))
      return [
        200,
        {
          ...fixture("compare"),
          base_commit: commitJson(from),
          merge_base_commit: commitJson(base),
          status: ahead.length === 0 ? "identical" : from === base ? "ahead" : "diverged",
          ahead_by: ahead.length,
          total_commits: ahead.length,
          commits: ahead.reverse().map(commitJson),
          files: diff(commits.get(base)!.tree, commits.get(to)!.tree),
        },
      ]
    }
    unanswered.push(`${method} ${path}`)
    return error(404, "Not Found")
  }

  /** The browser's fetch, as Decap's requests reach it. */
  const fetch = async (
    input: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const url = new URL(input)
    const token = (init.headers?.Authorization ?? init.headers?.authorization ?? "").replace(/^token /, "")
    const [status, json] = answer(init.method ?? "GET", url, init.body ? (JSON.parse(init.body) as Json) : {}, token)
    const text = json === undefined ? "" : JSON.stringify(json)
    // A 204 has no body, and GitHub sends it without a content type.
    const headers = new Map(json === undefined ? [] : [["content-type", "application/json; charset=utf-8"]])
    return {
      ok: status < 300,
      status,
      headers: {
        get: (name: string) => headers.get(name.toLowerCase()) ?? null,
        has: (name: string) => headers.has(name.toLowerCase()),
      },
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    }
  }

  const fileOn = (branch: string) => {
    const sha = branches.get(branch)
    const blob = sha ? commits.get(sha)!.tree.get(PATH) : undefined
    return blob === undefined ? undefined : blobs.get(blob)
  }
  return { fetch, unanswered, branches, pulls, fileOn }
}

type Registry = {
  registerBackend: (name: string, backend: unknown) => void
  getBackend: (name: string) => { init: (config: Json, options: Json) => unknown }
}
let CMS: Registry

beforeAll(() => {
  // What the backend needs of a browser that jsdom lacks: TextEncoder and object URLs.
  Object.assign(globalThis, { TextEncoder, TextDecoder })
  URL.createObjectURL = () => "blob:http://localhost/decap"
  // Decap's registry (decap-cms-core's lib/registry.js) and GitHub backend, as the editor's bundle takes them.
  const decap = editorModules<Registry & { GitHubBackend: unknown }>(
    [
      `export { registerBackend, getBackend } from "decap-cms-core/dist/esm/lib/registry.js"`,
      `export { GitHubBackend } from "decap-cms-backend-github"`,
    ].join("\n"),
  )
  decap.registerBackend("github", decap.GitHubBackend)
  CMS = decap
})

let github: ReturnType<typeof fakeGitHub>
beforeEach(() => {
  // Decap's GitHub backend logs "Merging PR" on every publish (API.js mergePR).
  jest.spyOn(console, "log").mockImplementation(() => {})
  github = fakeGitHub()
  globalThis.fetch = github.fetch as unknown as typeof fetch
})
afterEach(() => expect(github.unanswered).toEqual([]))

/** Decap's config.yml as the backend reads it. */
const config = {
  backend: { name: "github", repo: REPO, branch: "main" },
  publish_mode: "editorial_workflow",
  media_folder: "static/images",
}

/** One browser tab of the editor: Decap's GitHub backend, signed in, wrapped as the editor wraps it. */
async function tab(token: string) {
  const backend = CMS.getBackend("github")
  const implementation = backend.init(config, {
    useWorkflow: true,
    updateUserCredentials: () => {},
    initialWorkflowStatus: "draft",
  }) as VersionedImplementation & {
    authenticate: (state: { token: string }) => Promise<{ login: string }>
    deleteFiles: (paths: string[], message: string) => Promise<unknown>
  }
  await implementation.authenticate({ token })
  const events = { saved: [] as Saved[], refused: [] as Refused[] }
  const tracking = trackVersions(implementation, () => KEY, {
    saved: (saved) => events.saved.push(saved),
    refused: (refused) => events.refused.push(refused),
  })
  // Decap's form saves a draft it loaded (or saved) as an update of it, anything else as a new draft.
  let formHasDraft = false
  return {
    implementation,
    events,
    tracking,
    /** The reads Decap's form makes when it opens the entry. */
    open: async () => {
      await implementation.getEntry(PATH)
      try {
        const info = await implementation.unpublishedEntry({ collection: "treatments", slug: "head-spa-classic" })
        const file = info.diffs.find((one) => one.path === PATH)!
        await implementation.unpublishedEntryDataFile("treatments", "head-spa-classic", PATH, file.id)
        formHasDraft = true
      } catch (error) {
        if (!(error as { notUnderEditorialWorkflow?: boolean }).notUnderEditorialWorkflow) throw error
        formHasDraft = false
      }
    },
    /** Uložit, with the options decap-cms-core's persistEntry passes. */
    save: async (raw: string) => {
      await implementation.persistEntry({ dataFiles: [{ path: PATH, slug: "head-spa-classic", raw }], assets: [] }, {
        collectionName: "treatments",
        newEntry: false,
        commitMessage: "Update Treatments “head-spa-classic”",
        useWorkflow: true,
        hasSubfolders: true,
        unpublished: formHasDraft,
      } as Parameters<VersionedImplementation["persistEntry"]>[1])
      formHasDraft = true
    },
    publish: () => implementation.publishUnpublishedEntry("treatments", "head-spa-classic"),
    discard: () => implementation.deleteUnpublishedEntry("treatments", "head-spa-classic"),
  }
}

describe("saves and publishes through Decap's GitHub backend, on GitHub's recorded answers", () => {
  it("refuses a second colleague's save of the same field, naming the draft's author and time", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    await jana.open()
    await petra.save(v1.replace("price: 1290", "price: 1390"))
    const draft = github.pulls[0]
    expect(draft).toMatchObject({ state: "open", user: { login: "petra-salon" }, head: { ref: BRANCH } })
    expect(draft.labels.map((label) => label.name)).toEqual(["decap-cms/draft"])

    await expect(jana.save(v1.replace("price: 1290", "price: 1490"))).rejects.toThrow(SAVE_CONFLICT)
    expect(github.fileOn(BRANCH)).toContain("price: 1390")
    expect(jana.events.refused).toEqual([
      expect.objectContaining({
        kind: "conflict",
        conflicts: [{ field: "price", mine: 1490, theirs: 1390 }],
        // Decap names the author by the GitHub account's name, looked up by the pull request's user.login.
        changedBy: expect.objectContaining({ pullRequestAuthor: "Petra Nováková", updatedAt: draft.updated_at }),
      }),
    ])
  })

  it("merges a colleague's save of another field into the draft, one changed line", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    await petra.save(v1.replace("price: 1290", "price: 1390"))
    const shown = v1.replace("price: 1290", "price: 1390")
    await jana.open()
    await petra.save(shown.replace("order: 1", "order: 2"))
    await jana.save(shown.replace("duration: 60", "duration: 90"))
    expect(github.fileOn(BRANCH)).toBe(shown.replace("order: 1", "order: 2").replace("duration: 60", "duration: 90"))
    expect(jana.events.saved).toEqual([expect.objectContaining({ key: KEY, theirsChanged: ["order"] })])
    expect(github.fileOn("main")).toBe(v1)
  })

  // Decap's `unpublished` option says whether to commit to a draft or start one; it is what the form loaded unless
  // the save says what the repository holds now. Told wrong, Decap's GitHub backend starts a new draft on a branch
  // that exists (422 "Reference already exists", then a forced branch and 422 "A pull request already exists"), or
  // updates a draft whose branch is gone (404 on compare), and the save fails.
  it("merges a save from a form opened before the colleague's draft existed into that draft", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    await jana.open()
    await petra.save(v1.replace("price: 1290", "price: 1390"))
    await jana.save(v1.replace("duration: 60", "duration: 90"))
    expect(github.fileOn(BRANCH)).toBe(v1.replace("price: 1290", "price: 1390").replace("duration: 60", "duration: 90"))
    expect(jana.events.saved).toEqual([expect.objectContaining({ key: KEY, theirsChanged: ["price"] })])
    expect(github.pulls.map((pull) => pull.state)).toEqual(["open"])
  })

  it("saves her decided value as a new draft after the one she worked on was published", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    const shown = v1.replace("price: 1290", "price: 1390")
    await petra.save(shown)
    await jana.open()
    await jana.publish()
    await expect(petra.save(shown.replace("price: 1390", "price: 1590"))).rejects.toThrow(SAVE_PUBLISHED)
    petra.tracking.decide(KEY, "price", "mine")
    await petra.save(shown.replace("price: 1390", "price: 1590"))
    expect(github.fileOn(BRANCH)).toBe(shown.replace("price: 1390", "price: 1590"))
    expect(github.fileOn("main")).toBe(shown)
  })

  it("refuses a publish of a draft changed meanwhile, of one published meanwhile, and a discard of it", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    await petra.save(v1.replace("price: 1290", "price: 1390"))
    await jana.open()
    await jana.save(v1.replace("price: 1290", "price: 1390").replace("duration: 60", "duration: 90"))
    await expect(petra.publish()).rejects.toThrow(PUBLISH_CHANGED)
    expect(github.fileOn("main")).toBe(v1)

    await jana.publish()
    expect(github.fileOn("main")).toContain("duration: 90")
    expect(github.branches.has(BRANCH)).toBe(false)
    await expect(petra.publish()).rejects.toThrow(PUBLISH_GONE)
    await expect(petra.discard()).rejects.toThrow(DISCARD_NONE)
    expect(github.fileOn("main")).toBe(v1.replace("price: 1290", "price: 1390").replace("duration: 60", "duration: 90"))
  })

  it("refuses a save onto a file a colleague deleted on main meanwhile", async () => {
    const [petra, jana] = [await tab("token-petra"), await tab("token-jana")]
    await petra.open()
    await jana.implementation.deleteFiles([PATH], "Delete Treatments “head-spa-classic”")
    expect(github.fileOn("main")).toBeUndefined()
    await expect(petra.save(v1.replace("price: 1290", "price: 1390"))).rejects.toThrow(SAVE_DELETED)
    expect(petra.events.refused).toEqual([{ key: KEY, kind: "deleted" }])
    expect(github.branches.has(BRANCH)).toBe(false)
    expect(github.pulls).toEqual([])
  })
})
