/**
 * What GitHub's API answers about a repository set up as docs/deploy.md says
 * (steps 3 and 4), for the stand-in of github-stand-in.ts: the rules of main
 * and of any other branch, CODEOWNERS without errors, and what only a token
 * with admin sight reads (bypass lists, the Actions settings), the code
 * owners' team and who is outside the boundary. Tests break one thing at a time.
 */
import { DRAFT_BRANCH, GITHUB_ACTIONS_APP, OTHER_BRANCH } from "../boundary.ts"
import type { Routes } from "./github-stand-in"

export const REPO = "salon/web"
export type Rule = { type: string; parameters?: Record<string, unknown>; ruleset_id: number }
export type Actor = { actor_id: number | null; actor_type: string; bypass_mode: string }

export const fromRuleset = (ruleset_id: number) => ({
  ruleset_id,
  ruleset_source_type: "Repository",
  ruleset_source: REPO,
})

/** The rules of main as GitHub lists them with the ruleset of docs/deploy.md, step 4.2. */
export function protectedMain(): Rule[] {
  return [
    { type: "deletion", ...fromRuleset(101) },
    { type: "non_fast_forward", ...fromRuleset(101) },
    {
      type: "pull_request",
      parameters: {
        required_approving_review_count: 0,
        dismiss_stale_reviews_on_push: true,
        require_code_owner_review: true,
        require_last_push_approval: true,
        required_review_thread_resolution: false,
        allowed_merge_methods: ["merge", "squash", "rebase"],
      },
      ...fromRuleset(101),
    },
    {
      type: "required_status_checks",
      parameters: {
        strict_required_status_checks_policy: false,
        do_not_enforce_on_create: false,
        required_status_checks: [
          { context: "build", integration_id: GITHUB_ACTIONS_APP },
          { context: "test", integration_id: GITHUB_ACTIONS_APP },
        ],
      },
      ...fromRuleset(101),
    },
  ]
}

/** Any other branch's rules with the ruleset `branches` of step 4.3. */
export function restrictedBranches(): Rule[] {
  return [
    { type: "creation", ...fromRuleset(102) },
    { type: "update", parameters: { update_allows_fetch_and_merge: false }, ...fromRuleset(102) },
    { type: "deletion", ...fromRuleset(102) },
  ]
}

export const api = (route: string) => `/repos/${REPO}${route}`
const ADMIN_FOR_PULL_REQUESTS: Actor = { actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "pull_request" }
/** The code owners' team of docs/deploy.md, step 4.1, as GitHub lists the repository's teams. */
export const OWNERS_TEAM = { id: 1234567, slug: "web", organization: { login: "salon" } }
export const CODEOWNERS = "*  @salon/web\n/content/**/*.yaml\n/content/**/*.yaml/  @salon/web\n"
/** The targets of the ruleset `branches` (step 4.3): every branch but the drafts' and the default branch. */
export const BRANCH_TARGETS = { ref_name: { include: ["~ALL"], exclude: ["refs/heads/cms/**", "~DEFAULT_BRANCH"] } }
const BRANCHES_BYPASS: Actor[] = [
  { actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "always" },
  { actor_id: OWNERS_TEAM.id, actor_type: "Team", bypass_mode: "always" },
  { actor_id: 29110, actor_type: "Integration", bypass_mode: "always" },
]

/**
 * What the live job's BOUNDARY_TOKEN (or an admin's login) sees with everything set up as
 * docs/deploy.md says; `main` and `branches` replace the rulesets' bypass lists.
 */
export function asSetUp(main: Actor[] = [ADMIN_FOR_PULL_REQUESTS], branches: Actor[] = BRANCHES_BYPASS): Routes {
  return {
    [api("")]: { body: { default_branch: "main" } },
    [api("/rules/branches/main")]: { body: protectedMain() },
    [api(`/rules/branches/${OTHER_BRANCH}`)]: { body: restrictedBranches() },
    [api(`/rules/branches/${DRAFT_BRANCH}`)]: { body: [] },
    [api("/codeowners/errors")]: { body: { errors: [] } },
    [api("/contents/.github/CODEOWNERS")]: { body: { content: Buffer.from(CODEOWNERS).toString("base64") } },
    [api("/teams")]: { body: [OWNERS_TEAM, { id: 7654321, slug: "editors", organization: { login: "salon" } }] },
    [api("/rulesets/101")]: { body: { id: 101, name: "main", enforcement: "active", bypass_actors: main } },
    [api("/rulesets/102")]: {
      body: { id: 102, name: "branches", enforcement: "active", bypass_actors: branches, conditions: BRANCH_TARGETS },
    },
    [api("/actions/permissions/workflow")]: {
      body: { default_workflow_permissions: "read", can_approve_pull_request_reviews: false },
    },
    [api("/collaborators")]: { body: [{ login: "web-person" }] },
    ["/users/salon"]: { body: { login: "salon", type: "Organization" } },
    ["/orgs/salon/members"]: { body: [{ login: "salon-owner" }] },
  }
}

/** What a token without write access to the rulesets sees: the lists of who may bypass them are left out. */
export function withoutAdminSight(routes: Routes = asSetUp()): Routes {
  const hidden = (id: number) => {
    const { bypass_actors: _hidden, ...rest } = routes[api(`/rulesets/${id}`)]?.body as Record<string, unknown>
    return { body: rest }
  }
  return {
    ...routes,
    [api("/rulesets/101")]: hidden(101),
    [api("/rulesets/102")]: hidden(102),
    [api("/actions/permissions/workflow")]: {
      status: 403,
      body: { message: "Resource not accessible by integration" },
    },
  }
}
