/**
 * The pull request a tested draft belongs to: the open pull request into the
 * default branch whose head is this branch (owner:branch, forks included) at
 * this very commit, found through GitHub's API, never read from the tested
 * run's files. Only such a pull request gets a preview and the Czech answer.
 * A run of the same branch and commit can also come from a pull request into
 * another branch (GitHub's record of a run does not say which): then the run
 * cannot be told apart from its twin into the default branch, and neither gets
 * a preview or an answer until the branch moves on.
 *
 *   node publish/pull-request.ts
 *
 * Environment: GITHUB_REPOSITORY, GITHUB_TOKEN (pull-requests: read), HEAD_OWNER,
 * HEAD_BRANCH, HEAD_SHA, DEFAULT_BRANCH, GITHUB_OUTPUT (gets `number=`, empty
 * when there is none), GITHUB_API_URL. Node runs this file as it is: only
 * Node's own modules.
 */
import path from "node:path"
import { type Env, github, required, runMain, setOutput } from "./github-api.ts"

type Pull = { number?: number; head?: { sha?: string }; base?: { ref?: string } }

/** The pull request into `base` whose head is `owner:branch` at `sha`, or why there is none to answer. */
export async function findPullRequest(
  env: Env,
  repo: string,
  { owner, branch, sha, base }: { owner: string; branch: string; sha: string; base: string },
): Promise<{ number: number } | { none: string }> {
  const open = await github<Pull[]>(
    env,
    "GET",
    `/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}&per_page=100`,
  )
  const atCommit = open.filter((pull) => pull.head?.sha === sha)
  const intoBase = atCommit.filter((pull) => pull.base?.ref === base)
  const elsewhere = atCommit.filter((pull) => pull.base?.ref !== base)
  const others = elsewhere.map((pull) => `#${pull.number} into ${pull.base?.ref}`).join(", ")
  if (intoBase.length !== 1 || typeof intoBase[0].number !== "number") {
    return {
      none: `no open pull request into ${base} has ${owner}:${branch} at ${sha.slice(0, 7)} as its head${others ? ` (only ${others})` : ""}`,
    }
  }
  if (others) {
    return {
      none: `${owner}:${branch} at ${sha.slice(0, 7)} is the head of #${intoBase[0].number} into ${base} and also of ${others}: a run cannot be told from its twin's, so neither gets a preview or an answer`,
    }
  }
  return { number: intoBase[0].number }
}

export async function main(env: Env = process.env): Promise<0 | 1> {
  const found = await findPullRequest(env, required(env, "GITHUB_REPOSITORY"), {
    owner: required(env, "HEAD_OWNER"),
    branch: required(env, "HEAD_BRANCH"),
    sha: required(env, "HEAD_SHA"),
    base: required(env, "DEFAULT_BRANCH"),
  })
  setOutput(env, "number", "number" in found ? String(found.number) : "")
  console.log("number" in found ? `Pull request #${found.number}.` : `No pull request to answer: ${found.none}.`)
  return 0
}

if (process.argv[1]?.endsWith(path.join("publish", "pull-request.ts"))) runMain("pull-request", main)
