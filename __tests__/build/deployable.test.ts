/**
 * The deploy jobs upload a downloaded artifact only when it holds the site's
 * files and nothing a host reads as configuration (scripts/publish/deployable.ts):
 * the real build passes, and copies of it in a temp folder, each with one thing
 * a pull request's own workflow could add, are refused. Run as the publish
 * workflow runs it: plain Node, the folder and the default branch's static/_headers.
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { publishedSite, rootDir } from "../support/built-site"

const script = path.join(rootDir, "scripts", "publish", "deployable.ts")
const staticHeaders = path.join(rootDir, "static", "_headers")
let work: string
let site: string

test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deployable-"))
})
test.beforeEach(() => {
  site = fs.mkdtempSync(path.join(work, "site-"))
  fs.cpSync(publishedSite.publicDir, site, { recursive: true })
  // The copy is writable although the tests' public/ is read-only in CI (cpSync keeps the modes).
  execFileSync("chmod", ["-R", "u+w", site])
})
test.afterEach(() => fs.rmSync(site, { recursive: true, force: true }))
test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const deployable = () => spawnSync(process.execPath, [script, site, staticHeaders], { encoding: "utf8" })
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  fs.writeFileSync(path.join(site, file), text)
}
const headersText = () => fs.readFileSync(path.join(site, "_headers"), "utf8")

test("names a file whose name holds a line break on one line of the log, so it cannot start a workflow command", () => {
  write("about\n::error::x/_redirects", "/ /x 301\n")
  const { status, stderr } = deployable()
  expect(status).toBe(1)
  expect(stderr).toBe(
    `Not published: ${site} holds more than the site's files.\n  - about\\u000a::error::x/_redirects: host configuration is never deployed\n`,
  )
})

test("accepts the site as the build made it", () => {
  expect(deployable()).toMatchObject({
    status: 0,
    stdout: `${site}: only the site's files, and _headers as the default branch defines it\n`,
  })
})

for (const [what, file, text] of [
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
  test(`refuses ${what}`, () => {
    write(file, text)
    const { status, stderr } = deployable()
    expect(status).toBe(1)
    expect(stderr).toBe(
      `Not published: ${site} holds more than the site's files.\n  - ${file.replace(/^(\.netlify)\/.*/, "$1")}: host configuration is never deployed\n`,
    )
  })
}

test("refuses a symbolic link", () => {
  fs.symlinkSync("/etc/passwd", path.join(site, "passwd.txt"))
  expect(deployable().stderr).toContain("  - passwd.txt: not a plain file (a link or a special file)")
})

for (const [what, change, problem] of [
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
  test(`refuses a _headers with ${what}`, () => {
    const changed = change(headersText())
    expect(changed).not.toBe(headersText())
    fs.writeFileSync(path.join(site, "_headers"), changed)
    expect(deployable()).toMatchObject({
      status: 1,
      stderr: `Not published: ${site} holds more than the site's files.\n  - ${problem}\n`,
    })
  })
}

test("refuses a site without its _headers", () => {
  fs.rmSync(path.join(site, "_headers"))
  expect(deployable().stderr).toContain("  - _headers is missing: the site would go out without its security headers")
})
