/**
 * Only the site's files go up, never a host's configuration. Netlify reads
 * `_redirects`, `_headers`, `netlify.toml` and `.netlify/` from a deployed
 * folder and applies them; a pull request changes its own test workflow, so
 * its artifact could carry proxy rules to any host or a `_headers` without
 * the Content-Security-Policy. Both deploy jobs run this on the downloaded
 * artifact first (the preview job as the barrier, the live job as a second
 * line of defence) and refuse:
 *   - `_redirects`, `netlify.toml`, `.netlify/` or a `_headers` anywhere but at the top,
 *   - a symbolic link or anything that is not a plain file,
 *   - a `_headers` that is not the default branch's static/_headers followed by
 *     exactly the lines the build adds (src/gatsby/post-build/headers.ts's policyRules).
 *
 *   node publish/deployable.ts <folder> <static/_headers of the default branch>
 *
 * Node runs this file as it is (type stripping): only Node's own modules.
 */
import fs from "node:fs"
import path from "node:path"

/** Files and folders a host reads as configuration. */
const HOST_CONFIGURATION = new Set(["_redirects", "netlify.toml", ".netlify", "_headers"])

/** One Content-Security-Policy value: directives and sources, no line break, no rule of its own. */
const POLICY = String.raw`[a-z-]+(?: [^\s;]+)*(?:; [a-z-]+(?: [^\s;]+)*)*`
/** The lines the build appends after static/_headers, with their policies. */
const GENERATED = new RegExp(
  [
    "^# Added by the build \\(src/gatsby/post-build/headers\\.ts\\); change static/_headers instead\\.",
    "/\\*",
    `  Content-Security-Policy: ${POLICY}`,
    "",
    "/admin/\\*",
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${POLICY}`,
    "$",
  ].join("\n"),
)

/**
 * A file name as the log shows it: control characters by their code, so a name from the
 * artifact (a pull request's own workflow made it) starts no line of its own in the log,
 * where a line beginning with `::` is a workflow command.
 */
const shown = (name: string) =>
  name.replace(
    /[\p{Cc}\u2028\u2029]/gu,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  )

/** Why the `_headers` text differs from the default branch's rules plus the generated policy, or undefined. */
function headersProblem(built: string, staticHeaders: string): string | undefined {
  const ownRules = `${staticHeaders.trimEnd()}\n\n`
  if (!built.startsWith(ownRules)) {
    return "_headers does not start with the default branch's static/_headers: its rules were changed"
  }
  if (!GENERATED.test(built.slice(ownRules.length))) {
    return "_headers adds more or other lines to static/_headers than the build's Content-Security-Policy rules"
  }
  return undefined
}

/** Every reason the folder must not be deployed; empty when it holds only the site's files. */
function deployProblems(folder: string, staticHeaders: string): string[] {
  const stat = fs.lstatSync(folder, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return [`${folder} is not a folder`]
  const problems: string[] = []
  // A walker of its own: readdirSync's recursive mode follows links to folders.
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name)
      const relative = shown(path.relative(folder, absolute).split(path.sep).join("/"))
      if (relative === "_headers" && entry.isFile()) continue
      if (HOST_CONFIGURATION.has(entry.name)) problems.push(`${relative}: host configuration is never deployed`)
      else if (entry.isDirectory()) walk(absolute)
      else if (!entry.isFile()) problems.push(`${relative}: not a plain file (a link or a special file)`)
    }
  }
  walk(folder)
  const headersFile = path.join(folder, "_headers")
  if (!fs.existsSync(headersFile))
    problems.push("_headers is missing: the site would go out without its security headers")
  else {
    const problem = headersProblem(fs.readFileSync(headersFile, "utf8"), staticHeaders)
    if (problem) problems.push(problem)
  }
  return problems.sort()
}

export function main(args: readonly string[]): 0 | 1 {
  const [folder, staticHeadersFile] = args
  if (args.length !== 2) {
    console.error("usage: node publish/deployable.ts <folder> <static/_headers>")
    return 1
  }
  const problems = deployProblems(folder, fs.readFileSync(staticHeadersFile, "utf8"))
  if (problems.length > 0) {
    console.error(`Not published: ${folder} holds more than the site's files.`)
    for (const problem of problems) console.error(`  - ${problem}`)
    return 1
  }
  console.log(`${folder}: only the site's files, and _headers as the default branch defines it`)
  return 0
}

if (process.argv[1]?.endsWith(path.join("publish", "deployable.ts"))) process.exitCode = main(process.argv.slice(2))
