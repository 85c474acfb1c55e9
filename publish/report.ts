/**
 * The Czech answer on every change: what the editor reads on the pull request
 * (one comment, created and then updated), at the head of the publish run's
 * summary, and behind Decap's preview button (a commit status).
 *
 * It runs in the publish workflow, from the default branch: it reads the tested
 * run's report files as text only (they come from a branch's code), never runs
 * them, and puts the content check's report into a code block the text cannot
 * leave. The pull request comes from the draft job (pull-request.ts): only one
 * into the default branch is answered. A push whose commit did not go live gets
 * a note for the web person in the summary: whether it matters and how to
 * publish it. Node runs this file as it is (type stripping): only Node's own
 * modules.
 */
import fs from "node:fs"
import path from "node:path"
import { fenced } from "./code-block.ts"
import { type Env, github, required, runMain } from "./github-api.ts"
import { currentHead } from "./is-branch-head.ts"
import { PREVIEW_CONTEXT } from "./preview-context.ts"
// Generated from the content model by `npm run generate:content`.
import pagesOfFiles from "./pages.json" with { type: "json" }

/** The first line of the comment, by which the report finds and updates its own comment. */
export const MARKER = "<!-- head-spa-teplice: kontrola změny -->"
/** Longest content report quoted in full; a longer one is cut (the whole stays in the run's log). */
const MAX_REPORT = 30_000

export type RunState = "checking" | "passed" | "content failed" | "failed"

export type ReportInput = {
  /** A draft (pull request) or a change of the live site (push to the default branch). */
  kind: "draft" | "live"
  state: RunState
  /** The content check's output, as it printed it (only read when the content failed). */
  contentReport?: string
  /** The draft deploy's address, or the live site's. */
  siteUrl?: string
  /** Whether this run's files were uploaded (a preview or the live site): success, failure or skipped. */
  deployed?: string
  /** Paths of the files the change touches, from the repository root. */
  changedFiles: readonly string[]
  /** The test run, for whoever looks after the site. */
  runUrl: string
}

/** Which pages show which content files: the page names, and path prefixes with the pages they show on. */
export type PagesOfFiles = {
  pages: Record<string, string>
  files: { prefix: string; pages: readonly string[] | "every page" }[]
}
const table = pagesOfFiles as PagesOfFiles

/** The pages a change shows on, in the site's order: every page when the frame (footer, menu) or an unknown file changed. */
export function pagesTouched(changedFiles: readonly string[], map: PagesOfFiles = table): string[] | "every page" {
  const content = changedFiles.filter((file) => file.startsWith("content/") && !file.endsWith("README.md"))
  const found = new Set<string>()
  for (const file of content) {
    const entry = map.files
      .filter(({ prefix }) => file === prefix || file.startsWith(prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0]
    if (!entry || entry.pages === "every page") return "every page"
    for (const page of entry.pages) found.add(page)
  }
  return Object.keys(map.pages).filter((page) => found.has(page))
}

function quotedReport(report: string): string {
  const clean = report.replace(/\r\n/g, "\n").trim()
  if (clean.length <= MAX_REPORT) return fenced(clean)
  return `${fenced(`${clean.slice(0, MAX_REPORT)}\n…`)}\n\nHlášení je delší; celé je v záznamu běhu.`
}

const link = (url: string, page: string) => `${url.replace(/\/+$/, "")}${page}`

function pagesList(input: ReportInput): string[] {
  const pages = pagesTouched(input.changedFiles)
  if (pages === "every page") return ["Změna se týká všech stránek (např. patička, menu nebo kontakt)."]
  if (pages.length === 0) return ["Změna se netýká žádné stránky webu (jen soubory mimo obsah)."]
  const item = (page: string) =>
    input.siteUrl ? `- [${table.pages[page]}](${link(input.siteUrl, page)})` : `- ${table.pages[page]} (${page})`
  return ["Změna se týká těchto stránek:", ...pages.map(item)]
}

/** The Czech text for the editor: the same on the pull request and in the run's summary. */
export function composeReport(input: ReportInput): string {
  const lines: string[] = [MARKER]
  switch (input.state) {
    case "checking":
      lines.push(
        "### ⏳ Změna se kontroluje",
        "",
        "Kontrola obsahu, sestavení webu a testy právě běží (obvykle 10 až 20 minut). Tento komentář se pak sám změní.",
      )
      break
    case "passed":
      if (input.kind === "draft") {
        lines.push("### ✅ Změna je v pořádku", "", "Kontrola obsahu i všechny testy prošly.", "")
        if (input.siteUrl)
          lines.push(`**Náhled:** ${input.siteUrl} – web s vaší změnou; na opravdovém webu zatím není.`)
        else if (input.deployed === "failure")
          lines.push(`Náhled se tentokrát nepodařilo nahrát; správce webu uvidí proč v záznamu běhu: ${input.runUrl}`)
        else lines.push("Náhled se u této změny nedělá (nepřišla z editoru ani z tohoto repozitáře).")
        lines.push("", ...pagesList(input), "")
        lines.push("Když je všechno, jak má být, zveřejněte změnu v editoru tlačítkem **Publikovat**.")
      } else if (input.deployed === "success") {
        lines.push("### ✅ Změna je na webu", "", "Kontrola obsahu i všechny testy prošly a web je zveřejněný.", "")
        lines.push(...pagesList(input))
      } else {
        lines.push(
          "### ⏸️ Změna prošla kontrolou, ale tento běh ji na web nenahrál",
          "",
          "Buď ji mezitím předběhla novější změna, která se zveřejní s ní, nebo se nahrání nepovedlo. " +
            "Web ukazuje poslední zveřejněnou verzi. Když se změna do hodiny na webu neobjeví, napište správci webu " +
            `a pošlete mu odkaz na tento běh: ${input.runUrl}`,
        )
      }
      break
    case "content failed":
      lines.push(
        "### ❌ Změnu nejde zveřejnit: kontrola obsahu našla chyby",
        "",
        input.kind === "draft"
          ? "Web zůstává beze změny. Opravte tato místa v editoru (nebo v souboru) a uložte znovu; kontrola proběhne sama."
          : "Web zůstává v předchozí verzi. Opravte tato místa v editoru (nebo v souboru) a uložte znovu; kontrola proběhne sama.",
        "",
        quotedReport(input.contentReport ?? ""),
        "",
        "Co které hlášení znamená, vysvětluje návod (docs/editing.md, „Chybová hlášení“).",
      )
      break
    case "failed":
      lines.push(
        "### ⚠️ Změnu se nepodařilo ověřit",
        "",
        "Obsah je v pořádku, ale selhalo něco jiného než obsah (sestavení webu nebo testy). " +
          (input.kind === "draft"
            ? "Web je v bezpečí a zůstává beze změny."
            : "Web je v bezpečí a zůstává v předchozí verzi.") +
          " Sami nic neopravujte: napište správci webu a pošlete mu odkaz na tento běh:",
        "",
        input.runUrl,
      )
      break
  }
  return lines.join("\n")
}

/** The run's outcome from GitHub's own conclusion (which a branch cannot fake) and the content check's exit code. */
export function stateOf(conclusion: string | undefined, contentExitCode: string | undefined): RunState | undefined {
  if (!conclusion) return "checking"
  if (conclusion === "success") return "passed"
  if (conclusion === "cancelled" || conclusion === "skipped") return undefined
  return contentExitCode?.trim() === "1" ? "content failed" : "failed"
}

/** Whether the commit is still the head of the default branch; undefined when GitHub could not say. */
async function stillHead(env: Env, sha: string): Promise<boolean | undefined> {
  if (!env.DEFAULT_BRANCH) return undefined
  try {
    return (await currentHead(env, env.DEFAULT_BRANCH)) === sha
  } catch {
    return undefined
  }
}

const HOW_THE_LIVE_JOB_ENDED: Record<string, string> = {
  failure: "the live deploy refused or failed",
  cancelled: "the live deploy was cancelled",
  skipped: "the live deploy did not run",
}

/**
 * For the web person, in English, under the editor's Czech: a push to the default branch
 * whose commit did not go live, whether anything needs doing, and how to publish it.
 */
export function notLiveNote(
  sha: string,
  input: { state?: RunState; deployed?: string; runUrl: string },
  head?: boolean,
): string {
  const commit = `\`${sha.slice(0, 7)}\``
  if (head === false) {
    return `**For the web person:** ${commit} is no longer the head of the default branch; the newer head publishes itself. Nothing to do.`
  }
  if (input.state === undefined) {
    return `**For the web person:** ${commit}${head ? ", the head of the default branch," : ""} is not live: its Test run was cancelled (${input.runUrl}). Merge the next change into the default branch to publish it; a re-run of the cancelled run is refused if its build job had already uploaded \`site\`.`
  }
  if (input.state !== "passed") {
    return `**For the web person:** ${commit}${head ? ", the head of the default branch," : ""} is not live: its Test run did not pass (${input.runUrl}). The site stays at the last published version until a change that passes is merged.`
  }
  const how = HOW_THE_LIVE_JOB_ENDED[input.deployed ?? ""] ?? "the live deploy did not finish"
  return [
    `**For the web person:** ${commit}${head ? ", the head of the default branch," : ""} passed its tests but is not live: ${how}.`,
    "The jobs `live-gate` and `live` of this run say why (a protection GitHub does not enforce, a placeholder, a refused artifact).",
    "Once that is fixed, publish it: Actions → Publish → this run → **Re-run failed jobs**. GitHub runs the failed jobs again and the jobs after them: the live job checks again that GitHub enforces the review boundary and that the commit is still main's head before it uploads, and `live-gate`, if it failed, checks the placeholders and the artifact again.",
    "A newer commit on the default branch publishes itself instead.",
  ].join(" ")
}

// The command: environment from the publish workflow, the tested run's report folder as text.

async function changedFiles(env: Env, repo: string, pullRequest: number | undefined, sha: string): Promise<string[]> {
  if (pullRequest) {
    const files: string[] = []
    for (let page = 1; page <= 30; page++) {
      const batch = await github<{ filename: string }[]>(
        env,
        "GET",
        `/repos/${repo}/pulls/${pullRequest}/files?per_page=100&page=${page}`,
      )
      files.push(...batch.map((file) => file.filename))
      if (batch.length < 100) break
    }
    return files
  }
  const commit = await github<{ files?: { filename: string }[] }>(env, "GET", `/repos/${repo}/commits/${sha}`)
  return (commit.files ?? []).map((file) => file.filename)
}

/**
 * Which run wrote an answer, kept hidden at the end of the comment: a test run
 * (its id grows with each new run), its attempt (a re-run), and whether the
 * answer is final or says "checking".
 */
export type AnswerOrder = { run: number; attempt: number; final: boolean }

const orderLine = ({ run, attempt, final }: AnswerOrder) =>
  `<!-- run ${run} attempt ${attempt} ${final ? "final" : "checking"} -->`

export function orderIn(body: string): AnswerOrder | undefined {
  const found = /<!-- run (\d+) attempt (\d+) (final|checking) -->\s*$/.exec(body)
  return found ? { run: Number(found[1]), attempt: Number(found[2]), final: found[3] === "final" } : undefined
}

/**
 * Whether an answer may replace the one already there: never an older run's, or
 * an older attempt's, and never "checking" in place of the same attempt's final
 * answer (Publish runs for one commit can finish in any order).
 */
function mayReplace(existing: AnswerOrder | undefined, ours: AnswerOrder): boolean {
  if (!existing) return true
  const rank = (order: AnswerOrder) => [order.run, order.attempt, order.final ? 1 : 0]
  const [a, b] = [rank(existing), rank(ours)]
  const first = a.findIndex((value, i) => value !== b[i])
  return first === -1 || b[first] > a[first]
}

/** Writes the answer into its own comment, unless that comment already holds a newer or final one. */
async function upsertComment(env: Env, repo: string, pullRequest: number, text: string, order: AnswerOrder) {
  const comments = await github<{ id: number; body?: string; user?: { type?: string } }[]>(
    env,
    "GET",
    `/repos/${repo}/issues/${pullRequest}/comments?per_page=100`,
  )
  const own = comments.find((comment) => comment.user?.type === "Bot" && comment.body?.startsWith(MARKER))
  if (own && !mayReplace(orderIn(own.body ?? ""), order)) return false
  const body = `${text}\n\n${orderLine(order)}`
  if (own) await github(env, "PATCH", `/repos/${repo}/issues/comments/${own.id}`, { body })
  else await github(env, "POST", `/repos/${repo}/issues/${pullRequest}/comments`, { body })
  return true
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined)

export async function main(env: Env = process.env): Promise<void> {
  const repo = required(env, "GITHUB_REPOSITORY")
  const sha = required(env, "HEAD_SHA")
  const kind = env.EVENT === "pull_request" ? "draft" : "live"
  const reportDir = env.REPORT_DIR ?? "report"
  const state = stateOf(env.CONCLUSION, readIfThere(path.join(reportDir, "content-check.status")))
  if (!state) {
    // A cancelled push to the default branch leaves its commit untested and unpublished: say so.
    if (kind === "live" && env.CONCLUSION === "cancelled" && env.GITHUB_STEP_SUMMARY) {
      const note = notLiveNote(sha, { runUrl: required(env, "RUN_URL") }, await stillHead(env, sha))
      fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${note}\n`)
    }
    return
  }
  // Found by the draft job (pull-request.ts): only a pull request into the default branch.
  const pullRequest = kind === "draft" && /^\d+$/.test(env.PULL_REQUEST ?? "") ? Number(env.PULL_REQUEST) : undefined
  const order = {
    run: Number(required(env, "RUN_ID")),
    attempt: Number(env.RUN_ATTEMPT ?? "1"),
    final: state !== "checking",
  }
  const input: ReportInput = {
    kind,
    state,
    contentReport: readIfThere(path.join(reportDir, "content-check.txt")),
    siteUrl: env.SITE_URL || undefined,
    deployed: env.DEPLOY_RESULT || undefined,
    changedFiles: state === "passed" ? await changedFiles(env, repo, pullRequest, sha) : [],
    runUrl: required(env, "RUN_URL"),
  }
  const text = composeReport(input)
  if (env.GITHUB_STEP_SUMMARY) {
    const note =
      kind === "live" && state !== "checking" && input.deployed !== "success"
        ? notLiveNote(sha, input, await stillHead(env, sha))
        : ""
    fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${text}\n${note ? `\n${note}\n` : ""}`)
  }
  // An older run's answer, finishing late, leaves the newer one in place, and the status with it.
  if (pullRequest === undefined || !(await upsertComment(env, repo, pullRequest, text, order))) return
  // Decap's preview button follows this status of the draft's head commit (backend.preview_context).
  if (state !== "checking") {
    await github(env, "POST", `/repos/${repo}/statuses/${sha}`, {
      context: PREVIEW_CONTEXT,
      state: state === "passed" && input.siteUrl ? "success" : state === "passed" ? "pending" : "failure",
      target_url: state === "passed" && input.siteUrl ? input.siteUrl : input.runUrl,
      description: state === "passed" ? "Náhled změny" : "Změnu nejde zveřejnit; podrobnosti v pull requestu",
    })
  }
}

if (process.argv[1]?.endsWith(path.join("publish", "report.ts"))) {
  runMain("report", async () => {
    await main()
    return 0
  })
}
