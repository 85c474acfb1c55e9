/**
 * Before launch, the repository carries stand-ins: a code owner that is no
 * one's account (so the review gate would let everything through), an editor
 * pointed at no repository, an example address, booking page, phone and
 * street. Previews and tests run with them; the live deploy does not: it runs
 * this and refuses while any is still there, with one message that lists
 * each and where to change it. `npm run launch-check` prints the same list.
 *
 *   node publish/launch-check.ts [project folder] [--online]
 *
 * With --online (`npm run launch-check -- --online`) it also asks GitHub, with
 * the web person's login, whether GitHub enforces the protections the site
 * relies on (boundary.ts), including what the live job's own token may not
 * read: the bypass lists of the rulesets and the repository's Actions
 * settings. It needs a token of an admin of the repository: GITHUB_TOKEN (or
 * GH_TOKEN), else the GitHub CLI's login (`gh auth token`); the repository is
 * GITHUB_REPOSITORY or the GitHub address of the remote `origin`.
 *
 * Each stand-in is found in the file where it is changed, by its line, so a
 * moved setting fails here (the file no longer says what it sets) rather than
 * letting a placeholder through. This list is the one reminder of the content
 * files' stand-ins: they carry no comments, which the browser editor would drop
 * on the first save. Node runs this file as it is (type
 * stripping): only Node's own modules.
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
  {
    file: "content/site.yaml",
    what: "the booking page (bookingUrl)",
    setting: /^bookingUrl:\s*["']?([^"'\s#]+)/m,
    isStandIn: exampleHost,
    instead: "the salon's page of its booking service (https)",
  },
  {
    file: "content/site.yaml",
    what: "the Instagram profile (instagramUrl)",
    setting: /^instagramUrl:\s*["']?([^"'\s#]+)/m,
    isStandIn: exampleHost,
    instead: "the salon's Instagram profile (https)",
  },
  {
    file: "content/site.yaml",
    what: "the Facebook page (facebookUrl)",
    setting: /^facebookUrl:\s*["']?([^"'\s#]+)/m,
    isStandIn: exampleHost,
    instead: "the salon's Facebook page (https)",
  },
  {
    file: "content/contact.yaml",
    what: "the salon's phone (phone)",
    setting: /^phone:\s*["']?([^"'#\n]*?)["']?\s*(?:#.*)?$/m,
    isStandIn: (phone) => phone.replace(/\s/g, "") === "+420123456789",
    instead: "the salon's number, e.g. +420 417 123 456",
  },
  {
    file: "content/contact.yaml",
    what: "the salon's street (street)",
    setting: /^street:\s*["']?([^"'#\n]*?)["']?\s*(?:#.*)?$/m,
    isStandIn: (street) => /^Ukázková(\s|$)/.test(street),
    instead: "the salon's street and number, the same in map.title and map.query",
  },
  // The map's two fields are the only `title` and `query` indented in contact.yaml.
  {
    file: "content/contact.yaml",
    what: "the map's description for screen readers (map.title)",
    setting: /^ {2}title:\s*["']?([^"'#\n]*?)["']?\s*(?:#.*)?$/m,
    isStandIn: (title) => /Ukázková/.test(title),
    instead: "the salon's street, as in street",
  },
  {
    file: "content/contact.yaml",
    what: "what the map searches for (map.query)",
    setting: /^ {2}query:\s*["']?([^"'#\n]*?)["']?\s*(?:#.*)?$/m,
    isStandIn: (query) => /Ukázková/.test(query),
    instead: "the salon's street, postcode and town, as in street",
  },
]

type Finding = { placeholder: Placeholder; found: string }

/** The stand-ins still in place; a file or setting that cannot be found counts as one. */
export function placeholdersLeft(projectDir: string, placeholders = PLACEHOLDERS): Finding[] {
  return placeholders.flatMap((placeholder) => {
    const file = path.join(projectDir, placeholder.file)
    if (!fs.existsSync(file)) return [{ placeholder, found: "the file is missing" }]
    const match = placeholder.setting.exec(fs.readFileSync(file, "utf8"))
    if (!match) return [{ placeholder, found: "the setting is not in this file" }]
    const value = match[1].trim()
    return placeholder.isStandIn(value) ? [{ placeholder, found: `"${value}"` }] : []
  })
}

function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return "Ready for launch: no placeholder is left."
  const count = findings.length === 1 ? "1 placeholder is" : `${findings.length} placeholders are`
  return [
    `Not ready for launch: ${count} still in place, and the live site is not published until each is replaced:`,
    ...findings.map(
      ({ placeholder, found }) => `  - ${placeholder.file}, ${placeholder.what}: ${found} → ${placeholder.instead}`,
    ),
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
  const projectDir = path.resolve(args.find((arg) => arg !== "--online") ?? ".")
  const findings = placeholdersLeft(projectDir)
  const text = formatFindings(findings)
  if (findings.length > 0) console.error(text)
  else console.log(text)
  const onGitHub = isOnline ? await online(env, projectDir) : 0
  return findings.length > 0 || onGitHub === 1 ? 1 : 0
}

if (process.argv[1]?.endsWith(path.join("publish", "launch-check.ts"))) {
  runMain("launch-check", () => main(process.argv.slice(2)))
}
