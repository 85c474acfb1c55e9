/**
 * The deploy jobs upload a downloaded artifact only when it holds the site's
 * files and nothing a host reads as configuration (publish/deployable.ts):
 * a folder shaped as the build makes it passes, and copies of it, each with one
 * thing a pull request's own workflow could add, are refused. Run as the publish
 * workflow runs it: plain Node, the folder and the default branch's static/_headers.
 */
import assert from "node:assert/strict"
import { after, afterEach, before, beforeEach, it } from "node:test"
import { assertIncludes, assertMatchesObject } from "./assertions.ts"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const script = path.join(import.meta.dirname, "..", "deployable.ts")
const rootDir = path.resolve(import.meta.dirname, "..", "..")
const staticHeaders = path.join(rootDir, "static", "_headers")
/** The lines the build appends to static/_headers (src/gatsby/post-build/headers.ts), with policies of its form. */
const GENERATED = [
  "# Added by the build (src/gatsby/post-build/headers.ts); change static/_headers instead.",
  "/*",
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-AbC+/dEf='; img-src 'self' data:",
  "",
  "/admin/*",
  "  ! Content-Security-Policy",
  "  Content-Security-Policy: default-src 'self'; connect-src 'self' blob: https://api.github.com",
  "",
].join("\n")
let work: string
let site: string

before(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deployable-"))
})
beforeEach(() => {
  site = fs.mkdtempSync(path.join(work, "site-"))
  // A site as the build makes it: pages, an asset, and static/_headers followed by the generated policy.
  // That the real build passes is proven beside the build (__tests__/build/deployable.test.ts).
  for (const page of ["index.html", "about/index.html", "admin/index.html", "static/logo.abc123.png"]) write(page, "x")
  write("_headers", `${fs.readFileSync(staticHeaders, "utf8").trimEnd()}\n\n${GENERATED}`)
})
afterEach(() => fs.rmSync(site, { recursive: true, force: true }))
after(() => fs.rmSync(work, { recursive: true, force: true }))

const deployable = () => spawnSync(process.execPath, [script, site, staticHeaders], { encoding: "utf8" })
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  fs.writeFileSync(path.join(site, file), text)
}
const headersText = () => fs.readFileSync(path.join(site, "_headers"), "utf8")

it("names a file whose name holds a line break on one line of the log, so it cannot start a workflow command", () => {
  write("about\n::error::x/_redirects", "/ /x 301\n")
  const { status, stderr } = deployable()
  assert.equal(status, 1)
  assert.equal(
    stderr,
    `Not published: ${site} holds more than the site's files.\n  - about\\u000a::error::x/_redirects: host configuration is never deployed\n`,
  )
})

it("accepts a site as the build makes it", () => {
  assertMatchesObject(deployable(), {
    status: 0,
    stdout: `${site}: only the site's files, and _headers as the default branch defines it\n`,
  })
})

for (const [_what, file, text] of [
  [
    "a _redirects file with a proxy rule to another host",
    "_redirects",
    "/api/*  https://attacker.example/:splat  200\n",
  ],
  ["a netlify.toml", "netlify.toml", '[[headers]]\n  for = "/*"\n'],
  ["Netlify's state folder", ".netlify/state.json", "{}\n"],
  ["a _redirects file in a subfolder", "about/_redirects", "/ /x 301\n"],
  ["a second _headers in a subfolder", "admin/_headers", "/*\n  X-Frame-Options: ALLOWALL\n"],
]) {
  it(`refuses ${_what}`, () => {
    write(file, text)
    const { status, stderr } = deployable()
    assert.equal(status, 1)
    assert.equal(
      stderr,
      `Not published: ${site} holds more than the site's files.\n  - ${file.replace(/^(\.netlify)\/.*/, "$1")}: host configuration is never deployed\n`,
    )
  })
}

it("refuses a symbolic link", () => {
  fs.symlinkSync("/etc/passwd", path.join(site, "passwd.txt"))
  assertIncludes(deployable().stderr, "  - passwd.txt: not a plain file (a link or a special file)")
})

for (const [_what, change, problem] of [
  [
    "a rule of static/_headers removed",
    (text: string) => text.replace(/^\s*X-Frame-Options: DENY\n/m, ""),
    "_headers does not start with the default branch's static/_headers: its rules were changed",
  ],
  [
    "a rule added after the generated policy",
    (text: string) => `${text}\n/*\n  ! Content-Security-Policy\n`,
    "_headers adds more or other lines to static/_headers than the build's Content-Security-Policy rules",
  ],
  [
    "a second header folded into a policy line",
    (text: string) =>
      text.replace(/(Content-Security-Policy: )/, "$1default-src *\n  Access-Control-Allow-Origin: *\n  X: "),
    "_headers adds more or other lines to static/_headers than the build's Content-Security-Policy rules",
  ],
  [
    "the generated policy left out",
    (text: string) => text.slice(0, text.indexOf("# Added by the build")),
    "_headers adds more or other lines to static/_headers than the build's Content-Security-Policy rules",
  ],
] as [string, (text: string) => string, string][]) {
  it(`refuses a _headers with ${_what}`, () => {
    const changed = change(headersText())
    assert.notEqual(changed, headersText())
    fs.writeFileSync(path.join(site, "_headers"), changed)
    assertMatchesObject(deployable(), {
      status: 1,
      stderr: `Not published: ${site} holds more than the site's files.\n  - ${problem}\n`,
    })
  })
}

it("refuses a site without its _headers", () => {
  fs.rmSync(path.join(site, "_headers"))
  assertIncludes(deployable().stderr, "  - _headers is missing: the site would go out without its security headers")
})
