/**
 * The live deploy refuses while a before-launch placeholder is in place
 * (publish/launch-check.ts), and `npm run launch-check` prints the same
 * list. Run on a copy of this project's own files in a temp folder, as the
 * workflow runs it: plain Node, without `npm ci`. With --online it also asks
 * GitHub (a stand-in for its API here), with the web person's login, whether
 * GitHub enforces the protections the site relies on.
 */
import assert from "node:assert/strict"
import { after, afterEach, before, beforeEach, describe, it } from "node:test"
import { assertIncludes, assertMatchesObject } from "./assertions.ts"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { execFile } from "node:child_process"
import { contentPlaceholdersLeft, PLACEHOLDERS, placeholdersLeft } from "../launch-check.ts"
import { api, asSetUp, REPO } from "./github-rules.ts"
import { type GitHubStandIn, startGitHub } from "./github-stand-in.ts"

const rootDir = path.resolve(import.meta.dirname, "..", "..")
const script = path.join(import.meta.dirname, "..", "launch-check.ts")
const files = [...new Set([...PLACEHOLDERS.map(({ file }) => file), "content/site.yaml", "content/contact.yaml"])]
/** The content's stand-ins, as the content model names them (src/content/launch-placeholders.ts). */
const CONTENT = [
  "content/site.yaml, the booking page (bookingUrl)",
  "content/site.yaml, the Instagram profile (instagramUrl)",
  "content/site.yaml, the Facebook page (facebookUrl)",
  "content/contact.yaml, the salon's phone (phone)",
  "content/contact.yaml, the salon's street (street)",
  "content/contact.yaml, the map's description for screen readers (map.title)",
  "content/contact.yaml, what the map searches for (map.query)",
]
let project: string

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    fs.copyFileSync(path.join(rootDir, file), path.join(project, file))
  }
})
afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

const replace = (file: string, from: RegExp, to: string) => {
  const text = fs.readFileSync(path.join(project, file), "utf8")
  assert.match(text, from)
  fs.writeFileSync(path.join(project, file), text.replace(from, to))
}
/** What a web person does at launch: every stand-in replaced by the salon's real value. */
function launch() {
  replace(".github/CODEOWNERS", /@your-github-account/g, "@salon/web")
  replace("scripts/content-model/decap-settings.ts", /"your-github-account\/head-spa-teplice"/, '"salon/web"')
  replace("gatsby-config.ts", /"https:\/\/www\.headspa-teplice\.example\.com"/, '"https://www.headspa-teplice.cz"')
  replace(
    "content/site.yaml",
    /https:\/\/booking\.example\.com\/head-spa-teplice/,
    "https://rezervace.headspa-teplice.cz/",
  )
  replace("content/site.yaml", /https:\/\/www\.example\.com\/instagram\//, "https://www.instagram.com/")
  replace("content/site.yaml", /https:\/\/www\.example\.com\/facebook\//, "https://www.facebook.com/")
  replace("content/contact.yaml", /\+420 123 456 789/, "+420 417 555 010")
  replace("content/contact.yaml", /Ukázková 123/g, "Masarykova 12")
}
const check = () => spawnSync(process.execPath, [script, project], { encoding: "utf8" })

it("refuses while the repository's placeholders are there, listing each with where to change it", () => {
  const { status, stdout, stderr } = check()
  assert.equal(status, 1)
  assert.equal(stdout, "")
  const lines = stderr.trim().split("\n")
  assert.equal(
    lines[0],
    `Not ready for launch: ${PLACEHOLDERS.length + CONTENT.length} placeholders are still in place, and the live site is not published until each is replaced:`,
  )
  assert.deepEqual(
    lines.slice(1).map((line) => line.replace(/:.*/, "")),
    [...PLACEHOLDERS.map(({ file, what }) => `  - ${file}, ${what}`), ...CONTENT.map((what) => `  - ${what}`)],
  )
  assertIncludes(
    lines,
    "  - content/contact.yaml, the salon's phone (phone): \"+420 123 456 789\" → the salon's number, e.g. +420 417 123 456",
  )
})

it("passes once every placeholder is replaced", () => {
  launch()
  assertMatchesObject(check(), { status: 0, stdout: "Ready for launch: no placeholder is left.\n", stderr: "" })
})

for (const [_what, index] of PLACEHOLDERS.map((placeholder, index) => [placeholder.what, index] as const)) {
  it(`refuses ${_what} alone left in place`, () => {
    const original = Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(project, file), "utf8")]))
    launch()
    // Put back the one line that sets this placeholder.
    const { file, setting } = PLACEHOLDERS[index]
    const line = setting.exec(original[file])![0]
    const now = fs.readFileSync(path.join(project, file), "utf8")
    fs.writeFileSync(path.join(project, file), now.replace(setting, line))
    assert.deepEqual(
      placeholdersLeft(project).map(({ file: found, what }) => `${found}, ${what}`),
      [`${file}, ${PLACEHOLDERS[index].what}`],
    )
    assert.deepEqual(contentPlaceholdersLeft(project), [])
  })
}

/** Each content stand-in put back alone after the launch, as the file would be written by hand. */
for (const [what, file, from, to] of [
  [CONTENT[0], "content/site.yaml", /^bookingUrl: .*$/m, "bookingUrl: https://booking.example.com/salon"],
  [CONTENT[1], "content/site.yaml", /^instagramUrl: .*$/m, 'instagramUrl: "https://example.org/insta"'],
  [CONTENT[2], "content/site.yaml", /^facebookUrl: .*$/m, "facebookUrl: 'https://www.example.net/fb'"],
  [CONTENT[3], "content/contact.yaml", /^phone: .*$/m, 'phone: "+420123456789"'],
  [CONTENT[4], "content/contact.yaml", /^street: .*$/m, "street: Ukázková 1"],
  [CONTENT[5], "content/contact.yaml", /^ {2}title: .*$/m, '  title: "Mapa: Ukázková 123"'],
  [CONTENT[6], "content/contact.yaml", /^ {2}query: .*$/m, "  query: >-\n    Ukázková 123,\n    Teplice"],
] as [string, string, RegExp, string][]) {
  it(`refuses ${what.replace(/^[^,]*, /, "")} alone left in place, read by the content model's reader`, () => {
    launch()
    replace(file, from, to)
    assert.deepEqual(placeholdersLeft(project), [])
    assert.deepEqual(
      contentPlaceholdersLeft(project).map(({ file: found, what: which }) => `${found}, ${which}`),
      [what],
    )
  })
}

describe("--content: the list the build job's content reader wrote, read as data", () => {
  const list = (text: string) => {
    const file = path.join(project, "launch-placeholders.json")
    fs.writeFileSync(file, text)
    return spawnSync(process.execPath, [script, project, "--content", file], { encoding: "utf8" })
  }

  it("passes on an empty list once the code's placeholders are replaced, without reading content/ itself", () => {
    launch()
    fs.rmSync(path.join(project, "content"), { recursive: true })
    assertMatchesObject(list("[]\n"), { status: 0, stdout: "Ready for launch: no placeholder is left.\n" })
  })

  it("refuses each placeholder the list names", () => {
    launch()
    const left = {
      file: "content/contact.yaml",
      what: "the salon's phone (phone)",
      found: '"+420 123 456 789"',
      instead: "x",
    }
    const { status, stderr } = list(JSON.stringify([left]))
    assert.equal(status, 1)
    assertIncludes(stderr, '  - content/contact.yaml, the salon\'s phone (phone): "+420 123 456 789" → x')
  })

  for (const [what, text] of [
    ["not JSON", "Kontrola obsahu našla chyby"],
    ["not a list", "{}"],
    ["a list of something else", '[{"file": 1}]'],
  ]) {
    it(`refuses a list that is ${what}`, () => {
      launch()
      const { status, stderr } = list(text)
      assert.equal(status, 1)
      assertIncludes(stderr, "launch-placeholders.json is not a list of placeholders")
    })
  }

  it("refuses when the list is missing", () => {
    launch()
    const run = spawnSync(process.execPath, [script, project, "--content", path.join(project, "nothing.json")], {
      encoding: "utf8",
    })
    assert.equal(run.status, 1)
    assertIncludes(run.stderr, "nothing.json is missing")
  })
})

it("fails closed when a setting has moved out of the file it names", () => {
  launch()
  fs.writeFileSync(path.join(project, "gatsby-config.ts"), "export default {}\n")
  fs.rmSync(path.join(project, "content/contact.yaml"))
  assert.deepEqual(
    [...placeholdersLeft(project), ...contentPlaceholdersLeft(project)].map(({ file, found }) => `${file}: ${found}`),
    [
      "gatsby-config.ts: the setting is not in this file",
      ...Array(4).fill("content/contact.yaml: the file is missing"),
    ],
  )
})

it("is the npm script the web person runs", () => {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts
  assert.equal(scripts["launch-check"], "node publish/launch-check.ts")
})

describe("--online, with the web person's GitHub login", () => {
  let github: GitHubStandIn
  before(async () => {
    github = await startGitHub()
  })
  after(() => github.close())
  beforeEach(() => {
    github.routes = { ...asSetUp(), [api("")]: { body: { full_name: REPO, default_branch: "main" } } }
    github.asked = []
  })

  /** The check as `npm run launch-check -- --online` runs it, without the machine's own GitHub login. */
  const online = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, [script, project, ...args], {
      env: {
        PATH: path.dirname(process.execPath),
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: REPO,
        GITHUB_TOKEN: "web-person",
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    )

  it("passes once no placeholder is left and GitHub enforces every protection, asked with the login", async () => {
    launch()
    const { code, stdout, stderr } = await online(["--online"])
    assert.deepEqual([code, stderr], [0, ""])
    assertIncludes(stdout, "Ready for launch: no placeholder is left.\n")
    // Who stands outside the boundary, as far as the login can see: no editor may be one of them.
    assertIncludes(stdout, "no editor's account may be one of them")
    assertIncludes(stdout, "- the repository's admins: @web-person\n- the organisation's owners: @salon-owner")
    assertIncludes(stdout, "✅ GitHub enforces every protection this site relies on, as your login reads it.")
    assert.deepEqual(new Set(github.asked.map(({ authorization }) => authorization)), new Set(["Bearer web-person"]))
    // The default branch comes from GitHub, then everything the live job checks and what only an admin sees.
    const asked = github.asked.map(({ path: route }) => route)
    for (const route of [
      api(""),
      api("/rules/branches/main"),
      api("/rulesets/101"),
      api("/actions/permissions/workflow"),
    ])
      assertIncludes(asked, route)
  })

  it("refuses a protection GitHub does not enforce, naming the setting, also when npm passed the flag on", async () => {
    launch()
    const rules = github.routes[api("/rules/branches/main")]!.body as { type: string }[]
    github.routes[api("/rules/branches/main")] = { body: rules.filter(({ type }) => type !== "non_fast_forward") }
    // `npm run launch-check --online` gives the flag to npm, which hands it on as npm_config_online.
    const { code, stderr } = await online([], { npm_config_online: "true" })
    assert.equal(code, 1)
    assertIncludes(
      stderr,
      "- **nobody force-pushes to the default branch**. Fix: Settings → Rules → Rulesets → the ruleset of the default branch (docs/deploy.md, step 4.2): Block force pushes: on.",
    )
  })

  it("refuses what the login may not read: only an admin sees who may bypass the rulesets", async () => {
    launch()
    github.routes[api("/rulesets/101")] = { status: 404, body: { message: "Not Found" } }
    const { code, stderr } = await online(["--online"])
    assert.equal(code, 1)
    assertIncludes(
      stderr,
      'who may bypass the ruleset "101": GitHub shows who may bypass a ruleset only to a token with write access to it (answer 404)',
    )
  })

  it("still lists the placeholders, and says what it needs when there is no login", async () => {
    const { code, stderr } = await online(["--online"], { GITHUB_TOKEN: "" })
    assert.equal(code, 1)
    assert.match(stderr, /^Not ready for launch: /)
    assertIncludes(
      stderr,
      "Cannot check GitHub's settings:\n  - no login: run `gh auth login` (GitHub CLI), or set GITHUB_TOKEN to a token of an admin of the repository",
    )
    assert.deepEqual(github.asked, [])
  })
})
