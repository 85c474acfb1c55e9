/**
 * @jest-environment node
 *
 * Jest never loads a file from content/ (which an editor may change without a
 * code review), public/ or .cache/. Without modulePathIgnorePatterns, Jest
 * registers every __mocks__ folder it finds and uses content/__mocks__/react.js
 * as React in every test. Here a project in a temp folder, run with this
 * project's Jest settings (all but its setup files), plants such a mock and shows Jest ignores it; the
 * same run without the setting shows the mock would have been used.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
const jestBin = path.join(rootDir, "node_modules", "jest", "bin", "jest.js")
type JestConfig = Record<string, unknown> & { modulePathIgnorePatterns?: string[] }
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's own CommonJS config
const config = require("../../jest.config.js") as JestConfig

let project: string
beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "jest-planted-"))
  fs.symlinkSync(path.join(rootDir, "node_modules"), path.join(project, "node_modules"), "dir")
  for (const folder of ["content", "public", ".cache"]) {
    fs.mkdirSync(path.join(project, folder, "__mocks__"), { recursive: true })
    fs.writeFileSync(path.join(project, folder, "__mocks__", "react.js"), `module.exports = { planted: "${folder}" }\n`)
  }
  fs.mkdirSync(path.join(project, "__tests__"))
  fs.writeFileSync(
    path.join(project, "__tests__", "planted.test.js"),
    [
      'const fs = require("node:fs")',
      'test("react", () => {',
      '  fs.writeFileSync(`${__dirname}/../result.json`, JSON.stringify({ planted: require("react").planted ?? null }))',
      "})",
      "",
    ].join("\n"),
  )
})
afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

/** Runs the planted test with these Jest settings and returns which React it got. */
function reactSeenBy(settingsWithFiles: JestConfig): string | null {
  // Everything but what names this project's files: the setup files, the tests, the transform.
  const { setupFiles: _a, setupFilesAfterEnv: _b, ...settings } = settingsWithFiles
  const runConfig = { ...settings, rootDir: project, transform: {}, testMatch: ["<rootDir>/__tests__/*.test.js"] }
  fs.rmSync(path.join(project, "result.json"), { force: true })
  execFileSync(
    process.execPath,
    [jestBin, "--config", JSON.stringify(runConfig), "--ci", "--no-watchman", "--no-cache"],
    {
      cwd: project,
      stdio: "pipe",
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  )
  return (JSON.parse(fs.readFileSync(path.join(project, "result.json"), "utf8")) as { planted: string | null }).planted
}

it("gives the tests the real React, not a mock planted in content/, public/ or .cache/", () => {
  expect(reactSeenBy(config)).toBeNull()
})

it("would use the planted mock without modulePathIgnorePatterns (what the setting stops)", () => {
  const { modulePathIgnorePatterns: _ignored, ...unguarded } = config
  expect(reactSeenBy(unguarded)).not.toBeNull()
})
