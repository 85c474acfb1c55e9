/**
 * @jest-environment node
 *
 * The deploy job publishes a folder only when it holds exactly the files the tests
 * ran against (scripts/publish-manifest.cjs).
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describeFolder, main, verifyFolder, writeManifest } from "../../scripts/publish-manifest.cjs"

const script = path.resolve(__dirname, "..", "..", "scripts", "publish-manifest.cjs")
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
    writeManifest(site, manifest)
    const written = JSON.parse(fs.readFileSync(manifest, "utf8"))
    expect(written.algorithm).toBe("sha256")
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
    expect(() => writeManifest(site, manifest)).toThrow(`${site} holds no files: nothing to publish`)
  })

  it("refuses a symbolic link, which the artifact and the host would not carry as tested", () => {
    fs.symlinkSync(path.join(site, "index.html"), path.join(site, "alias.html"))
    expect(() => describeFolder(site)).toThrow(`alias.html in ${site} is a symbolic link`)
  })
})

describe("checking a folder against its manifest", () => {
  beforeEach(() => writeManifest(site, manifest))

  it("passes the folder as it was tested", () => {
    expect(verifyFolder(site, manifest)).toEqual({ changed: [], added: [], missing: [] })
  })

  it("names a file whose content changed, even with the same size", () => {
    fs.writeFileSync(path.join(site, "app-1b8150981d07acbe3c10.js"), "console.log(2)")
    expect(verifyFolder(site, manifest)).toEqual({ changed: ["app-1b8150981d07acbe3c10.js"], added: [], missing: [] })
  })

  it("names a file that was added", () => {
    writeSite({ "contact/index.html": "<!doctype html><title>Kontakt</title>" })
    expect(verifyFolder(site, manifest)).toEqual({ changed: [], added: ["contact/index.html"], missing: [] })
  })

  it("names a file that went missing, such as the headers file", () => {
    fs.rmSync(path.join(site, "_headers"))
    expect(verifyFolder(site, manifest)).toEqual({ changed: [], added: [], missing: ["_headers"] })
  })

  it("sees a renamed file as one missing and one added", () => {
    fs.renameSync(path.join(site, "about"), path.join(site, "o-nas"))
    expect(verifyFolder(site, manifest)).toEqual({
      changed: [],
      added: ["o-nas/index.html"],
      missing: ["about/index.html"],
    })
  })

  it("refuses a manifest it did not write", () => {
    fs.writeFileSync(manifest, JSON.stringify({ files: ["index.html"] }))
    expect(() => verifyFolder(site, manifest)).toThrow(`${manifest} is not a manifest written by publish-manifest.cjs`)
  })
})

describe("the command line", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" })

  it("exits 0 when the folder is as tested and 1, listing the differences, when it is not", () => {
    expect(run("write", site, manifest).status).toBe(0)
    expect(run("verify", site, manifest)).toMatchObject({ status: 0, stderr: "" })
    fs.rmSync(path.join(site, "index.html"))
    const changed = run("verify", site, manifest)
    expect(changed.status).toBe(1)
    expect(changed.stderr).toContain("missing (1): index.html")
  })

  it("answers unusable input with one sentence and exit code 2, not a stack trace", () => {
    const errors: string[] = []
    const say = (message: string) => errors.push(message)
    writeManifest(site, manifest)
    expect(main(["verify", site, path.join(work, "none.json")], say, say)).toBe(2)
    expect(main(["verify", path.join(work, "nowhere"), manifest], say, say)).toBe(2)
    expect(main(["publish", site], say, say)).toBe(2)
    expect(errors).toEqual([
      `publish-manifest: cannot read the manifest ${path.join(work, "none.json")}: it does not exist`,
      `publish-manifest: ${path.join(work, "nowhere")} is not a folder`,
      "publish-manifest: usage: node scripts/publish-manifest.cjs write|verify <folder> <manifest.json>",
    ])
  })
})
