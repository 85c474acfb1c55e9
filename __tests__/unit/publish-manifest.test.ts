/**
 * @jest-environment node
 *
 * The publish workflow uploads a folder only when it holds exactly the files the
 * tests ran against, from the commit the run says it tested
 * (scripts/publish/manifest.ts), and the live site only when that commit is still
 * the head of main (scripts/publish/head.ts). Both commands run in plain Node, as
 * the workflow runs them: without `npm ci`.
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { staleReason } from "../../scripts/publish/head"
import { describeFolder, main, verifyFolder, writeManifest } from "../../scripts/publish/manifest"

const script = path.resolve(__dirname, "..", "..", "scripts", "publish", "manifest.ts")
const COMMIT = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const NEWER = "820762786026740c76f36085b0efc47a31fe5020"
let work: string
let site: string
let manifest: string

/** A small site as the build leaves it: pages in folders, a hashed script, the headers file. */
function writeSite(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true })
    fs.writeFileSync(path.join(site, name), text)
  }
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "publish-manifest-"))
  site = path.join(work, "public")
  manifest = path.join(work, "public-manifest.json")
  writeSite({
    "index.html": "<!doctype html><title>Domů</title>",
    "about/index.html": "<!doctype html><title>O nás</title>",
    "app-1b8150981d07acbe3c10.js": "console.log(1)",
    _headers: "/*\n  X-Content-Type-Options: nosniff\n",
  })
})
afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

describe("the manifest", () => {
  it("records every file with its size and SHA-256 under a /-separated path, in a fixed order", () => {
    writeManifest(site, manifest, COMMIT)
    const written = JSON.parse(fs.readFileSync(manifest, "utf8"))
    expect(written.algorithm).toBe("sha256")
    expect(written.commit).toBe(COMMIT)
    expect(Object.keys(written.files)).toEqual([
      "_headers",
      "about/index.html",
      "app-1b8150981d07acbe3c10.js",
      "index.html",
    ])
    const about = "<!doctype html><title>O nás</title>"
    expect(written.files["about/index.html"]).toEqual({
      size: Buffer.byteLength(about),
      sha256: createHash("sha256").update(about).digest("hex"),
    })
  })

  it("refuses an empty folder, since publishing nothing is never intended", () => {
    fs.rmSync(site, { recursive: true })
    fs.mkdirSync(site)
    expect(() => writeManifest(site, manifest, COMMIT)).toThrow(`${site} holds no files: nothing to publish`)
  })

  it("refuses a symbolic link, which the artifact and the host would not carry as tested", () => {
    fs.symlinkSync(path.join(site, "index.html"), path.join(site, "alias.html"))
    expect(() => describeFolder(site)).toThrow(`alias.html in ${site} is a symbolic link`)
  })
})

describe("checking a folder against its manifest", () => {
  beforeEach(() => writeManifest(site, manifest, COMMIT))

  it("passes the folder as it was tested", () => {
    expect(verifyFolder(site, manifest, COMMIT)).toEqual({ changed: [], added: [], missing: [] })
  })

  it("names a file whose content changed, even with the same size", () => {
    fs.writeFileSync(path.join(site, "app-1b8150981d07acbe3c10.js"), "console.log(2)")
    expect(verifyFolder(site, manifest, COMMIT)).toEqual({
      changed: ["app-1b8150981d07acbe3c10.js"],
      added: [],
      missing: [],
    })
  })

  it("names a file that was added", () => {
    writeSite({ "contact/index.html": "<!doctype html><title>Kontakt</title>" })
    expect(verifyFolder(site, manifest, COMMIT)).toEqual({ changed: [], added: ["contact/index.html"], missing: [] })
  })

  it("names a file that went missing, such as the headers file", () => {
    fs.rmSync(path.join(site, "_headers"))
    expect(verifyFolder(site, manifest, COMMIT)).toEqual({ changed: [], added: [], missing: ["_headers"] })
  })

  it("sees a renamed file as one missing and one added", () => {
    fs.renameSync(path.join(site, "about"), path.join(site, "o-nas"))
    expect(verifyFolder(site, manifest, COMMIT)).toEqual({
      changed: [],
      added: ["o-nas/index.html"],
      missing: ["about/index.html"],
    })
  })

  it("refuses a manifest it did not write", () => {
    fs.writeFileSync(manifest, JSON.stringify({ files: ["index.html"] }))
    expect(() => verifyFolder(site, manifest, COMMIT)).toThrow(
      `${manifest} is not a manifest written by scripts/publish/manifest.ts`,
    )
  })

  it("refuses the files of another commit than the one the run tested", () => {
    expect(() => verifyFolder(site, manifest, NEWER)).toThrow(`records commit ${COMMIT}, not the tested ${NEWER}`)
  })
})

describe("the command line", () => {
  // Plain Node, as in the workflow: Node 24 runs the TypeScript file as it is.
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" })

  it("exits 0 when the folder is as tested and 1, listing the differences, when it is not", () => {
    expect(run("write", site, manifest, COMMIT).status).toBe(0)
    expect(run("verify", site, manifest, COMMIT)).toMatchObject({ status: 0, stderr: "" })
    fs.rmSync(path.join(site, "index.html"))
    const changed = run("verify", site, manifest, COMMIT)
    expect(changed.status).toBe(1)
    expect(changed.stderr).toContain("missing (1): index.html")
  })

  it("answers unusable input with one sentence and exit code 2, not a stack trace", () => {
    const errors: string[] = []
    const say = (message: string) => errors.push(message)
    writeManifest(site, manifest, COMMIT)
    expect(main(["verify", site, path.join(work, "none.json"), COMMIT], say, say)).toBe(2)
    expect(main(["verify", path.join(work, "nowhere"), manifest, COMMIT], say, say)).toBe(2)
    expect(main(["write", site, manifest, "main"], say, say)).toBe(2)
    expect(main(["publish", site], say, say)).toBe(2)
    expect(errors).toEqual([
      `manifest: cannot read the manifest ${path.join(work, "none.json")}: it does not exist`,
      `manifest: ${path.join(work, "nowhere")} is not a folder`,
      "manifest: main is not a full commit SHA",
      "manifest: usage: node scripts/publish/manifest.ts write|verify <folder> <manifest.json> <commit>",
    ])
  })
})

describe("a live deploy of a tested artifact", () => {
  /** What the live job decides: the folder against the manifest and the run's commit, then that commit against main's head. */
  function liveDeploy(testedCommit: string, head: string): string {
    try {
      const differences = verifyFolder(site, manifest, testedCommit)
      const changed = Object.values(differences).flat()
      if (changed.length > 0) return `not as tested: ${changed.join(", ")}`
    } catch (problem) {
      return (problem as Error).message
    }
    return staleReason(testedCommit, head, "main") ?? "published"
  }

  beforeEach(() => writeManifest(site, manifest, COMMIT))

  it("publishes a correct artifact: the tested files of the commit that main points at", () => {
    expect(liveDeploy(COMMIT, COMMIT)).toBe("published")
  })

  it("refuses a changed artifact", () => {
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Jinak</title>")
    expect(liveDeploy(COMMIT, COMMIT)).toBe("not as tested: index.html")
  })

  it("refuses a stale artifact, whose commit main has moved past (a re-run of an old run)", () => {
    expect(liveDeploy(COMMIT, NEWER)).toBe(
      `commit 3d3c42e is not the head of main (8207627): a newer commit publishes instead; roll back on Netlify if that is what you want`,
    )
  })

  it("refuses what is not a commit on either side", () => {
    expect(staleReason("main", COMMIT, "main")).toBe('"main" is not a full commit SHA')
    expect(staleReason(COMMIT, "", "main")).toBe('the head of main could not be read ("")')
  })
})
