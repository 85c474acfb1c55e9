/**
 * @jest-environment node
 *
 * The layer rules of src/ are ESLint's `import-x/no-restricted-paths` zones in
 * eslint.config.mjs: the content model (src/content/) imports nothing built on
 * top of it, the browser editor (src/admin/) nothing of the build's Node code
 * (src/gatsby/), and everyone else reaches the model only through its entries
 * (index.ts; browser.ts for the browser editor). A zone with a mistyped folder
 * would report nothing and leave `npm run lint` green, so each crossing is
 * planted here as a file that is not on disk (ESLint reads its text, named as if
 * it lay in src/) importing a real module, and the zone must name it; the
 * imports the rules allow must pass.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
const RULE = "import-x/no-restricted-paths"

/** A real module of a src/ folder, as an import path from a file one folder deep in src/. */
function someModuleOf(folder: string): string {
  const file = fs
    .readdirSync(path.join(rootDir, "src", folder))
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    .sort()[0]
  if (!file) throw new Error(`src/${folder} has no module to import`)
  return `../${folder}/${file.replace(/\.tsx?$/, "")}`
}

type Planted = { file: string; text: string }

/** The messages of the layer rule for each planted file, linted with the project's configuration. */
function layerMessages(planted: Planted[]): string[][] {
  // ESLint loads its configuration with a dynamic import, which Jest's module system does not run.
  const script = `
    import { ESLint } from "eslint"
    const eslint = new ESLint({ cwd: process.argv[2] })
    const out = []
    for (const { file, text } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(text, { filePath: file })
      out.push(result.messages.filter((message) => message.ruleId === ${JSON.stringify(RULE)}).map((m) => m.message))
    }
    console.log(JSON.stringify(out))`
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify(planted), rootDir],
    {
      cwd: rootDir,
      encoding: "utf8",
    },
  )
  return JSON.parse(output) as string[][]
}

const crossings: [string, Planted][] = [
  ...["gatsby", "admin", "components", "pages", "hooks"].map((folder): [string, Planted] => [
    `src/content imports src/${folder}`,
    { file: "src/content/planted.ts", text: `import "${someModuleOf(folder)}"\n` },
  ]),
  [
    "src/content imports a type of src/gatsby",
    {
      file: "src/content/planted.ts",
      text: `import type * as Glue from "${someModuleOf("gatsby")}"\nexport type G = Glue\n`,
    },
  ],
  ["src/admin imports src/gatsby", { file: "src/admin/planted.ts", text: `import "${someModuleOf("gatsby")}"\n` }],
  ...["gatsby", "admin", "components", "pages", "hooks"].map((folder): [string, Planted] => [
    `src/${folder} imports an inner module of src/content`,
    { file: `src/${folder}/planted.ts`, text: `import "../content/reader"\n` },
  ]),
]

const allowed: [string, Planted][] = [
  ["src/gatsby imports src/content's entry", { file: "src/gatsby/planted.ts", text: `import "../content"\n` }],
  [
    "src/admin imports src/content's browser entry",
    { file: "src/admin/planted.ts", text: `import "../content/browser"\n` },
  ],
  ["src/content imports its own modules", { file: "src/content/planted.ts", text: `import "./reader"\n` }],
  [
    "src/components import src/hooks",
    { file: "src/components/planted.tsx", text: `import "${someModuleOf("hooks")}"\n` },
  ],
]

const messages = layerMessages([...crossings, ...allowed].map(([, planted]) => planted))

it.each(crossings.map(([name], index) => [name, index] as const))("reports a crossing: %s", (_name, index) => {
  expect(messages[index]).toHaveLength(1)
  expect(messages[index][0]).toMatch(/restricted zone/)
})

it.each(allowed.map(([name], index) => [name, crossings.length + index] as const))(
  "lets an allowed import pass: %s",
  (_name, index) => {
    expect(messages[index]).toEqual([])
  },
)
