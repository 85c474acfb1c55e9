// The W3C Nu HTML Checker (vnu-jar, run with the machine's Java), as the build test and the benchmark run it:
// one Java start for all files, errors only.
import { spawnSync } from "node:child_process"

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

/**
 * Properties the browsers have and the checker's CSS validator (vnu-jar 26.9.27) does not know yet: CSS
 * Scroll-driven Animations (Chromium 115+), which give the top bar its look before the scripts (Header.tsx).
 * Only the checker's exact "doesn't exist" message for these names is dropped; any other message about them
 * (a wrong value) still counts.
 */
const NEWER_THAN_THE_CHECKER = ["animation-timeline", "animation-range"]
const unknownToTheChecker = ({ message }: NuMessage) =>
  NEWER_THAN_THE_CHECKER.some((name) => message === `CSS: “${name}”: Property “${name}” doesn't exist.`)

export type NuMessage = { type: string; url: string; message: string; lastLine?: number; firstColumn?: number }

/**
 * The checker's errors in `files` (absolute paths), each with the `url` of its
 * file (`file:/…`). Throws when Java is missing or the checker gives no report.
 */
export function nuErrors(files: string[]): NuMessage[] {
  if (files.length === 0) return []
  const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  })
  if (run.error) {
    throw new Error(`The Nu HTML Checker needs Java (apt-get install default-jre-headless): ${run.error.message}`)
  }
  // The checker writes its JSON report to stderr and exits with 1 when it found errors.
  const report = [run.stdout, run.stderr].find((output) => output.trim().startsWith("{"))
  if (!report) throw new Error(`The Nu HTML Checker gave no report:\n${run.stdout}${run.stderr}`)
  return (JSON.parse(report) as { messages: NuMessage[] }).messages.filter((message) => !unknownToTheChecker(message))
}
