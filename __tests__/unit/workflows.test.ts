/**
 * @jest-environment node
 *
 * The GitHub Actions workflows keep to the publish path of docs/deploy.md: one
 * workflow publishes, only after the tests, only the tested files, with the least
 * privilege: a read-only token, actions pinned to commits, no stored git
 * credentials, and Netlify's secrets in the deploy steps alone.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"

type Step = {
  name?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
type Job = { needs?: string | string[]; permissions?: unknown; env?: unknown; steps?: Step[]; uses?: string }
type Workflow = { permissions?: unknown; env?: unknown; jobs: Record<string, Job> }

const workflowDir = path.resolve(__dirname, "..", "..", ".github", "workflows")
const files = fs
  .readdirSync(workflowDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => {
    const text = fs.readFileSync(path.join(workflowDir, name), "utf8")
    return { name, text, workflow: parse(text) as Workflow }
  })

/** Ways a workflow could put files on a host; the Netlify CLI is ours, the rest must not appear. */
const PUBLISHING_ACTIONS =
  /^(actions\/deploy-pages|actions\/upload-pages-artifact|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|nwtgck\/actions-netlify|cloudflare\/(pages|wrangler)-action)@/
const publishes = (step: Step) =>
  /\bnetlify\s+deploy\b/.test(step.run ?? "") || PUBLISHING_ACTIONS.test(step.uses ?? "")
const steps = (job: Job) => job.steps ?? []
const needs = (job: Job) => [job.needs ?? []].flat()

const publishing = files.filter(({ workflow }) =>
  Object.values(workflow.jobs).some((job) => steps(job).some(publishes)),
)

it("has exactly one workflow that publishes", () => {
  expect(publishing.map(({ name }) => name)).toEqual([expect.any(String)])
})

describe.each(files)("$name", ({ text, workflow }) => {
  it("gives its token read access to the repository contents, nothing else", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    for (const job of Object.values(workflow.jobs)) {
      expect([undefined, { contents: "read" }]).toContainEqual(job.permissions)
    }
  })

  it("pins every action to a full commit, with its version in a comment", () => {
    const usesLines = text.split("\n").filter((line) => /^\s*(-\s+)?uses:/.test(line))
    const parsed = Object.values(workflow.jobs).flatMap((job) => [job.uses, ...steps(job).map((step) => step.uses)])
    expect(usesLines).toHaveLength(parsed.filter(Boolean).length)
    for (const line of usesLines) {
      expect(line).toMatch(/uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40}\s+#\s+v\d+(\.\d+){0,2}\s*$/)
    }
  })

  it("checks out without keeping the token in git's configuration", () => {
    const checkouts = Object.values(workflow.jobs)
      .flatMap(steps)
      .filter((step) => step.uses?.startsWith("actions/checkout@"))
    for (const step of checkouts) expect(step.with?.["persist-credentials"]).toBe(false)
  })

  it("installs Node.js from .nvmrc in every job that sets it up", () => {
    const setups = Object.values(workflow.jobs)
      .flatMap(steps)
      .filter((step) => step.uses?.startsWith("actions/setup-node@"))
    for (const step of setups) {
      expect(step.with?.["node-version-file"]).toBe(".nvmrc")
      expect(step.with).not.toHaveProperty("node-version")
    }
  })
})

describe("the publishing workflow", () => {
  const { workflow, text } = publishing[0] ?? { workflow: { jobs: {} }, text: "" }
  const jobs = Object.entries(workflow.jobs)
  const [deployName, deploy] = jobs.find(([, job]) => steps(job).some(publishes)) ?? ["", {}]
  const [testName, test] = jobs.find(([, job]) => steps(job).some((step) => /\bnpm test\b/.test(step.run ?? ""))) ?? [
    "",
    {},
  ]

  it("runs the README's npm test in one job and publishes from another that needs it", () => {
    expect(testName).not.toBe("")
    expect(deployName).not.toBe(testName)
    expect(needs(deploy)).toContain(testName)
  })

  it("uses Netlify's secrets only in the deploy job's steps, never where the project is installed", () => {
    const mentions = (value: unknown) => /\bsecrets\s*[.[]/.test(JSON.stringify(value ?? ""))
    expect(mentions(workflow.env)).toBe(false)
    for (const [name, job] of jobs) {
      const { steps: jobSteps, ...rest } = job
      expect([name, mentions(rest)]).toEqual([name, false])
      for (const step of jobSteps ?? []) {
        const { env, ...withoutEnv } = step
        expect([name, step.name, mentions(withoutEnv)]).toEqual([name, step.name, false])
        if (mentions(env)) expect(name).toBe(deployName)
      }
    }
    expect(text).toMatch(/secrets\.NETLIFY_AUTH_TOKEN/)
  })

  it("installs nothing of the project where the secrets are", () => {
    const installs = steps(deploy)
      .map((step) => step.run ?? "")
      .filter((run) => /\bnpm\s+(ci|install|i)\b/.test(run))
    expect(installs.every((run) => /npm install --global .*"netlify-cli@\$\{NETLIFY_CLI_VERSION\}"/.test(run))).toBe(
      true,
    )
    expect(deploy.env).toMatchObject({ NETLIFY_CLI_VERSION: expect.stringMatching(/^\d+\.\d+\.\d+$/) })
  })

  it("records the tested files after the tests and checks them before anything is published", () => {
    const testRuns = steps(test).map((step) => step.run ?? "")
    const tested = testRuns.findIndex((run) => /\bnpm test\b/.test(run))
    const recorded = testRuns.findIndex((run) => /publish-manifest\.cjs write public\b/.test(run))
    expect(recorded).toBeGreaterThan(tested)

    const deployRuns = steps(deploy).map((step) => step.run ?? "")
    const verified = deployRuns.findIndex((run) => /publish-manifest\.cjs verify public\b/.test(run))
    const firstPublish = steps(deploy).findIndex(publishes)
    expect(verified).toBeGreaterThanOrEqual(0)
    expect(verified).toBeLessThan(firstPublish)
  })

  it("publishes the live site only from a push to main; anything else becomes a draft", () => {
    const deploySteps = steps(deploy).filter(publishes)
    const live = deploySteps.filter((step) => /--prod\b/.test(step.run ?? ""))
    expect(live.length).toBeGreaterThan(0)
    for (const step of live) {
      expect(String(step.if)).toMatch(/github\.event_name == 'push'/)
      expect(String(step.if)).toMatch(/github\.ref == 'refs\/heads\/main'/)
    }
    // --alias would turn a draft into a branch deploy.
    for (const step of deploySteps.filter((candidate) => !live.includes(candidate))) {
      expect(step.run).not.toMatch(/--(alias|prod-if-unlocked)\b/)
    }
  })

  it("deploys the tested folder as it is: the Netlify CLI never builds", () => {
    const deploys = steps(deploy)
      .filter(publishes)
      .map((step) => step.run ?? "")
    expect(deploys.length).toBeGreaterThan(0)
    for (const run of deploys) {
      expect(run).toMatch(/--no-build\b/)
      expect(run).toMatch(/--dir public\b/)
    }
  })
})
