/**
 * The content check's report goes into the build job's summary in a code block
 * it cannot close (publish/code-block.ts, run as the job runs it, in
 * plain Node): a report quoting ``` or more keeps all its lines inside.
 */
import assert from "node:assert/strict"
import { it } from "node:test"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fenced } from "../code-block.ts"

const script = path.join(import.meta.dirname, "..", "code-block.ts")

for (const [_what, text, fence] of [
  ["no backticks", "Obsah je v pořádku.", "```"],
  ["a fence of three", "content/a```b.jpg: název obrázku", "````"],
  ["a run of five", "x ````` y", "``````"],
]) {
  it(`fences a text with ${_what} by a longer fence`, () => {
    assert.equal(fenced(text), `${fence}text\n${text}\n${fence}`)
  })
}

it("writes the heading and the report's file in such a block for the summary", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "code-block-"))
  try {
    const report = path.join(work, "content-check.txt")
    fs.writeFileSync(report, "Kontrola obsahu našla 1 chybu:\r\n  - content/x```\n[odkaz](https://example.com)\n\n")
    const run = spawnSync(process.execPath, [script, "Kontrola obsahu", report], { encoding: "utf8" })
    assert.deepEqual([run.status, run.stderr], [0, ""])
    assert.equal(
      run.stdout,
      "### Kontrola obsahu\n````text\nKontrola obsahu našla 1 chybu:\n  - content/x```\n[odkaz](https://example.com)\n````\n",
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})
