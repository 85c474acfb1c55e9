/**
 * @jest-environment node
 *
 * The content check stays flat enough to follow one rule from the YAML line to
 * its Czech message in one screen: inside src/content, no chain of
 * imports is longer than four steps (check → cross-file-rules → collections →
 * zod-schemas → fields). Imports of types only (`import type`) are left out: they
 * vanish when the code runs and make no file wait for another.
 */
import fs from "node:fs"
import path from "node:path"

const contentDir = path.resolve(__dirname, "..", "..", "src", "content")
const MAX_DEPTH = 4

/** Each module of the folder and the modules of the same folder it imports at run time. */
function importGraph(dir: string): Map<string, string[]> {
  const modules = fs.readdirSync(dir).filter((file) => file.endsWith(".ts") && file !== "index.ts")
  const graph = new Map<string, string[]>()
  for (const file of modules) {
    // Each import statement, from its `import` to the end of its `from "…"` (the code has no semicolons).
    const statements = fs.readFileSync(path.join(dir, file), "utf8").match(/^import\b[\s\S]*?\bfrom\s+"[^"]+"/gm) ?? []
    const imported = statements
      .filter((statement) => !/^import\s+type\b/.test(statement))
      .flatMap((statement) => /from\s+"\.\/([\w-]+)"$/.exec(statement)?.slice(1) ?? [])
      .map((name) => `${name}.ts`)
    graph.set(
      file,
      imported.filter((name) => modules.includes(name)),
    )
  }
  return graph
}

/** The longest chain of imports starting at a module, as the list of modules along it. */
function longestChain(graph: Map<string, string[]>, from: string, seen: string[] = []): string[] {
  if (seen.includes(from)) throw new Error(`import cycle: ${[...seen, from].join(" → ")}`)
  const chains = (graph.get(from) ?? []).map((next) => longestChain(graph, next, [...seen, from]))
  return [from, ...chains.reduce((longest, chain) => (chain.length > longest.length ? chain : longest), [])]
}

it(`has no import chain longer than ${MAX_DEPTH} steps inside src/content, and no cycle`, () => {
  const graph = importGraph(contentDir)
  expect(graph.size).toBeGreaterThan(5)
  const longest = [...graph.keys()]
    .map((file) => longestChain(graph, file))
    .reduce((best, chain) => (chain.length > best.length ? chain : best))
  // Said as a sentence, so a failure shows the chain to cut.
  const steps = longest.length - 1
  expect(`${steps} steps: ${longest.join(" → ")}`).toMatch(new RegExp(`^[0-${MAX_DEPTH}] steps`))
})
