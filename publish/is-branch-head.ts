/**
 * Only a branch's newest commit publishes. A deploy job gives the branch the
 * tested run names and the commit its artifact was built from; this refuses
 * unless a branch of that name exists (refs/heads/, so a tag of the same name
 * does not count) and points at that very commit. For the live site: a re-run
 * of an old run, or a run that finished after a newer one, can never roll it
 * back (rolling back stays a deliberate action on Netlify, docs/deploy.md). For
 * a draft: a preview always shows the draft's latest state.
 *
 *   node publish/is-branch-head.ts <branch> <tested commit>
 *
 * Environment: GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_API_URL.
 * Node runs this file as it is (type stripping): only Node's own modules.
 */
import path from "node:path"
import { type Env, request, segment } from "./github-api.ts"

const COMMIT = /^[0-9a-f]{40}$/

/** Why the tested commit must not publish, or undefined when it is the branch's head. */
export function staleReason(tested: string, head: string | undefined, branch: string): string | undefined {
  if (!COMMIT.test(tested)) return `"${tested}" is not a full commit SHA`
  if (head === undefined) return `there is no branch named "${branch}" (a tag or a deleted branch does not publish)`
  if (!COMMIT.test(head)) return `the head of ${branch} could not be read ("${head}")`
  if (tested !== head) {
    return `commit ${tested.slice(0, 7)} is not the head of ${branch} (${head.slice(0, 7)}): a newer commit publishes instead; roll back on Netlify if that is what you want`
  }
  return undefined
}

/** The commit the branch points at now, from GitHub's API; undefined when there is no such branch. */
export async function currentHead(env: Env, branch: string): Promise<string | undefined> {
  const { status, data } = await request(env, "GET", `/repos/${env.GITHUB_REPOSITORY}/git/ref/heads/${segment(branch)}`)
  if (status === 404) return undefined
  if (status !== 200) throw new Error(`reading the head of ${branch}: ${status} ${JSON.stringify(data)}`)
  const found = data as { ref?: string; object?: { type?: string; sha?: string } }
  // GitHub answers a prefix of a ref name with the list of refs under it; only this exact branch counts.
  if (Array.isArray(found) || found.ref !== `refs/heads/${branch}`) return undefined
  return found.object?.type === "commit" ? (found.object.sha ?? "") : ""
}

export async function main(args: readonly string[], env = process.env): Promise<0 | 1> {
  const [branch = "", tested = ""] = args
  if (args.length !== 2 || !branch) {
    console.error("usage: node publish/is-branch-head.ts <branch> <tested commit>")
    return 1
  }
  const reason = staleReason(tested, COMMIT.test(tested) ? await currentHead(env, branch) : "", branch)
  if (reason) {
    console.error(`Not published: ${reason}.`)
    return 1
  }
  console.log(`${tested.slice(0, 7)} is the head of the branch ${branch}: it may publish.`)
  return 0
}

if (process.argv[1]?.endsWith(path.join("publish", "is-branch-head.ts"))) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`is-branch-head: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    },
  )
}
