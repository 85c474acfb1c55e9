/**
 * The live deploy goes out only while GitHub itself enforces the review
 * boundary (publish/boundary.ts), asked with the job's own token
 * against a stand-in for GitHub's API: every protection present passes; each
 * one missing is refused and named with the setting that fixes it; CODEOWNERS
 * errors as GitHub reports them are refused; what the token may not read is
 * named and left to the online launch check, which refuses it instead.
 */
import assert from "node:assert/strict"
import { after, before, beforeEach, describe, it, mock } from "node:test"
import { assertIncludes } from "./assertions.ts"
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { parse } from "yaml"
import { checkBoundary, DRAFT_BRANCH, formatBoundary, main, OTHER_BRANCH, REQUIRED_CHECKS } from "../boundary.ts"
import {
  type Actor,
  api,
  asSetUp,
  fromRuleset,
  protectedMain,
  REPO,
  restrictedBranches,
  type Rule,
  withoutAdminSight,
} from "./github-rules.ts"
import { type GitHubStandIn, startGitHub } from "./github-stand-in.ts"

const rootDir = path.resolve(import.meta.dirname, "..", "..")
const script = path.join(import.meta.dirname, "..", "boundary.ts")
let github: GitHubStandIn
before(async () => {
  github = await startGitHub()
})
after(() => github.close())
beforeEach(() => {
  github.routes = asSetUp()
  github.asked = []
})

const env = () => ({ GITHUB_API_URL: github.url, GITHUB_TOKEN: "job-token" })
const rulesOf = (route: string) => github.routes[api(route)]?.body as Rule[]
const check = (online = false) => checkBoundary(env(), REPO, "main", { online })
const missing = async (online = false) => (await check(online)).missing

/** The findings, in order: each `what` matches its pattern, each `fix` is that text or matches that pattern. */
function assertFindings(found: { what: string; fix: string }[], expected: { what: RegExp; fix: string | RegExp }[]) {
  assert.equal(found.length, expected.length, JSON.stringify(found, null, 2))
  expected.forEach(({ what, fix }, index) => {
    assert.match(found[index].what, what)
    if (fix instanceof RegExp) assert.match(found[index].fix, fix)
    else assert.equal(found[index].fix, fix)
  })
}

it("passes when GitHub enforces every protection, and names who stands outside the boundary", async () => {
  const report = await check()
  assert.deepEqual(report.missing, [])
  assert.deepEqual(report.warnings, [])
  assertIncludes(report.enforced, ".github/CODEOWNERS names owners GitHub knows, with write access")
  assertIncludes(report.enforced, 'only the code owners may bypass the ruleset "main"')
  assertIncludes(report.enforced, 'only the code owners may bypass the ruleset "branches"')
  assertIncludes(report.enforced, 'the ruleset "branches" restricts every branch but cms/… and the default branch')
  assertIncludes(report.enforced, "workflows get a read-only token and cannot approve pull requests")
  assert.equal(report.enforced.length, 16)
  assertIncludes(
    formatBoundary(report),
    "Outside the boundary, because they can change GitHub's settings themselves; no editor's account may be one of them (docs/deploy.md, step 4):\n\n- the repository's admins: @web-person\n- the organisation's owners: @salon-owner\n",
  )
})

it("asks GitHub with the job's token, for main, for another branch and for a draft's branch", async () => {
  await check()
  assert.deepEqual(new Set(github.asked.map(({ authorization }) => authorization)), new Set(["Bearer job-token"]))
  assert.deepEqual(
    github.asked.map(({ path: asked, query }) => `${asked}${query}`),
    [
      `${api("/rules/branches/main")}?per_page=100&page=1`,
      `${api(`/rules/branches/${OTHER_BRANCH}`)}?per_page=100&page=1`,
      `${api("/rules/branches/cms/launch-check-probe")}?per_page=100&page=1`,
      `${api("/codeowners/errors")}?ref=main`,
      `${api("/contents/.github/CODEOWNERS")}?ref=main`,
      `${api("/teams")}?per_page=100`,
      `${api("/rulesets/101")}?includes_parents=true`,
      `${api("/rulesets/102")}?includes_parents=true`,
      api("/actions/permissions/workflow"),
      `${api("/collaborators")}?permission=admin&affiliation=all&per_page=100`,
      "/users/salon",
      "/orgs/salon/members?role=admin&per_page=100",
    ],
  )
})

type Breakage = [what: string, breakIt: () => void, refused: { what: RegExp; fix: string | RegExp }[]]
const mainParameter = (name: string, value: unknown) => () => {
  const rule = rulesOf("/rules/branches/main").find(({ type }) => type === "pull_request")!
  rule.parameters = { ...rule.parameters, [name]: value }
}
const withoutRule = (route: string, type: string) => () => {
  github.routes[api(route)] = { body: rulesOf(route).filter((rule) => rule.type !== type) }
}
const checksOfMain = (change: (checks: { context: string; integration_id?: number }[]) => unknown) => () => {
  const rule = rulesOf("/rules/branches/main").find(({ type }) => type === "required_status_checks")!
  change(rule.parameters!.required_status_checks as { context: string; integration_id?: number }[])
}
const RULESET = "Settings → Rules → Rulesets → the ruleset of the default branch (docs/deploy.md, step 4.2): "
const BRANCHES =
  "Settings → Rules → Rulesets → the ruleset `branches` for every branch but cms/** and the default branch (docs/deploy.md, step 4.3): "

const breakages: Breakage[] = [
  [
    "review from code owners off",
    mainParameter("require_code_owner_review", false),
    [{ what: /^a code owner approves/, fix: `${RULESET}Require review from Code Owners: on` }],
  ],
  [
    "stale approvals kept",
    mainParameter("dismiss_stale_reviews_on_push", false),
    [
      {
        what: /^a new push dismisses the approvals/,
        fix: `${RULESET}Dismiss stale pull request approvals when new commits are pushed: on`,
      },
    ],
  ],
  [
    "no approval of the most recent push",
    mainParameter("require_last_push_approval", false),
    [
      {
        what: /^someone other than its author approves the most recent push/,
        fix: `${RULESET}Require approval of the most recent reviewable push: on`,
      },
    ],
  ],
  [
    "build not required",
    checksOfMain((checks) => checks.splice(0, 1)),
    [
      {
        what: /^the check `build` of the Test workflow passes, as reported by GitHub Actions/,
        fix: `${RULESET}Require status checks to pass: on, add the check \`build\` with the source GitHub Actions (not "any source")`,
      },
    ],
  ],
  [
    "build from any source",
    checksOfMain((checks) => delete checks[0].integration_id),
    [{ what: /^the check `build`/, fix: /the source GitHub Actions/ }],
  ],
  [
    "test from another app",
    checksOfMain((checks) => (checks[1].integration_id = 12345)),
    [{ what: /^the check `test`/, fix: /the source GitHub Actions/ }],
  ],
  [
    "force pushes allowed",
    withoutRule("/rules/branches/main", "non_fast_forward"),
    [{ what: /^nobody force-pushes/, fix: `${RULESET}Block force pushes: on` }],
  ],
  [
    "deletion allowed",
    withoutRule("/rules/branches/main", "deletion"),
    [{ what: /^nobody deletes the default branch/, fix: `${RULESET}Restrict deletions: on` }],
  ],
  [
    "other branches created by anyone",
    withoutRule(`/rules/branches/${OTHER_BRANCH}`, "creation"),
    [
      {
        what: /^only a code owner creates a branch other than cms\//,
        fix: `${BRANCHES}Restrict creations: on`,
      },
    ],
  ],
  [
    "other branches pushed to by anyone, the web person's pull requests included",
    withoutRule(`/rules/branches/${OTHER_BRANCH}`, "update"),
    [{ what: /^only a code owner pushes to a branch/, fix: `${BRANCHES}Restrict updates: on` }],
  ],
  [
    "other branches deleted by anyone",
    withoutRule(`/rules/branches/${OTHER_BRANCH}`, "deletion"),
    [{ what: /^only a code owner deletes a branch/, fix: `${BRANCHES}Restrict deletions: on` }],
  ],
  [
    "no pull request required (then none of its settings hold either)",
    withoutRule("/rules/branches/main", "pull_request"),
    [
      {
        what: /^changes reach the default branch only through pull requests/,
        fix: /Require a pull request before merging: on/,
      },
      { what: /^a code owner approves/, fix: /./ },
      { what: /^a new push dismisses/, fix: /./ },
      { what: /^someone other than its author/, fix: /./ },
    ],
  ],
]

for (const [_what, breakIt, refused] of breakages) {
  it(`refuses when ${_what}, naming it and the setting that fixes it`, async () => {
    breakIt()
    assertFindings(await missing(), refused)
  })
}

it("refuses everything when main has no active ruleset (one left on Evaluate is not listed by GitHub)", async () => {
  github.routes[api("/rules/branches/main")] = { body: [] }
  github.routes[api(`/rules/branches/${OTHER_BRANCH}`)] = { body: [] }
  assert.deepEqual(
    (await missing()).map(({ what }) => what.split(" ").slice(0, 4).join(" ")),
    [
      "changes reach the default",
      "a code owner approves",
      "a new push dismisses",
      "someone other than its",
      "the check `build` of",
      "the check `test` of",
      "nobody force-pushes to the",
      "nobody deletes the default",
      "only a code owner",
      "only a code owner",
      "only a code owner",
    ],
  )
})

it("refuses CODEOWNERS with errors as GitHub reports them, line by line", async () => {
  github.routes[api("/codeowners/errors")] = {
    body: {
      errors: [
        {
          line: 13,
          column: 30,
          kind: "Unknown owner",
          source: "*                            @salon/web\n",
          suggestion:
            "make sure the team @salon/web exists, is publicly visible, and has write access to the repository",
          message: "Unknown owner on line 13: make sure …\n\n  * @salon/web\n    ^",
          path: ".github/CODEOWNERS",
        },
      ],
    },
  }
  assert.deepEqual(await missing(), [
    {
      what: ".github/CODEOWNERS names owners GitHub knows, with write access: line 13: Unknown owner (make sure the team @salon/web exists, is publicly visible, and has write access to the repository); GitHub ignores that line",
      fix: "put your team (@org/team, visible, with Write access) on every owned line of .github/CODEOWNERS (docs/deploy.md, step 4.1)",
    },
  ])
})

it("refuses when GitHub finds no CODEOWNERS file on main", async () => {
  delete github.routes[api("/codeowners/errors")]
  assert.deepEqual(
    (await missing()).map(({ what }) => what),
    [".github/CODEOWNERS names owners GitHub knows, with write access: GitHub finds no CODEOWNERS file on main"],
  )
})

it("refuses to publish when the rules themselves cannot be read: no answer is no protection", async () => {
  github.routes[api("/rules/branches/main")] = { status: 403, body: { message: "Forbidden" } }
  assert.deepEqual(
    (await missing()).map(({ what }) => what),
    ["the rules GitHub applies to the branch main could not be read (answer 403)"],
  )
})

describe("what the token may not read is refused, never assumed", () => {
  it("refuses when the token may not read who may bypass the rulesets or the Actions settings, naming the token that can", async () => {
    github.routes = withoutAdminSight()
    const found = await missing()
    assert.deepEqual(
      found.map(({ what }) => what),
      [
        'who may bypass the ruleset "main": GitHub shows who may bypass a ruleset only to a token with write access to it (answer 200 without the list)',
        'who may bypass the ruleset "branches": GitHub shows who may bypass a ruleset only to a token with write access to it (answer 200 without the list)',
        "workflows get a read-only token and cannot approve pull requests: GitHub shows the repository's Actions settings to admins only (answer 403)",
      ],
    )
    for (const { fix } of found)
      assert.match(
        fix,
        /^give the environment `production` the secret BOUNDARY_TOKEN: .*"Administration: Read and write"/,
      )
  })

  it("refuses when the ruleset cannot be read at all", async () => {
    github.routes[api("/rulesets/102")] = { status: 404, body: { message: "Not Found" } }
    assertIncludes(
      (await missing()).map(({ what }) => what),
      'who may bypass the ruleset "102": GitHub shows who may bypass a ruleset only to a token with write access to it (answer 404)',
    )
  })

  for (const [answer, status, body] of [
    ["a 403", 403, { message: "Resource not accessible by integration" }],
    ["a server error", 502, { message: "Bad Gateway" }],
    ["a 200 without the list of errors", 200, { message: "ok" }],
    ["a 422", 422, { message: "Validation Failed" }],
  ] as [string, number, unknown][]) {
    it(`refuses CODEOWNERS when GitHub's answer about its errors is ${answer}, not "no errors"`, async () => {
      github.routes[api("/codeowners/errors")] = { status, body }
      const found = (await missing()).map(({ what }) => what)
      assert.deepEqual(found, [
        `.github/CODEOWNERS names owners GitHub knows, with write access: GitHub's answer about its errors was ${status}${status === 200 ? " without a list of errors" : ""}, not "no errors"`,
      ])
    })
  }

  it("refuses in the live job's run, naming it in the summary and on the run", async () => {
    github.routes = withoutAdminSight()
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "boundary-"))
    const log = mock.method(console, "log", () => undefined)
    try {
      const summary = path.join(work, "summary.md")
      const code = await main({
        ...env(),
        GITHUB_REPOSITORY: REPO,
        DEFAULT_BRANCH: "main",
        GITHUB_STEP_SUMMARY: summary,
      })
      assert.equal(code, 1)
      assertIncludes(
        fs.readFileSync(summary, "utf8"),
        '- **who may bypass the ruleset "main": GitHub shows who may bypass',
      )
      assertIncludes(
        log.mock.calls.map(({ arguments: [line] }) => String(line)),
        "::error title=Not published::workflows get a read-only token and cannot approve pull requests: GitHub shows the repository's Actions settings to admins only (answer 403)",
      )
    } finally {
      log.mock.restore()
      fs.rmSync(work, { recursive: true, force: true })
    }
  })
})

describe("who may bypass: only the code owners", () => {
  for (const [what, mainBypass, branchesBypass, refused] of [
    [
      "the Write role, which every editor has, bypassing main",
      [{ actor_id: 4, actor_type: "RepositoryRole", bypass_mode: "always" }],
      undefined,
      /^the ruleset "main" applies to the default branch, but RepositoryRole 4 may bypass it \(a role every editor may have\)$/,
    ],
    [
      "admins pushing to main without a pull request",
      [{ actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "always" }],
      undefined,
      /^the ruleset "main" applies to the default branch, but admins may bypass it always/,
    ],
    [
      "the code owners' team pushing to main without a pull request",
      [{ actor_id: 1234567, actor_type: "Team", bypass_mode: "always" }],
      undefined,
      /^the ruleset "main" applies to the default branch, but the code owners' Team 1234567 may bypass it always/,
    ],
    [
      "an app bypassing main",
      [{ actor_id: 29110, actor_type: "Integration", bypass_mode: "always" }],
      undefined,
      /but Integration 29110 may bypass it$/,
    ],
    [
      "the Write role creating branches",
      [],
      [{ actor_id: 4, actor_type: "RepositoryRole", bypass_mode: "always" }],
      /^the ruleset "branches" applies to the other branches, but RepositoryRole 4 may bypass it \(a role every editor may have\)$/,
    ],
    [
      "an editors' team pushing branches",
      [],
      [{ actor_id: 7654321, actor_type: "Team", bypass_mode: "always" }],
      /^the ruleset "branches" applies to the other branches, but Team 7654321 may bypass it \(not named in \.github\/CODEOWNERS\)$/,
    ],
    [
      "an editors' team on main, even for pull requests only",
      [{ actor_id: 7654321, actor_type: "Team", bypass_mode: "pull_request" }],
      undefined,
      /^the ruleset "main" applies to the default branch, but Team 7654321 may bypass it \(not named in \.github\/CODEOWNERS\)$/,
    ],
    [
      "a deploy key pushing branches",
      [],
      [{ actor_id: null, actor_type: "DeployKey", bypass_mode: "always" }],
      /but DeployKey may bypass it$/,
    ],
    [
      "an app other than Dependabot pushing branches",
      [],
      [{ actor_id: 15368, actor_type: "Integration", bypass_mode: "always" }],
      /but Integration 15368 may bypass it$/,
    ],
  ] as [string, Actor[], Actor[] | undefined, RegExp][]) {
    it(`refuses ${what}`, async () => {
      github.routes = asSetUp(mainBypass, branchesBypass)
      const found = (await missing()).map(({ what: finding }) => finding)
      assert.equal(found.length, 1, found.join("\n"))
      assert.match(found[0], refused)
    })
  }

  it("allows the code owners' team on the other branches, and for pull requests on main", async () => {
    github.routes = asSetUp(
      [{ actor_id: 1234567, actor_type: "Team", bypass_mode: "pull_request" }],
      [{ actor_id: 1234567, actor_type: "Team", bypass_mode: "always" }],
    )
    assert.deepEqual(await missing(), [])
  })

  it("knows the code owners only from CODEOWNERS as GitHub has it: a team it names no longer may not bypass", async () => {
    github.routes[api("/contents/.github/CODEOWNERS")] = {
      body: { content: Buffer.from("*  @salon/other-team\n").toString("base64") },
    }
    assertIncludes(
      (await missing()).map(({ what }) => what),
      'the ruleset "branches" applies to the other branches, but Team 1234567 may bypass it (not named in .github/CODEOWNERS)',
    )
  })

  it("refuses when CODEOWNERS itself cannot be read, as no bypass can then be told to be the code owners'", async () => {
    github.routes[api("/contents/.github/CODEOWNERS")] = { status: 403, body: { message: "Forbidden" } }
    assertIncludes(
      (await missing()).map(({ what }) => what),
      "the code owners, who alone may bypass the rulesets: .github/CODEOWNERS could not be read (answer 403)",
    )
  })
})

describe("every exclusion of the other branches' ruleset", () => {
  const targets = (include: string[], exclude: string[]) => {
    const ruleset = github.routes[api("/rulesets/102")]?.body as Record<string, unknown>
    ruleset.conditions = { ref_name: { include, exclude } }
  }

  it("accepts the drafts' branches and the default branch, by name or as ~DEFAULT_BRANCH", async () => {
    targets(["refs/heads/**"], ["refs/heads/cms/**", "refs/heads/main"])
    assert.deepEqual(await missing(), [])
  })

  for (const [what, include, exclude, refused] of [
    [
      "a second pattern beside cms/**",
      ["~ALL"],
      ["refs/heads/cms/**", "~DEFAULT_BRANCH", "refs/heads/release/**"],
      'the ruleset "branches" restricts the other branches, but it leaves out "refs/heads/release/**": anyone with write access creates and pushes such branches',
    ],
    [
      "a wider pattern for drafts",
      ["~ALL"],
      ["refs/heads/c*/**", "~DEFAULT_BRANCH"],
      'the ruleset "branches" restricts the other branches, but it leaves out "refs/heads/c*/**": anyone with write access creates and pushes such branches',
    ],
    [
      "targets that are not every branch",
      ["refs/heads/launch-check-probe"],
      [],
      'the ruleset "branches" restricts the other branches, but it targets only "refs/heads/launch-check-probe", not every branch',
    ],
  ] as [string, string[], string[], string][]) {
    it(`refuses ${what}, though the probe branch is restricted`, async () => {
      targets(include, exclude)
      assert.deepEqual(
        (await missing()).map(({ what: finding }) => finding),
        [refused],
      )
    })
  }
})

describe("online, with the web person's login", () => {
  it("passes with an admin's view, and says what to run when the login may not see something", async () => {
    assert.deepEqual(await missing(true), [])
    github.routes = withoutAdminSight()
    for (const { fix } of await missing(true))
      assert.match(fix, /^run `npm run launch-check -- --online` logged in as an admin/)
  })

  it("refuses Actions that may approve pull requests or write with their token", async () => {
    github.routes[api("/actions/permissions/workflow")] = {
      body: { default_workflow_permissions: "write", can_approve_pull_request_reviews: true },
    }
    assert.deepEqual(await missing(true), [
      {
        what: "workflows get a read-only token and cannot approve pull requests",
        fix: "Settings → Actions → General (docs/deploy.md, step 4.4): Workflow permissions: Read repository contents and packages permissions; Allow GitHub Actions to create and approve pull requests: off",
      },
    ])
  })
})

describe("who stands outside the boundary", () => {
  it("says when it cannot see the admins or the organisation's owners, and where to look instead", async () => {
    github.routes[api("/collaborators")] = { status: 403, body: { message: "Must have push access" } }
    github.routes["/orgs/salon/members"] = { status: 403, body: { message: "Forbidden" } }
    assert.deepEqual((await check()).outside, [
      "the repository's admins could not be read (answer 403): see Settings → Collaborators and teams",
      "the organisation's owners could not be read (answer 403): see the organisation's People, role Owner",
    ])
  })

  it("names no organisation's owners for a repository of a personal account", async () => {
    github.routes["/users/salon"] = { body: { login: "salon", type: "User" } }
    assert.deepEqual((await check()).outside, ["the repository's admins: @web-person"])
  })
})

describe("settings that stop the editors without opening the boundary", () => {
  it("warns when updates are restricted on main itself, and when drafts' branches are", async () => {
    // The ruleset `branches` then applies to main too, and is judged by main's terms: admins for pull requests only.
    github.routes = asSetUp(undefined, [{ actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "pull_request" }])
    github.routes[api("/rules/branches/main")] = {
      body: [...protectedMain(), { type: "update", ...fromRuleset(102) }],
    }
    github.routes[api(`/rules/branches/${DRAFT_BRANCH}`)] = { body: restrictedBranches() }
    const report = await check()
    assert.deepEqual(report.missing, [])
    assert.deepEqual(
      report.warnings.map(({ fix }) => fix.replace(/.*: /, "")),
      ["exclude the default branch", "exclude cms/**"],
    )
  })
})

it("requires each job of the Test workflow as a check", () => {
  const test = parse(fs.readFileSync(path.join(rootDir, ".github", "workflows", "test.yml"), "utf8")) as {
    jobs: Record<string, unknown>
  }
  assert.deepEqual([...REQUIRED_CHECKS], Object.keys(test.jobs))
})

it("runs as the live job runs it, in plain Node: refuses, names the rule in the summary, marks it on the run", async () => {
  mainParameter("require_code_owner_review", false)()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "boundary-"))
  try {
    const summary = path.join(work, "summary.md")
    const run = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, ...env(), GITHUB_REPOSITORY: REPO, DEFAULT_BRANCH: "main", GITHUB_STEP_SUMMARY: summary },
    }).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => error,
    )
    assert.equal(run.code, 1)
    assertIncludes(
      run.stdout,
      "::error title=Not published::a code owner approves every change outside content/'s data",
    )
    assertIncludes(
      fs.readFileSync(summary, "utf8"),
      "❌ Not published: GitHub does not enforce this, and without it an editor's account could change what runs here:\n\n- **a code owner approves every change outside content/'s data**. Fix: Settings → Rules → Rulesets → the ruleset of the default branch (docs/deploy.md, step 4.2): Require review from Code Owners: on.",
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})
