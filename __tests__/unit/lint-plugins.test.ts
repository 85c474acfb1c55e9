/**
 * @jest-environment node
 *
 * Every ESLint plugin of eslint.config.mjs still reports under the ESLint the
 * project installs. Two of them do not declare ESLint 10 yet and install beside
 * it through package.json's "overrides" (eslint.config.mjs says why): a plugin
 * that loaded but quietly stopped reporting would leave `npm run lint` green.
 * So a file with one mistake per plugin is linted with the project's own
 * configuration, and each plugin must name its mistake. Once a plugin declares
 * the installed ESLint itself, its override has to go.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))
const pkg = readJson(path.join(rootDir, "package.json")) as {
  devDependencies: Record<string, string>
  overrides: Record<string, string | Record<string, string>>
}

/** One mistake each plugin (and ESLint's own rules) must catch, in files of a throwaway src/. */
const PLANTED: Record<string, string> = {
  "src/planted.tsx": `
import { useState } from "react"
export function Planted({ items, open }: { items: string[]; open: boolean }) {
  if (open) useState(0)
  const unused: any = 1
  debugger
  return (
    <ul>
      {items.map((item) => <li>{item}</li>)}
      <img src="a.png" />
    </ul>
  )
}
`,
  // A folder imported by its index.ts, as src/theme is.
  "src/cycle-a.ts": `import { b } from "./cycle"\nexport const a = (): unknown => b\n`,
  "src/cycle/index.ts": `import { a } from "../cycle-a"\nexport const b = (): unknown => a\n`,
  "src/clean.tsx": `export const Clean = ({ alt }: { alt: string }) => <img src="a.png" alt={alt} />\n`,
}

/** What the project's ESLint (its configuration, from the repository) reports for each planted file. */
function lintPlanted(): Record<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lint-plugins-"))
  try {
    for (const [file, text] of Object.entries(PLANTED)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    // ESLint loads its configuration with a dynamic import, which Jest's module system does not run.
    const script = `
      import { ESLint } from "eslint"
      const eslint = new ESLint({ cwd: process.argv[1], overrideConfigFile: process.argv[2] })
      const results = await eslint.lintFiles(["src"])
      console.log(JSON.stringify(Object.fromEntries(results.map((result) => [
        result.filePath.slice(process.argv[1].length + 1),
        result.messages.map((message) => message.ruleId ?? message.message),
      ]))))`
    const output = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", script, dir, path.join(rootDir, "eslint.config.mjs")],
      { cwd: rootDir, encoding: "utf8" },
    )
    return JSON.parse(output) as Record<string, string[]>
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const reported = lintPlanted()

it("lints the planted files with the project's configuration, and a correct file passes", () => {
  expect(Object.keys(reported).sort()).toEqual(Object.keys(PLANTED).sort())
  expect(reported["src/clean.tsx"]).toEqual([])
})

it.each([
  ["ESLint's own rules (@eslint/js)", "src/planted.tsx", "no-debugger"],
  ["typescript-eslint", "src/planted.tsx", "@typescript-eslint/no-unused-vars"],
  ["typescript-eslint", "src/planted.tsx", "@typescript-eslint/no-explicit-any"],
  ["eslint-plugin-react", "src/planted.tsx", "react/jsx-key"],
  ["eslint-plugin-react-hooks", "src/planted.tsx", "react-hooks/rules-of-hooks"],
  ["eslint-plugin-jsx-a11y", "src/planted.tsx", "jsx-a11y/alt-text"],
  ["eslint-plugin-import-x", "src/cycle-a.ts", "import-x/no-cycle"],
  ["eslint-plugin-import-x", "src/cycle/index.ts", "import-x/no-cycle"],
])("%s reports its planted mistake in %s (%s)", (_plugin, file, rule) => {
  expect(reported[file]).toContain(rule)
})

describe("the overrides that install a plugin beside an ESLint it does not declare", () => {
  const eslintMajor = Number(readJson(path.join(rootDir, "node_modules/eslint/package.json")).version.split(".")[0])
  const overridden = Object.entries(pkg.overrides).filter(
    ([, override]) => typeof override === "object" && override.eslint === "$eslint",
  )

  it("are the only overrides besides sharp's, and each is of a plugin the project uses", () => {
    expect(Object.keys(pkg.overrides).sort()).toEqual(["sharp", ...overridden.map(([name]) => name)].sort())
    for (const [name] of overridden) expect(Object.keys(pkg.devDependencies)).toContain(name)
  })

  it.each(overridden.map(([name]) => name))("%s still needs its override (drop it once it declares ESLint)", (name) => {
    const declared: string = readJson(path.join(rootDir, "node_modules", name, "package.json")).peerDependencies.eslint
    const majors = [...declared.matchAll(/\^(\d+)/g)].map((found) => Number(found[1]))
    expect(majors).not.toContain(eslintMajor)
  })
})
