/**
 * Before launch, the repository carries stand-ins: a code owner that is no
 * one's account (so the review gate would let everything through), an editor
 * pointed at no repository, an example address, booking page, phone and
 * street. Previews and tests run with them; the live deploy does not: it runs
 * this and refuses while any is still there, with one message that lists
 * each and where to change it. `npm run launch-check` prints the same list.
 *
 *   node publish/launch-check.ts [project folder] [--online] [--content <file>]
 *
 * With --online (`npm run launch-check -- --online`) it also asks GitHub, with
 * the web person's login, whether GitHub enforces the protections the site
 * relies on (boundary.ts), including what the live job's own token may not
 * read: the bypass lists of the rulesets and the repository's Actions
 * settings. It needs a token of an admin of the repository: GITHUB_TOKEN (or
 * GH_TOKEN), else the GitHub CLI's login (`gh auth token`); the repository is
 * GITHUB_REPOSITORY or the GitHub address of the remote `origin`.
 *
 * The stand-ins in code (CODEOWNERS, the editor's repository, the site's
 * address) are found in the file where each is changed, by its line, so a moved
 * setting fails here (the file no longer says what it sets) rather than letting
 * a placeholder through. Those in content/ are the content model's to name
 * (src/content/launch-placeholders.ts) and its reader's to read: this file runs
 * scripts/launch-placeholders.ts with tsx from the repository's own
 * node_modules (so it needs `npm ci`), and refuses when that cannot run. The
 * live gate installs nothing: with --content it reads the list the build job's
 * content reader wrote (report/launch-placeholders.json, taken by id like the
 * site, site-artifact.ts), and refuses anything but such a list. Node
 * runs this file as it is (type stripping): only Node's own modules.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { checkBoundary, formatBoundary } from "./boundary.ts"
import { type Env, github, runMain } from "./github-api.ts"

export type Placeholder = {
  /** The file where it is changed, from the project root. */
  file: string
  /** What it is, for the web person. */
  what: string
  /** The line that sets it (in the file's own syntax); its first group is the value. */
  setting: RegExp
  /** Whether the value found is still the stand-in. */
  isStandIn: (value: string) => boolean
  /** What to put there instead, and where to read how. */
  instead: string
}

/** Hosts reserved for examples (RFC 2606); no real address uses them. */
const exampleHost = (url: string) => {
  try {
    return /(^|\.)example(\.(com|net|org))?$/i.test(new URL(url).hostname)
  } catch {
    return true
  }
}

/** A CODEOWNERS line's owners that still name the stand-in account. */
const namesStandInOwner = (owners: string) => owners.split(/\s+/).includes("@your-github-account")

export const PLACEHOLDERS: readonly Placeholder[] = [
  {
    file: ".github/CODEOWNERS",
    what: "the code owner",
    setting: /^\*\s+(.+)$/m,
    isStandIn: namesStandInOwner,
    instead: "your GitHub team, @org/team (docs/deploy.md, step 4)",
  },
  {
    file: ".github/CODEOWNERS",
    what: "the code owner of folders named like data files (the lines ending in /)",
    setting: /^\/content\/\*\*\/\*\.yaml\/\s+(.+)$/m,
    isStandIn: namesStandInOwner,
    instead: "the same team as on the first line, on every line that names an owner",
  },
  {
    file: "scripts/content-model/decap-settings.ts",
    what: "the browser editor's repository (backend.repo)",
    setting: /^\s*repo:\s*"([^"]*)"/m,
    isStandIn: (repo) => repo.startsWith("your-github-account/"),
    instead: "owner/name of this repository, then `npm run generate:content` (docs/deploy.md, step 7)",
  },
  {
    file: "gatsby-config.ts",
    what: "the site's address (siteMetadata.siteUrl)",
    setting: /^\s*siteUrl:\s*"([^"]*)"/m,
    isStandIn: exampleHost,
    instead: "the salon's domain, e.g. https://www.headspa-teplice.cz (docs/deploy.md, step 6)",
  },
]

/** A stand-in still in place: the file from the project root, what it is, what was found, what to put instead. */
export type Finding = { file: string; what: string; found: string; instead: string }

/** The stand-ins in code still in place; a file or setting that cannot be found counts as one. */
export function placeholdersLeft(projectDir: string, placeholders = PLACEHOLDERS): Finding[] {
  return placeholders.flatMap(({ file, what, setting, isStandIn, instead }) => {
    const absolute = path.join(projectDir, file)
    if (!fs.existsSync(absolute)) return [{ file, what, instead, found: "the file is missing" }]
    const match = setting.exec(fs.readFileSync(absolute, "utf8"))
    if (!match) return [{ file, what, instead, found: "the setting is not in this file" }]
    const value = match[1].trim()
    return isStandIn(value) ? [{ file, what, instead, found: `"${value}"` }] : []
  })
}

/** The repository this gate belongs to: its scripts/ and node_modules/ read the content. */
const ROOT = path.resolve(import.meta.dirname, "..")

const unreadable = (why: string): Finding[] => [
  {
    file: "content/",
    what: "the salon's details (scripts/launch-placeholders.ts)",
    found: `they could not be read: ${why}`,
    instead:
      "run `npm ci --ignore-scripts` first (or let the build job write report/launch-placeholders.json), then this check again",
  },
]

/** A list the build job's content reader wrote (report/launch-placeholders.json): anything but a list of findings counts as unread. */
export function contentPlaceholdersIn(file: string): Finding[] {
  if (!fs.existsSync(file)) return unreadable(`${file} is missing`)
  try {
    const found: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
    const isFinding = (item: unknown) =>
      item !== null &&
      typeof item === "object" &&
      ["file", "what", "found", "instead"].every((key) => typeof (item as Record<string, unknown>)[key] === "string")
    if (Array.isArray(found) && found.every(isFinding)) return found as Finding[]
  } catch {
    // Not JSON: unread, as below.
  }
  return unreadable(`${file} is not a list of placeholders`)
}

/** The stand-ins in content/, as the content model's reader finds them; the reader failing counts as one. */
export function contentPlaceholdersLeft(projectDir: string): Finding[] {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts", "launch-placeholders.ts"), path.join(projectDir, "content")],
    { cwd: ROOT, encoding: "utf8" },
  )
  try {
    if (run.status === 0) return JSON.parse(run.stdout) as Finding[]
  } catch {
    // Not JSON: reported below like any other failure.
  }
  const why = (run.stderr || run.stdout || String(run.error ?? "")).trim().split("\n")[0]
  return unreadable(why || `exit ${run.status}`)
}

function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return "Ready for launch: no placeholder is left."
  const count = findings.length === 1 ? "1 placeholder is" : `${findings.length} placeholders are`
  return [
    `Not ready for launch: ${count} still in place, and the live site is not published until each is replaced:`,
    ...findings.map(({ file, what, found, instead }) => `  - ${file}, ${what}: ${found} → ${instead}`),
  ].join("\n")
}

/** The repository on GitHub, from the environment or the remote `origin` of the checkout. */
function repositoryOf(env: Env, projectDir: string): string | undefined {
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY
  const remote = spawnSync("git", ["-C", projectDir, "remote", "get-url", "origin"], { encoding: "utf8" })
  return /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(remote.stdout?.trim() ?? "")?.[1]
}

/** The web person's token: from the environment, else the GitHub CLI's login. */
function tokenOf(env: Env): string | undefined {
  if (env.GITHUB_TOKEN || env.GH_TOKEN) return env.GITHUB_TOKEN || env.GH_TOKEN
  const gh = spawnSync("gh", ["auth", "token"], { encoding: "utf8" })
  return gh.status === 0 && gh.stdout.trim() ? gh.stdout.trim() : undefined
}

/** GitHub's side of the launch: whether it enforces the boundary, read with the web person's login. */
async function online(env: Env, projectDir: string): Promise<0 | 1> {
  const repo = repositoryOf(env, projectDir)
  const token = tokenOf(env)
  if (!repo || !token) {
    console.error(
      [
        "Cannot check GitHub's settings:",
        repo
          ? ""
          : "  - no repository: set GITHUB_REPOSITORY=owner/name, or run this in a clone whose remote origin is on GitHub",
        token
          ? ""
          : "  - no login: run `gh auth login` (GitHub CLI), or set GITHUB_TOKEN to a token of an admin of the repository",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    return 1
  }
  const withToken = { ...env, GITHUB_TOKEN: token }
  const { default_branch: branch } = await github<{ default_branch: string }>(withToken, "GET", `/repos/${repo}`)
  const report = await checkBoundary(withToken, repo, branch, { online: true })
  const text = formatBoundary(report, { online: true })
  if (report.missing.length > 0) console.error(text)
  else console.log(text)
  return report.missing.length > 0 ? 1 : 0
}

export async function main(args: readonly string[], env: Env = process.env): Promise<0 | 1> {
  // `npm run launch-check --online` hands the flag to npm, which passes it on as npm_config_online.
  const isOnline = args.includes("--online") || env.npm_config_online === "true"
  // --content FILE: the content's placeholders as the build job's reader listed them (the live gate installs nothing).
  const contentAt = args.indexOf("--content")
  const contentFile = contentAt >= 0 ? args[contentAt + 1] : undefined
  const projectDir = path.resolve(
    args.find(
      (arg, index) => arg !== "--online" && (contentAt < 0 || (index !== contentAt && index !== contentAt + 1)),
    ) ?? ".",
  )
  const content =
    contentAt < 0
      ? contentPlaceholdersLeft(projectDir)
      : contentFile
        ? contentPlaceholdersIn(contentFile)
        : unreadable("--content names no file")
  const findings = [...placeholdersLeft(projectDir), ...content]
  const text = formatFindings(findings)
  if (findings.length > 0) console.error(text)
  else console.log(text)
  const onGitHub = isOnline ? await online(env, projectDir) : 0
  return findings.length > 0 || onGitHub === 1 ? 1 : 0
}

if (process.argv[1]?.endsWith(path.join("publish", "launch-check.ts"))) {
  runMain("launch-check", () => main(process.argv.slice(2)))
}
