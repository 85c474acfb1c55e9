/**
 * @jest-environment node
 *
 * ESLint and Prettier check every source file the repository tracks. An ignore
 * line meant for the editor's content/ once also hid src/content/ (a line
 * without a leading slash matches a folder of that name anywhere), and the
 * content model drifted from the house style while `npm run lint` stayed green.
 * Only what is written by a tool or belongs to the editor is left out, and that
 * list is here, not in a pattern that can grow by accident.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")

/** Written by a tool, or the editor's: checked by their own tests, not by the linters. */
const NOT_LINTED = [
  /^static\/admin\//,
  /^src\/gatsby-types\.d\.ts$/,
  /^content\//,
  /\.md$/,
  /package-lock\.json$/,
  /^src\/theme\/font-coverage\.json$/,
]

const tracked = execFileSync("git", ["ls-files"], { cwd: rootDir, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .filter((file) => !NOT_LINTED.some((pattern) => pattern.test(file)))
const code = tracked.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
const formatted = tracked.filter((file) => /\.(ts|tsx|js|mjs|cjs|json|ya?ml|css|html)$/.test(file))

/**
 * The files each tool would skip, asked of the tools themselves in one Node process (both load their
 * settings with dynamic imports, which Jest's module system does not run).
 */
function ignoredBy(files: { eslint: string[]; prettier: string[] }, prettierIgnore = ".prettierignore") {
  const script = `
    import { ESLint } from "eslint"
    import * as prettier from "prettier"
    const files = JSON.parse(process.argv[1])
    const eslint = new ESLint()
    const out = { eslint: [], prettier: [] }
    for (const file of files.eslint) if (await eslint.isPathIgnored(file)) out.eslint.push(file)
    for (const file of files.prettier)
      if ((await prettier.getFileInfo(file, { ignorePath: process.argv[2] })).ignored) out.prettier.push(file)
    console.log(JSON.stringify(out))`
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify(files), prettierIgnore],
    { cwd: rootDir, encoding: "utf8" },
  )
  return JSON.parse(output) as { eslint: string[]; prettier: string[] }
}

it("finds the source folders it guards", () => {
  for (const folder of ["src/content/", "src/admin/", "scripts/", "bench/", "tooling/", "__tests__/"]) {
    expect(code.some((file) => file.startsWith(folder))).toBe(true)
  }
})

it("ESLint and Prettier check every tracked source and settings file", () => {
  expect(ignoredBy({ eslint: code, prettier: formatted })).toEqual({ eslint: [], prettier: [] })
})

it("would notice an unanchored ignore line hiding the content model", () => {
  const unanchored = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "prettierignore-")), ".prettierignore")
  fs.writeFileSync(unanchored, "content/\n")
  expect(ignoredBy({ eslint: [], prettier: ["src/content/check.ts"] }, unanchored).prettier).toEqual([
    "src/content/check.ts",
  ])
})
