/**
 * Which artifact goes up: the one `site` the tested run's `build` job uploaded.
 * Every job of a run holds the runner's token that writes artifacts, not only
 * the build job, so a later job (the test job, running ~2,400 test packages)
 * could delete `site` and upload its own under the same name; download-artifact
 * by name takes the newest, and its digest check only proves the bytes are the
 * ones uploaded last. So both deploy jobs take the artifact by its id, and this
 * finds that id from GitHub's record of the run: its jobs (when `build` started
 * and ended, in this attempt) and its artifacts (when each was created). It
 * refuses unless exactly one artifact named `site` exists and it was created
 * while `build` ran; a second one, or one created after `build` ended, is named.
 *
 *   node publish/site-artifact.ts
 *
 * The live gate finds the build job's `report` (the content's placeholders) the
 * same way, with ARTIFACT=report.
 *
 * Environment: GITHUB_REPOSITORY, GITHUB_TOKEN (actions: read), RUN_ID and
 * RUN_ATTEMPT (the tested run), TESTED_COMMIT, ARTIFACT, GITHUB_OUTPUT (gets `id=`),
 * GITHUB_API_URL. Node runs this file as it is: only Node's own modules.
 */
import path from "node:path"
import { type Env, github, runMain, setOutput } from "./github-api.ts"

/** The job of test.yml that builds what goes live, and the artifact it uploads. */
export const BUILD_JOB = "build"
export const SITE_ARTIFACT = "site"

export type Job = {
  name?: string
  status?: string
  conclusion?: string | null
  started_at?: string
  completed_at?: string | null
}
export type Artifact = {
  id?: number
  name?: string
  created_at?: string
  expired?: boolean
  workflow_run?: { id?: number; head_sha?: string }
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN)

/** The id of the build job's `site`, or why no artifact of this run may go up. */
export function chooseSite(
  jobs: readonly Job[],
  artifacts: readonly Artifact[],
  { runId, commit, name = SITE_ARTIFACT }: { runId: number; commit?: string; name?: string },
): { id: number } | { refused: string } {
  const builds = jobs.filter((job) => job.name === BUILD_JOB)
  if (builds.length !== 1) {
    return {
      refused: `the run has ${builds.length} jobs named "${BUILD_JOB}" in this attempt, not one: re-run all its jobs, or push a new commit`,
    }
  }
  const [build] = builds
  const [started, ended] = [time(build.started_at), time(build.completed_at)]
  if (build.status !== "completed" || build.conclusion !== "success" || Number.isNaN(started) || Number.isNaN(ended)) {
    return { refused: `the "${BUILD_JOB}" job has not completed successfully (${build.status}, ${build.conclusion})` }
  }
  const sites = artifacts.filter((artifact) => artifact.name === name)
  const window = `${build.started_at} to ${build.completed_at}`
  if (sites.length === 0) return { refused: `the run has no artifact "${name}" (expired or deleted)` }
  const late = sites.filter((site) => time(site.created_at) > ended)
  if (late.length > 0) {
    return {
      refused: `an artifact "${name}" (id ${late.map((site) => site.id).join(", ")}, created ${late.map((site) => site.created_at).join(", ")}) was uploaded after the "${BUILD_JOB}" job ended (${build.completed_at}): a later job replaced or added to the built site. Nothing of this run goes up; find out why in the run's log`,
    }
  }
  if (sites.length > 1) {
    return {
      refused: `the run has ${sites.length} artifacts named "${name}" (ids ${sites.map((site) => site.id).join(", ")}), not one: which one the "${BUILD_JOB}" job built cannot be told apart. Nothing of this run goes up`,
    }
  }
  const [site] = sites
  const created = time(site.created_at)
  if (Number.isNaN(created) || created < started) {
    return {
      refused: `the artifact "${name}" (id ${site.id}) was not created while the "${BUILD_JOB}" job ran (${window}) but at ${site.created_at}`,
    }
  }
  if (site.expired) return { refused: `the artifact "${name}" (id ${site.id}) has expired: push a new commit` }
  if (site.workflow_run?.id !== runId || (commit !== undefined && site.workflow_run?.head_sha !== commit)) {
    return {
      refused: `the artifact "${name}" (id ${site.id}) does not belong to run ${runId} of commit ${commit}`,
    }
  }
  if (typeof site.id !== "number") return { refused: `the artifact "${name}" has no id` }
  return { id: site.id }
}

export async function main(env: Env = process.env): Promise<0 | 1> {
  const repo = env.GITHUB_REPOSITORY ?? ""
  const runId = Number(env.RUN_ID)
  const attempt = Number(env.RUN_ATTEMPT ?? "1")
  if (!repo || !Number.isInteger(runId) || !Number.isInteger(attempt)) {
    console.error("site-artifact: GITHUB_REPOSITORY, RUN_ID and RUN_ATTEMPT must be set")
    return 1
  }
  const { jobs } = await github<{ jobs: Job[] }>(
    env,
    "GET",
    `/repos/${repo}/actions/runs/${runId}/attempts/${attempt}/jobs?per_page=100`,
  )
  // `site` unless ARTIFACT names another artifact of the build job (its `report`, which the live gate reads).
  const name = env.ARTIFACT || SITE_ARTIFACT
  const { artifacts } = await github<{ artifacts: Artifact[] }>(
    env,
    "GET",
    `/repos/${repo}/actions/runs/${runId}/artifacts?name=${encodeURIComponent(name)}&per_page=100`,
  )
  const chosen = chooseSite(jobs, artifacts, { runId, commit: env.TESTED_COMMIT || undefined, name })
  if ("refused" in chosen) {
    console.error(`Not published: ${chosen.refused}.`)
    return 1
  }
  setOutput(env, "id", String(chosen.id))
  console.log(
    `The artifact "${name}" ${chosen.id} was uploaded by the "${BUILD_JOB}" job of run ${runId}: ${name === SITE_ARTIFACT ? "it goes up" : "it is read"}.`,
  )
  return 0
}

if (process.argv[1]?.endsWith(path.join("publish", "site-artifact.ts"))) runMain("site-artifact", main)
