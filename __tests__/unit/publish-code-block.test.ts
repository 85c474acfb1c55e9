/**
 * @jest-environment node
 *
 * The content check's report goes into the build job's summary in a code block
 * it cannot close (scripts/publish/code-block.ts, run as the job runs it, in
 * plain Node): a report quoting ``` or more keeps all its lines inside.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fenced } from "../../scripts/publish/code-block"

const script = path.resolve(__dirname, "..", "..", "scripts", "publish", "code-block.ts")

it.each([
  ["no backticks", "Obsah je v pořádku.", "```"],
  ["a fence of three", "content/a```b.jpg: název obrázku", "````"],
  ["a run of five", "x ````` y", "``````"],
])("fences a text with %s by a longer fence", (_what, text, fence) => {
  expect(fenced(text)).toBe(`${fence}text\n${text}\n${fence}`)
})

it("writes the heading and the report's file in such a block for the summary", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "code-block-"))
  try {
    const report = path.join(work, "content-check.txt")
    fs.writeFileSync(report, "Kontrola obsahu našla 1 chybu:\r\n  - content/x```\n[odkaz](https://example.com)\n\n")
    const run = spawnSync(process.execPath, [script, "Kontrola obsahu", report], { encoding: "utf8" })
    expect([run.status, run.stderr]).toEqual([0, ""])
    expect(run.stdout).toBe(
      "### Kontrola obsahu\n````text\nKontrola obsahu našla 1 chybu:\n  - content/x```\n[odkaz](https://example.com)\n````\n",
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})
