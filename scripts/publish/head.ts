/**
 * Only the newest publishes. The live deploy gives the commit its tested
 * artifact was built from; this refuses it unless it is the current head of
 * the default branch, so re-running an old run (or a run that finished after
 * a newer one) can never roll the live site back. Rolling back stays a
 * deliberate action on Netlify (docs/deploy.md).
 *
 *   node scripts/publish/head.ts <tested commit>
 *
 * Environment: GITHUB_REPOSITORY, GITHUB_TOKEN, DEFAULT_BRANCH, GITHUB_API_URL.
 * Node runs this file as it is (type stripping): only Node's own modules.
 */
import path from "node:path"

const COMMIT = /^[0-9a-f]{40}$/

/** Why the tested commit must not go live, or undefined when it is the branch's head. */
export function staleReason(tested: string, head: string, branch: string): string | undefined {
  if (!COMMIT.test(tested)) return `"${tested}" is not a full commit SHA`
  if (!COMMIT.test(head)) return `the head of ${branch} could not be read ("${head}")`
  if (tested !== head) {
    return `commit ${tested.slice(0, 7)} is not the head of ${branch} (${head.slice(0, 7)}): a newer commit publishes instead; roll back on Netlify if that is what you want`
  }
  return undefined
}

/** The commit the branch points at now, from GitHub's API. */
export async function currentHead(env: Record<string, string | undefined>, branch: string): Promise<string> {
  const api = env.GITHUB_API_URL ?? "https://api.github.com"
  const response = await fetch(`${api}/repos/${env.GITHUB_REPOSITORY}/git/ref/heads/${encodeURIComponent(branch)}`, {
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${env.GITHUB_TOKEN ?? ""}`,
      "X-GitHub-Api-Version": "2022-11-28",
    },
  })
  if (!response.ok) throw new Error(`reading the head of ${branch}: ${response.status} ${await response.text()}`)
  const ref = (await response.json()) as { object?: { sha?: string } }
  return ref.object?.sha ?? ""
}

export async function main(args: readonly string[], env = process.env): Promise<0 | 1> {
  const branch = env.DEFAULT_BRANCH || "main"
  const [tested = ""] = args
  const reason = staleReason(tested, COMMIT.test(tested) ? await currentHead(env, branch) : "", branch)
  if (reason) {
    console.error(`Not published: ${reason}.`)
    return 1
  }
  console.log(`${tested.slice(0, 7)} is the head of ${branch}: it may go live.`)
  return 0
}

if (process.argv[1]?.endsWith(path.join("publish", "head.ts"))) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`head: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    },
  )
}
