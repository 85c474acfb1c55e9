/**
 * The Czech answer on a change (publish/report.ts): it quotes the content
 * check's report in a block it cannot leave (its real reports of broken edits:
 * __tests__/unit/publish-report-quotes-check.test.ts, beside the model); it says
 * "v pořádku" with the preview and the pages a change touches, or that
 * something else failed and the site is safe. Its command is run against a
 * stand-in for GitHub's API: one comment, created and then updated, the same
 * text in the summary, and the commit status that Decap's preview button reads.
 */
import assert from "node:assert/strict"
import { afterEach, beforeEach, describe, it } from "node:test"
import { assertIncludes, assertMatchesObject } from "./assertions.ts"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PREVIEW_CONTEXT } from "../preview-context.ts"
import { composeReport, main, MARKER, notLiveNote, orderIn, pagesTouched, stateOf } from "../report.ts"

const RUN = "https://github.com/salon/web/actions/runs/42"
const PREVIEW = "https://6745a1b2c3d4e5f6a7b8c9d0--head-spa.netlify.app"
const SHA = "3d3c42e5aac5ba805825da76410c181273ba90b1"
const CHECKING_500 = "<!-- run 500 attempt 1 checking -->"

describe("a content check that failed", () => {
  it("keeps a report that contains backticks inside its block", () => {
    const report = "Kontrola obsahu našla 1 chybu:\n  - content/site.yaml: ```\n[odkaz](https://example.com)"
    const text = composeReport({
      kind: "draft",
      state: "content failed",
      contentReport: report,
      changedFiles: [],
      runUrl: RUN,
    })
    assertIncludes(text, `\`\`\`\`text\n${report}\n\`\`\`\``)
  })

  it("cuts a very long report and says where the whole one is", () => {
    const text = composeReport({
      kind: "live",
      state: "content failed",
      contentReport: "x".repeat(40_000),
      changedFiles: [],
      runUrl: RUN,
    })
    assert.ok(text.length < 31_000)
    assertIncludes(text, "Web zůstává v předchozí verzi.")
    assertIncludes(text, "Hlášení je delší; celé je v záznamu běhu.")
  })
})

describe("a change that passed", () => {
  it("gives the preview and links the pages the change shows on", () => {
    const text = composeReport({
      kind: "draft",
      state: "passed",
      siteUrl: PREVIEW,
      deployed: "success",
      changedFiles: ["content/treatments/head-spa-candle.yaml", "content/team/jana.yaml"],
      runUrl: RUN,
    })
    assert.equal(
      text,
      [
        MARKER,
        "### ✅ Změna je v pořádku",
        "",
        "Kontrola obsahu i všechny testy prošly.",
        "",
        `**Náhled:** ${PREVIEW} – web s vaší změnou; na opravdovém webu zatím není.`,
        "",
        "Změna se týká těchto stránek:",
        `- [O nás](${PREVIEW}/about/)`,
        `- [Procedury](${PREVIEW}/treatments/)`,
        "",
        "Když je všechno, jak má být, zveřejněte změnu v editoru tlačítkem **Publikovat**.",
      ].join("\n"),
    )
  })

  it("says when the preview could not be uploaded", () => {
    const text = composeReport({ kind: "draft", state: "passed", deployed: "failure", changedFiles: [], runUrl: RUN })
    assertIncludes(text, `Náhled se tentokrát nepodařilo nahrát; správce webu uvidí proč v záznamu běhu: ${RUN}`)
  })

  it("says the change is live once the live deploy went up, and what it did not when it did not", () => {
    const live = {
      kind: "live",
      state: "passed",
      siteUrl: "https://www.example.cz/",
      changedFiles: ["content/site.yaml"],
      runUrl: RUN,
    } as const
    assert.equal(
      composeReport({ ...live, deployed: "success" }),
      [
        MARKER,
        "### ✅ Změna je na webu",
        "",
        "Kontrola obsahu i všechny testy prošly a web je zveřejněný.",
        "",
        "Změna se týká všech stránek (např. patička, menu nebo kontakt).",
      ].join("\n"),
    )
    assertIncludes(
      composeReport({ ...live, deployed: "failure" }),
      "### ⏸️ Změna prošla kontrolou, ale tento běh ji na web nenahrál",
    )
  })
})

describe("a run that failed for another reason than the content", () => {
  it("says the site is safe and whom to ask, with the run", () => {
    assert.equal(
      composeReport({ kind: "draft", state: "failed", changedFiles: [], runUrl: RUN }),
      [
        MARKER,
        "### ⚠️ Změnu se nepodařilo ověřit",
        "",
        "Obsah je v pořádku, ale selhalo něco jiného než obsah (sestavení webu nebo testy). Web je v bezpečí a zůstává beze změny. Sami nic neopravujte: napište správci webu a pošlete mu odkaz na tento běh:",
        "",
        RUN,
      ].join("\n"),
    )
  })
})

describe("the run's outcome", () => {
  for (const [conclusion, exitCode, state] of [
    [undefined, undefined, "checking"],
    ["success", "0", "passed"],
    ["failure", "1\n", "content failed"],
    ["failure", "0", "failed"],
    ["failure", undefined, "failed"],
    ["timed_out", "0", "failed"],
    ["cancelled", "0", undefined],
  ] as [string | undefined, string | undefined, string | undefined][]) {
    it(`GitHub's conclusion ${conclusion} with the check's exit code ${JSON.stringify(exitCode)} is ${state}`, () => {
      assert.equal(stateOf(conclusion, exitCode), state)
    })
  }
})

describe("the pages a change touches", () => {
  for (const [files, pages] of [
    [["content/treatments/a.yaml", "content/categories/b.yaml"], ["/treatments/"]],
    [["content/images/gallery/home-1.jpg"], ["/", "/treatments/"]],
    [
      ["content/pages/not-found.yaml", "content/pages/home.yaml"],
      ["/", "/404/"],
    ],
    [["content/contact.yaml"], "every page"],
    [["content/images/brand/icon.png"], "every page"],
    [["docs/editing.md", "content/README.md"], []],
  ] as [string[], string[] | "every page"][]) {
    it(`${JSON.stringify(files)} → ${JSON.stringify(pages)}`, () => {
      assert.deepEqual(pagesTouched(files), pages)
    })
  }
})

describe("the command in the publish workflow", () => {
  type Call = { method: string; route: string; body?: Record<string, unknown> }
  let calls: Call[]
  let work: string
  let existingComment: { id: number; body: string; user: { type: string } } | undefined
  let mainHead: string
  const realFetch = global.fetch

  beforeEach(() => {
    calls = []
    existingComment = undefined
    mainHead = SHA
    work = fs.mkdtempSync(path.join(os.tmpdir(), "publish-report-"))
    global.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      const route = String(url).replace("https://api.github.com", "")
      const method = init?.method ?? "GET"
      calls.push({ method, route, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      const answer = route.includes("/files")
        ? [{ filename: "content/treatments/head-spa-candle.yaml" }]
        : route === "/repos/salon/web/git/ref/heads/main"
          ? { ref: "refs/heads/main", object: { type: "commit", sha: mainHead } }
          : route.endsWith("/comments?per_page=100")
            ? existingComment
              ? [{ id: 7, body: "Díky!", user: { type: "User" } }, existingComment]
              : []
            : {}
      return new Response(JSON.stringify(answer), { status: 200 })
    }) as typeof fetch
  })
  afterEach(() => {
    global.fetch = realFetch
    fs.rmSync(work, { recursive: true, force: true })
  })

  const env = (extra: Record<string, string>) => ({
    GITHUB_REPOSITORY: "salon/web",
    GITHUB_TOKEN: "token",
    HEAD_SHA: SHA,
    PULL_REQUEST: "12",
    DEFAULT_BRANCH: "main",
    RUN_ID: "500",
    RUN_ATTEMPT: "1",
    RUN_URL: RUN,
    REPORT_DIR: path.join(work, "report"),
    GITHUB_STEP_SUMMARY: path.join(work, "summary.md"),
    ...extra,
  })

  it("creates one comment on a passed draft, sets the preview status Decap reads, and writes the summary", async () => {
    await main(env({ EVENT: "pull_request", CONCLUSION: "success", SITE_URL: PREVIEW, DEPLOY_RESULT: "success" }))
    const posted = calls.find((call) => call.method === "POST" && call.route === "/repos/salon/web/issues/12/comments")
    assertIncludes(posted?.body?.body, "### ✅ Změna je v pořádku")
    assert.deepEqual(calls.find((call) => call.route.startsWith("/repos/salon/web/statuses/"))?.body, {
      context: PREVIEW_CONTEXT,
      state: "success",
      target_url: PREVIEW,
      description: "Náhled změny",
    })
    assert.equal(
      String(posted?.body?.body),
      `${fs.readFileSync(path.join(work, "summary.md"), "utf8")}\n<!-- run 500 attempt 1 final -->`,
    )
  })

  it("updates its own comment instead of adding another, and quotes the check's report", async () => {
    existingComment = {
      id: 99,
      body: `${MARKER}\n### ⏳ Změna se kontroluje\n\n${CHECKING_500}`,
      user: { type: "Bot" },
    }
    fs.mkdirSync(path.join(work, "report"))
    fs.writeFileSync(path.join(work, "report", "content-check.txt"), "Kontrola obsahu našla 1 chybu:\n  - x")
    fs.writeFileSync(path.join(work, "report", "content-check.status"), "1\n")
    await main(env({ EVENT: "pull_request", CONCLUSION: "failure" }))
    const writes = calls.filter((call) => call.method !== "GET")
    assert.deepEqual(
      writes.map((call) => [call.method, call.route]),
      [
        ["PATCH", "/repos/salon/web/issues/comments/99"],
        ["POST", `/repos/salon/web/statuses/${SHA}`],
      ],
    )
    assertIncludes(writes[0].body?.body, "```text\nKontrola obsahu našla 1 chybu:\n  - x\n```")
    assertMatchesObject(writes[1].body, { state: "failure", target_url: RUN })
  })

  it("writes only the summary for a push to main, and nothing at all for a cancelled run", async () => {
    await main(
      env({ EVENT: "push", CONCLUSION: "success", SITE_URL: "https://www.example.cz/", DEPLOY_RESULT: "success" }),
    )
    assert.deepEqual(
      calls.filter((call) => call.method !== "GET"),
      [],
    )
    assertIncludes(fs.readFileSync(path.join(work, "summary.md"), "utf8"), "### ✅ Změna je na webu")
    calls = []
    await main(env({ EVENT: "pull_request", CONCLUSION: "cancelled" }))
    assert.deepEqual(calls, [])
  })
  it("answers the pull request the draft job found, a fork's too, in Czech", async () => {
    await main(env({ EVENT: "pull_request", PULL_REQUEST: "31", CONCLUSION: "success" }))
    const posted = calls.find((call) => call.method === "POST" && call.route.endsWith("/issues/31/comments"))
    assertIncludes(posted?.body?.body, "Náhled se u této změny nedělá")
  })

  for (const [_what, number] of [
    ["none (no pull request into the default branch, or a twin into another)", ""],
    ["no number", "#12"],
  ]) {
    it(`answers no pull request when the draft job found ${_what}, and only writes the summary`, async () => {
      await main(env({ EVENT: "pull_request", PULL_REQUEST: number, CONCLUSION: "success" }))
      assert.deepEqual(
        calls.filter((call) => call.method !== "GET"),
        [],
      )
      assertIncludes(fs.readFileSync(path.join(work, "summary.md"), "utf8"), "### ✅ Změna je v pořádku")
    })
  }

  it("tells the web person how to publish main's head when this run did not put it live", async () => {
    await main(env({ EVENT: "push", CONCLUSION: "success", DEPLOY_RESULT: "failure" }))
    const summary = fs.readFileSync(path.join(work, "summary.md"), "utf8")
    assertIncludes(summary, "### ⏸️ Změna prošla kontrolou, ale tento běh ji na web nenahrál")
    assertIncludes(
      summary,
      "**For the web person:** `3d3c42e`, the head of the default branch, passed its tests but is not live: the live deploy refused or failed.",
    )
    assertIncludes(summary, "Actions → Publish → this run → **Re-run failed jobs**")
    assert.deepEqual(
      calls.filter((call) => call.method !== "GET"),
      [],
    )
  })

  it("tells the web person when main's head went untested because its Test run was cancelled", async () => {
    await main(env({ EVENT: "push", CONCLUSION: "cancelled" }))
    assert.equal(
      fs.readFileSync(path.join(work, "summary.md"), "utf8"),
      `**For the web person:** \`3d3c42e\`, the head of the default branch, is not live: its Test run was cancelled (${RUN}). Merge the next change into the default branch to publish it; a re-run of the cancelled run is refused if its build job had already uploaded \`site\`.\n`,
    )
    assert.deepEqual(
      calls.filter((call) => call.method !== "GET"),
      [],
    )
  })

  it("says nothing needs doing when main has moved on", async () => {
    mainHead = "0".repeat(40)
    await main(env({ EVENT: "push", CONCLUSION: "success", DEPLOY_RESULT: "cancelled" }))
    assertIncludes(
      fs.readFileSync(path.join(work, "summary.md"), "utf8"),
      "**For the web person:** `3d3c42e` is no longer the head of the default branch; the newer head publishes itself. Nothing to do.",
    )
  })

  for (const [_situation, written, conclusion] of [
    ["an older run's final answer after a newer run's", `<!-- run 501 attempt 1 checking -->`, "success"],
    ["a 'checking' after the same run's final answer", `<!-- run 500 attempt 1 final -->`, ""],
    ["a first attempt's answer after a re-run's", `<!-- run 500 attempt 2 checking -->`, "failure"],
  ]) {
    it(`never writes ${_situation}, nor its status`, async () => {
      existingComment = { id: 99, body: `${MARKER}\n### Odpověď\n\n${written}`, user: { type: "Bot" } }
      await main(env({ EVENT: "pull_request", CONCLUSION: conclusion }))
      assert.deepEqual(
        calls.filter((call) => call.method !== "GET"),
        [],
      )
    })
  }

  it("replaces 'checking' by the same run's final answer, and any answer by a re-run's", async () => {
    existingComment = {
      id: 99,
      body: `${MARKER}\n### Odpověď\n\n<!-- run 500 attempt 1 final -->`,
      user: { type: "Bot" },
    }
    await main(env({ EVENT: "pull_request", CONCLUSION: "", RUN_ATTEMPT: "2" }))
    assert.deepEqual(
      calls.filter((call) => call.method !== "GET").map((call) => call.method),
      ["PATCH"],
    )
    assert.deepEqual(orderIn(String(calls.find((call) => call.method === "PATCH")?.body?.body)), {
      run: 500,
      attempt: 2,
      final: false,
    })
  })
})

describe("the web person's note on a push that did not go live", () => {
  const input = { state: "passed" as const, runUrl: RUN }
  for (const [deployed, how] of [
    ["failure", "the live deploy refused or failed"],
    ["cancelled", "the live deploy was cancelled"],
    ["skipped", "the live deploy did not run"],
    [undefined, "the live deploy did not finish"],
  ]) {
    it(`names a live deploy that ended with ${deployed}`, () => {
      assert.equal(
        notLiveNote(SHA, { ...input, deployed }, true),
        [
          `**For the web person:** \`3d3c42e\`, the head of the default branch, passed its tests but is not live: ${how}.`,
          "The jobs `live-gate` and `live` of this run say why (a protection GitHub does not enforce, a placeholder, a refused artifact).",
          "Once that is fixed, publish it: Actions → Publish → this run → **Re-run failed jobs**. GitHub runs the failed jobs again and the jobs after them: the live job checks again that GitHub enforces the review boundary and that the commit is still main's head before it uploads, and `live-gate`, if it failed, checks the placeholders and the artifact again.",
          "A newer commit on the default branch publishes itself instead.",
        ].join(" "),
      )
    })
  }

  it("says when the tests themselves did not pass, and what brings the site on", () => {
    assert.equal(
      notLiveNote(SHA, { state: "failed", runUrl: RUN }, true),
      `**For the web person:** \`3d3c42e\`, the head of the default branch, is not live: its Test run did not pass (${RUN}). The site stays at the last published version until a change that passes is merged.`,
    )
  })

  it("does not claim the commit is main's head when GitHub could not say", () => {
    assert.match(
      notLiveNote(SHA, { ...input, deployed: "failure" }),
      /^\*\*For the web person:\*\* `3d3c42e` passed its tests/,
    )
  })
})
