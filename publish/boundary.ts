/**
 * Whether GitHub itself enforces the boundary the site relies on: editors
 * change data under content/ and nothing else reaches the default branch
 * without the code owner. Read from GitHub's API as GitHub applies it, not
 * from the text of a file:
 *   - the rules active on the default branch (GET …/rules/branches/{branch}:
 *     rulesets in "Evaluate" or "Disabled" are not returned): a pull request,
 *     code-owner review, stale approvals dismissed, approval of the most recent
 *     push, the checks `build` and `test` from GitHub Actions (its app, not any
 *     status setter), no force push, no deletion;
 *   - the rules of any other branch but cms/… (the branch need not exist):
 *     creating, updating and deleting it restricted to those who may bypass,
 *     by rulesets that target every branch and exclude nothing but cms/** and
 *     the default branch (each exclusion is read, not one probe name tried);
 *   - .github/CODEOWNERS as GitHub reads it (GET …/codeowners/errors): only an
 *     answer "no errors" passes; a mistyped owner, or a team without write
 *     access, owns nothing;
 *   - who may bypass those rulesets: only the code owners (below);
 *   - the Actions settings of the repository;
 *   - who stands outside the boundary: the repository's admins and the
 *     organisation's owners, named so the web person can see no editor is one.
 * GitHub shows a ruleset's bypass list only to a token with write access to
 * the ruleset, and the Actions settings only to admins: the live job runs this
 * with BOUNDARY_TOKEN from the environment `production` (a fine-grained token,
 * docs/deploy.md step 3), `npm run launch-check -- --online` with the web
 * person's login. Whatever the token may not read is refused, never assumed.
 * Each missing rule is named in English for the web person, with the setting
 * that fixes it (docs/deploy.md, step 4).
 *
 * "The code owners" are exactly the teams and accounts that .github/CODEOWNERS
 * names on the default branch, as GitHub resolves them (a team by its id among
 * the repository's teams, an account by its id), plus the repository's admins
 * and the organisation's owners, who can change every rule themselves anyway and
 * whom no editor's account may be. On the default branch they may bypass for
 * pull requests only; on other branches always. Dependabot may bypass the
 * other branches' ruleset (it opens its pull requests from branches of its
 * own, which still need the code owners' review to reach the default branch).
 * Anyone else on a bypass list is refused: the Write role, an editors' team, a
 * deploy key, another app.
 *
 *   node publish/boundary.ts
 *
 * Environment: GITHUB_REPOSITORY, GITHUB_TOKEN, DEFAULT_BRANCH, GITHUB_API_URL,
 * GITHUB_STEP_SUMMARY. Node runs this file as it is: only Node's own modules.
 */
import fs from "node:fs"
import path from "node:path"
import { type Env, oneLine, request, runMain, segment } from "./github-api.ts"

/** The GitHub Actions app: a required check from it cannot be set by anyone with a token that writes statuses. */
export const GITHUB_ACTIONS_APP = 15368
/** Dependabot's app, which opens its pull requests from branches of its own. */
const DEPENDABOT_APP = 29110
/** The jobs of the Test workflow (.github/workflows/test.yml), each a required check. */
export const REQUIRED_CHECKS = ["build", "test"] as const
/** A branch name under no rule of its own: what any branch but main and cms/… gets. */
export const OTHER_BRANCH = "launch-check-probe"
/** A draft's branch as the browser editor names it. */
export const DRAFT_BRANCH = "cms/launch-check-probe"
/** Repository roles as the rulesets API numbers them: only the admin role may bypass. */
const ADMIN_ROLE = 5
/** What the other branches' ruleset may leave out: the drafts' branches and the default branch (its own ruleset). */
const ALLOWED_EXCLUSIONS = (branch: string) => ["refs/heads/cms/**", "~DEFAULT_BRANCH", `refs/heads/${branch}`]
/** Targets that take every branch. */
const EVERY_BRANCH = ["~ALL", "refs/heads/**"]

export type Finding = { what: string; fix: string }
export type BoundaryReport = {
  branch: string
  /** Protections GitHub does not enforce, or that the token could not read: the live deploy refuses. */
  missing: Finding[]
  /** Settings that break the editor's drafts without opening the boundary. */
  warnings: Finding[]
  /** Who stands outside the boundary (admins, the organisation's owners), or why that could not be seen. */
  outside: string[]
  /** What was found enforced, for the summary. */
  enforced: string[]
}
/** The code owners as GitHub knows them: ids of the teams and accounts CODEOWNERS names. */
export type CodeOwners = { teams: Set<number>; users: Set<number> }

type Rule = { type?: string; parameters?: Record<string, unknown>; ruleset_id?: number }
type Ruleset = {
  id?: number
  name?: string
  enforcement?: string
  bypass_actors?: { actor_id?: number | null; actor_type?: string; bypass_mode?: string }[]
  conditions?: { ref_name?: { include?: unknown; exclude?: unknown } }
}

const MAIN_RULESET = "Settings → Rules → Rulesets → the ruleset of the default branch (docs/deploy.md, step 4.2)"
const BRANCHES_RULESET =
  "Settings → Rules → Rulesets → the ruleset `branches` for every branch but cms/** and the default branch (docs/deploy.md, step 4.3)"
const ACTIONS_SETTINGS = "Settings → Actions → General (docs/deploy.md, step 4.4)"

/** The default branch's protections: what each is, whether the rules have it, and the setting that gives it. */
const MAIN_PROTECTIONS: { what: string; holds: (rules: Rule[]) => boolean; fix: string }[] = [
  {
    what: "changes reach the default branch only through pull requests",
    holds: (rules) => rules.some((rule) => rule.type === "pull_request"),
    fix: `${MAIN_RULESET}: Enforcement status Active, target the default branch, Require a pull request before merging: on`,
  },
  {
    what: "a code owner approves every change outside content/'s data",
    holds: (rules) => pullRequestParameter(rules, "require_code_owner_review"),
    fix: `${MAIN_RULESET}: Require review from Code Owners: on`,
  },
  {
    what: "a new push dismisses the approvals given before it",
    holds: (rules) => pullRequestParameter(rules, "dismiss_stale_reviews_on_push"),
    fix: `${MAIN_RULESET}: Dismiss stale pull request approvals when new commits are pushed: on`,
  },
  {
    what: "someone other than its author approves the most recent push",
    holds: (rules) => pullRequestParameter(rules, "require_last_push_approval"),
    fix: `${MAIN_RULESET}: Require approval of the most recent reviewable push: on`,
  },
  ...REQUIRED_CHECKS.map((check) => ({
    what: `the check \`${check}\` of the Test workflow passes, as reported by GitHub Actions (from any other source, anyone who may set a commit status could report it)`,
    holds: (rules: Rule[]) => requiredChecks(rules).some((found) => isActionsCheck(found, check)),
    fix: `${MAIN_RULESET}: Require status checks to pass: on, add the check \`${check}\` with the source GitHub Actions (not "any source")`,
  })),
  {
    what: "nobody force-pushes to the default branch",
    holds: (rules) => rules.some((rule) => rule.type === "non_fast_forward"),
    fix: `${MAIN_RULESET}: Block force pushes: on`,
  },
  {
    what: "nobody deletes the default branch",
    holds: (rules) => rules.some((rule) => rule.type === "deletion"),
    fix: `${MAIN_RULESET}: Restrict deletions: on`,
  },
]

/** Branches other than the default branch and cms/…: only those who may bypass create, push to or delete one. */
const BRANCH_RESTRICTIONS = [
  ["creation", "creates", "Restrict creations"],
  ["update", "pushes to", "Restrict updates"],
  ["deletion", "deletes", "Restrict deletions"],
].map(([type, verb, setting]) => ({
  type,
  what: `only a code owner ${verb} a branch other than cms/… and the default branch (an editor's account writes drafts only)`,
  fix: `${BRANCHES_RULESET}: ${setting}: on`,
}))

function pullRequestParameter(rules: Rule[], name: string): boolean {
  return rules.some((rule) => rule.type === "pull_request" && rule.parameters?.[name] === true)
}

type StatusCheck = { context?: unknown; integration_id?: unknown }

function requiredChecks(rules: Rule[]): StatusCheck[] {
  return rules
    .filter((rule) => rule.type === "required_status_checks")
    .flatMap((rule) => {
      const checks = rule.parameters?.required_status_checks
      return Array.isArray(checks) ? (checks as StatusCheck[]) : []
    })
}

const isActionsCheck = (found: StatusCheck, check: string) =>
  found.context === check && found.integration_id === GITHUB_ACTIONS_APP

/** Every rule GitHub applies to a branch of this name, or the status that kept it from answering. */
async function rulesOf(env: Env, repo: string, branch: string): Promise<Rule[] | number> {
  const rules: Rule[] = []
  for (let page = 1; page <= 10; page++) {
    const { status, data } = await request(
      env,
      "GET",
      `/repos/${repo}/rules/branches/${segment(branch)}?per_page=100&page=${page}`,
    )
    if (status !== 200 || !Array.isArray(data)) return status
    rules.push(...(data as Rule[]))
    if (data.length < 100) break
  }
  return rules
}

/** Why a bypass entry opens the boundary, or undefined when it is one of the code owners (see the top). */
export function bypassProblem(
  actor: NonNullable<Ruleset["bypass_actors"]>[number],
  scope: "default branch" | "other branches",
  owners: CodeOwners,
): string | undefined {
  const { actor_type: type, actor_id: id, bypass_mode: mode } = actor
  const admin = (type === "RepositoryRole" && id === ADMIN_ROLE) || type === "OrganizationAdmin"
  const owner =
    admin ||
    (type === "Team" && typeof id === "number" && owners.teams.has(id)) ||
    (type === "User" && typeof id === "number" && owners.users.has(id))
  const who = `${String(type)} ${String(id ?? "")}`.trim()
  if (owner) {
    if (scope === "other branches" || mode === "pull_request") return undefined
    return `${admin ? "admins" : `the code owners' ${who}`} may bypass it always (mode "${String(mode)}"), so they can push to it without a pull request`
  }
  if (scope === "other branches" && type === "Integration" && id === DEPENDABOT_APP) return undefined
  const why =
    type === "RepositoryRole"
      ? " (a role every editor may have)"
      : type === "Team" || type === "User"
        ? " (not named in .github/CODEOWNERS)"
        : ""
  return `${who} may bypass it${why}`
}

/** Why a ruleset restricting the other branches leaves some out, or undefined when it takes every branch but the allowed ones. */
export function exclusionProblem(ruleset: Ruleset, branch: string): string | undefined {
  const refs = ruleset.conditions?.ref_name
  const include = Array.isArray(refs?.include) ? refs.include.map(String) : []
  const exclude = Array.isArray(refs?.exclude) ? refs.exclude.map(String) : []
  if (!include.some((target) => EVERY_BRANCH.includes(target))) {
    return `it targets only ${include.map((target) => `"${oneLine(target)}"`).join(", ") || "no branch"}, not every branch`
  }
  const other = exclude.filter((pattern) => !ALLOWED_EXCLUSIONS(branch).includes(pattern))
  if (other.length === 0) return undefined
  return `it leaves out ${other.map((pattern) => `"${oneLine(pattern)}"`).join(", ")}: anyone with write access creates and pushes such branches`
}

/** The bypass lists (and, for other branches, the targets) of the rulesets behind these rules. */
async function rulesetFindings(
  env: Env,
  repo: string,
  rulesetIds: Map<number, "default branch" | "other branches">,
  restricting: Set<number>,
  owners: CodeOwners,
  report: BoundaryReport,
  online: boolean,
): Promise<void> {
  for (const [id, scope] of rulesetIds) {
    const { status, data } = await request(env, "GET", `/repos/${repo}/rulesets/${id}?includes_parents=true`)
    const ruleset = (status === 200 ? data : {}) as Ruleset
    const name = `the ruleset "${oneLine(String(ruleset.name ?? id))}"`
    if (restricting.has(id)) {
      const problem = exclusionProblem(ruleset, report.branch)
      if (problem)
        report.missing.push({
          what: `${name} restricts the other branches, but ${problem}`,
          fix: `${BRANCHES_RULESET}: Target branches: Include all branches, exclude only cms/** and the default branch`,
        })
      else report.enforced.push(`${name} restricts every branch but cms/… and the default branch`)
    }
    if (status !== 200 || !Array.isArray(ruleset.bypass_actors)) {
      const why = `GitHub shows who may bypass a ruleset only to a token with write access to it (answer ${status}${status === 200 ? " without the list" : ""})`
      report.missing.push({ what: `who may bypass ${name}: ${why}`, fix: tokenFix(online) })
      continue
    }
    const problems = ruleset.bypass_actors.flatMap((actor) => bypassProblem(actor, scope, owners) ?? [])
    for (const problem of problems) {
      report.missing.push({
        what: `${name} applies to the ${scope}, but ${problem}`,
        fix:
          scope === "default branch"
            ? `${MAIN_RULESET}: Bypass list empty (a team of two code owners), or Repository admin "For pull requests only"`
            : `${BRANCHES_RULESET}: Bypass list only your team of code owners, Repository admin and Dependabot`,
      })
    }
    if (problems.length === 0) report.enforced.push(`only the code owners may bypass ${name}`)
  }
}

const ONLINE_LOGIN =
  "run `npm run launch-check -- --online` logged in as an admin of the repository (`gh auth login`, or a token in GITHUB_TOKEN)"
const BOUNDARY_TOKEN =
  'give the environment `production` the secret BOUNDARY_TOKEN: a fine-grained token of an admin for this repository only, with the repository permissions "Administration: Read and write" and "Contents: Read" (docs/deploy.md, step 3)'
/** What gives the check the sight it lacked: the web person's login online, the environment's token in the live job. */
const tokenFix = (online: boolean) => (online ? ONLINE_LOGIN : BOUNDARY_TOKEN)

/** The repository's Actions settings: a workflow token that only reads, and that approves no pull request. */
async function actionsFindings(env: Env, repo: string, report: BoundaryReport, online: boolean): Promise<void> {
  const { status, data } = await request(env, "GET", `/repos/${repo}/actions/permissions/workflow`)
  const what = "workflows get a read-only token and cannot approve pull requests"
  if (status !== 200) {
    const why = `GitHub shows the repository's Actions settings to admins only (answer ${status})`
    report.missing.push({ what: `${what}: ${why}`, fix: tokenFix(online) })
    return
  }
  const settings = data as { default_workflow_permissions?: string; can_approve_pull_request_reviews?: boolean }
  if (settings.default_workflow_permissions === "read" && settings.can_approve_pull_request_reviews === false) {
    report.enforced.push(what)
    return
  }
  report.missing.push({
    what,
    fix: `${ACTIONS_SETTINGS}: Workflow permissions: Read repository contents and packages permissions; Allow GitHub Actions to create and approve pull requests: off`,
  })
}

/** CODEOWNERS as GitHub reads it on the branch: a line with an error is ignored, so what it owned has no owner. */
async function codeOwnerFindings(
  env: Env,
  repo: string,
  branch: string,
  report: BoundaryReport,
  online: boolean,
): Promise<void> {
  const what = ".github/CODEOWNERS names owners GitHub knows, with write access"
  const { status, data } = await request(
    env,
    "GET",
    `/repos/${repo}/codeowners/errors?ref=${encodeURIComponent(branch)}`,
  )
  if (status === 404) {
    report.missing.push({
      what: `${what}: GitHub finds no CODEOWNERS file on ${branch}`,
      fix: "keep .github/CODEOWNERS on the default branch (docs/deploy.md, step 4.1)",
    })
    return
  }
  // Only an answer that lists no errors says every line counts: any other status, or a body without the list, refuses.
  const errors = (data as { errors?: unknown } | undefined)?.errors
  if (status !== 200 || !Array.isArray(errors)) {
    const why = `GitHub's answer about its errors was ${status}${status === 200 ? " without a list of errors" : ""}, not "no errors"`
    report.missing.push({
      what: `${what}: ${why}`,
      fix:
        status === 200 || status >= 500
          ? "run the job again later; if it persists, look at GitHub's status page"
          : tokenFix(online),
    })
    return
  }
  if (errors.length === 0) {
    report.enforced.push(what)
    return
  }
  for (const error of errors as { line?: unknown; kind?: unknown; suggestion?: unknown }[]) {
    const suggestion = typeof error.suggestion === "string" ? ` (${oneLine(error.suggestion)})` : ""
    report.missing.push({
      what: `${what}: line ${String(error.line)}: ${oneLine(String(error.kind))}${suggestion}; GitHub ignores that line`,
      fix: "put your team (@org/team, visible, with Write access) on every owned line of .github/CODEOWNERS (docs/deploy.md, step 4.1)",
    })
  }
}

/** The owners a CODEOWNERS text names: @org/team and @account, each once. */
export function ownersNamed(text: string): string[] {
  const owners = text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .flatMap((line) => line.split(/\s+/).slice(1))
    .filter((owner) => owner.startsWith("@"))
  return [...new Set(owners)]
}

/** The code owners by GitHub's ids: CODEOWNERS of the branch as GitHub has it, each team among the repository's teams. */
async function codeOwnersOf(env: Env, repo: string, branch: string, report: BoundaryReport, online: boolean) {
  const owners: CodeOwners = { teams: new Set(), users: new Set() }
  const file = await request(env, "GET", `/repos/${repo}/contents/.github/CODEOWNERS?ref=${encodeURIComponent(branch)}`)
  const content = (file.data as { content?: unknown } | undefined)?.content
  if (file.status !== 200 || typeof content !== "string") {
    report.missing.push({
      what: `the code owners, who alone may bypass the rulesets: .github/CODEOWNERS could not be read (answer ${file.status})`,
      fix: tokenFix(online),
    })
    return owners
  }
  const named = ownersNamed(Buffer.from(content, "base64").toString("utf8"))
  const teams = named.some((owner) => owner.includes("/"))
    ? await request(env, "GET", `/repos/${repo}/teams?per_page=100`)
    : { status: 200, data: [] }
  for (const owner of named) {
    const [login, slug] = owner.slice(1).split("/")
    if (slug !== undefined) {
      const team = Array.isArray(teams.data)
        ? (teams.data as { id?: number; slug?: string; organization?: { login?: string } }[]).find(
            (each) => each.slug === slug && (each.organization?.login ?? login).toLowerCase() === login.toLowerCase(),
          )
        : undefined
      if (typeof team?.id === "number") owners.teams.add(team.id)
      continue
    }
    const user = await request(env, "GET", `/users/${segment(login)}`)
    const id = (user.data as { id?: unknown } | undefined)?.id
    if (user.status === 200 && typeof id === "number") owners.users.add(id)
  }
  return owners
}

/** Who stands outside the boundary: they can change GitHub's settings themselves, so no editor may be one of them. */
async function outsideFindings(env: Env, repo: string, report: BoundaryReport): Promise<void> {
  const logins = (data: unknown) =>
    Array.isArray(data) ? (data as { login?: unknown }[]).map(({ login }) => `@${oneLine(String(login))}`) : []
  const admins = await request(env, "GET", `/repos/${repo}/collaborators?permission=admin&affiliation=all&per_page=100`)
  report.outside.push(
    admins.status === 200
      ? `the repository's admins: ${logins(admins.data).join(", ") || "none"}`
      : `the repository's admins could not be read (answer ${admins.status}): see Settings → Collaborators and teams`,
  )
  const owner = repo.split("/")[0]
  const about = await request(env, "GET", `/users/${segment(owner)}`)
  if ((about.data as { type?: unknown } | undefined)?.type !== "Organization") return
  const owners = await request(env, "GET", `/orgs/${segment(owner)}/members?role=admin&per_page=100`)
  report.outside.push(
    owners.status === 200
      ? `the organisation's owners: ${logins(owners.data).join(", ") || "none"}`
      : `the organisation's owners could not be read (answer ${owners.status}): see the organisation's People, role Owner`,
  )
}

/** What GitHub enforces on `branch` of `repo`, read with the token in `env`. */
export async function checkBoundary(
  env: Env,
  repo: string,
  branch: string,
  { online = false }: { online?: boolean } = {},
): Promise<BoundaryReport> {
  const report: BoundaryReport = { branch, missing: [], warnings: [], outside: [], enforced: [] }
  const [main, other, draft] = [
    await rulesOf(env, repo, branch),
    await rulesOf(env, repo, OTHER_BRANCH),
    await rulesOf(env, repo, DRAFT_BRANCH),
  ]
  // The rules are public to anyone who may read the repository: not reading them is no reason to publish.
  for (const [rules, name] of [
    [main, branch],
    [other, OTHER_BRANCH],
  ] as const) {
    if (typeof rules === "number") {
      report.missing.push({
        what: `the rules GitHub applies to the branch ${name} could not be read (answer ${rules})`,
        fix: "check the repository name and the token",
      })
    }
  }
  if (typeof main === "number" || typeof other === "number") return report

  for (const protection of MAIN_PROTECTIONS) {
    if (protection.holds(main)) report.enforced.push(protection.what)
    else report.missing.push({ what: protection.what, fix: protection.fix })
  }
  for (const restriction of BRANCH_RESTRICTIONS) {
    if (other.some((rule) => rule.type === restriction.type)) report.enforced.push(restriction.what)
    else report.missing.push({ what: restriction.what, fix: restriction.fix })
  }
  if (main.some((rule) => rule.type === "update")) {
    report.warnings.push({
      what: `"Restrict updates" applies to ${branch} itself: editors cannot publish (Publikovat merges into it)`,
      fix: `${BRANCHES_RULESET}: exclude the default branch`,
    })
  }
  if (typeof draft !== "number" && draft.some((rule) => ["creation", "update", "deletion"].includes(rule.type ?? ""))) {
    report.warnings.push({
      what: "branches cms/… are restricted too: editors cannot save drafts",
      fix: `${BRANCHES_RULESET}: exclude cms/**`,
    })
  }

  await codeOwnerFindings(env, repo, branch, report, online)
  const owners = await codeOwnersOf(env, repo, branch, report, online)
  const rulesets = new Map<number, "default branch" | "other branches">()
  // A ruleset that also applies to the default branch is judged by the default branch's stricter terms.
  for (const rule of main) if (rule.ruleset_id !== undefined) rulesets.set(rule.ruleset_id, "default branch")
  for (const rule of other) {
    if (rule.ruleset_id !== undefined && !rulesets.has(rule.ruleset_id)) rulesets.set(rule.ruleset_id, "other branches")
  }
  // Every ruleset that restricts the other branches: each of its exclusions is read, not one probe name tried.
  const restricting = new Set(
    other.flatMap((rule) =>
      BRANCH_RESTRICTIONS.some(({ type }) => type === rule.type) && rule.ruleset_id !== undefined
        ? [rule.ruleset_id]
        : [],
    ),
  )
  await rulesetFindings(env, repo, rulesets, restricting, owners, report, online)
  await actionsFindings(env, repo, report, online)
  await outsideFindings(env, repo, report)
  return report
}

/** The report in Markdown, for the run's summary and the terminal: English, for the web person. */
export function formatBoundary(report: BoundaryReport, { online = false }: { online?: boolean } = {}): string {
  const lines = [`### GitHub's protection of ${report.branch}`, ""]
  const item = ({ what, fix }: Finding) => `- **${what}**. Fix: ${fix}.`
  if (report.missing.length > 0) {
    lines.push(
      online
        ? `❌ Not ready for launch: GitHub does not enforce ${report.missing.length === 1 ? "this" : `these ${report.missing.length}`}:`
        : `❌ Not published: GitHub does not enforce ${report.missing.length === 1 ? "this" : `these ${report.missing.length}`}, and without it an editor's account could change what runs here:`,
      "",
      ...report.missing.map(item),
      "",
    )
  } else {
    lines.push(
      `✅ GitHub enforces every protection this site relies on, as ${online ? "your login" : "this job's token"} reads it.`,
      "",
    )
  }
  if (report.warnings.length > 0)
    lines.push("⚠️ Settings that stop the editors' work:", "", ...report.warnings.map(item), "")
  if (report.outside.length > 0) {
    lines.push(
      "Outside the boundary, because they can change GitHub's settings themselves; no editor's account may be one of them (docs/deploy.md, step 4):",
      "",
      ...report.outside.map((who) => `- ${who}`),
      "",
    )
  }
  if (report.enforced.length > 0) lines.push("Enforced:", "", ...report.enforced.map((what) => `- ${what}`), "")
  return lines.join("\n")
}

/** A workflow command's message: one line, with `%` escaped as the runner reads it. */
const annotation = (text: string) => oneLine(text).replace(/%/g, "%25")

export async function main(env: Env = process.env): Promise<0 | 1> {
  const repo = env.GITHUB_REPOSITORY ?? ""
  const branch = env.DEFAULT_BRANCH ?? ""
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo) || !branch) {
    console.error("boundary: GITHUB_REPOSITORY (owner/name) and DEFAULT_BRANCH must be set")
    return 1
  }
  const report = await checkBoundary(env, repo, branch)
  const text = formatBoundary(report)
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${text}\n`)
  console.log(text)
  // Annotations on the run's page; the texts are this file's own, with names from GitHub made one line.
  for (const { what } of report.missing) console.log(`::error title=Not published::${annotation(what)}`)
  return report.missing.length > 0 ? 1 : 0
}

if (process.argv[1]?.endsWith(path.join("publish", "boundary.ts"))) runMain("boundary", main)
