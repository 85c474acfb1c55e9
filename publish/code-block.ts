/**
 * A Markdown code block that the text inside cannot leave: its fence is longer
 * than any run of backticks in the text, so a file name or a value with ```
 * in the content check's report cannot close it and write Markdown of its own
 * into the run's summary or the pull request's comment.
 *
 *   node publish/code-block.ts <heading> <file>
 *
 * prints the heading and the file's text in such a block (the build job's
 * summary of the content check). Node runs this file as it is: only Node's own
 * modules.
 */
import fs from "node:fs"
import path from "node:path"

export function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = "`".repeat(longest + 1)
  return `${fence}text\n${text}\n${fence}`
}

if (process.argv[1]?.endsWith(path.join("publish", "code-block.ts"))) {
  const [heading, file] = process.argv.slice(2)
  if (!heading || !file) {
    console.error("usage: node publish/code-block.ts <heading> <file>")
    process.exitCode = 1
  } else {
    console.log(`### ${heading}\n${fenced(fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n").trimEnd())}`)
  }
}
