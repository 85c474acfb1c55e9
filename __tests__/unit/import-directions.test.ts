/**
 * @jest-environment node
 *
 * Which way the layers of src/ may import: the content model (src/content/)
 * depends on nothing built on top of it (the Gatsby glue, the browser editor,
 * the components), and the browser editor (src/admin/) runs in the browser,
 * so it takes nothing from the build's Node code in src/gatsby/. Imports of
 * types only count too: a type import still ties the layers together.
 */
import fs from "node:fs"
import path from "node:path"

const srcDir = path.resolve(__dirname, "..", "..", "src")

/** Every relative import in the TypeScript files under `folder` of src/, as [importing file, imported path] from src/. */
function importsUnder(folder: string): [string, string][] {
  const dir = path.join(srcDir, folder)
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/\b(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map(
        ([, target]): [string, string] => [
          path.relative(srcDir, file),
          path.relative(srcDir, path.resolve(path.dirname(file), target)),
        ],
      ),
    )
}

const into = (imports: [string, string][], folders: string[]) =>
  imports.filter(([, target]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`)))

it("finds the imports it judges", () => {
  expect(importsUnder("content").length).toBeGreaterThan(20)
  expect(importsUnder("admin").length).toBeGreaterThan(5)
})

it("keeps src/content free of the Gatsby glue, the browser editor and the components", () => {
  expect(into(importsUnder("content"), ["gatsby", "admin", "components", "pages"])).toEqual([])
})

it("keeps src/admin (browser code) free of src/gatsby (the build's Node code)", () => {
  expect(into(importsUnder("admin"), ["gatsby"])).toEqual([])
})

it("reaches src/content from outside only through its entries (index.ts; browser.ts for the browser editor)", () => {
  const outside = ["gatsby", "admin", "components", "pages", "hooks"].flatMap((folder) =>
    fs.existsSync(path.join(srcDir, folder)) ? importsUnder(folder) : [],
  )
  expect(outside.filter(([, target]) => target.startsWith("content/") && target !== "content/browser")).toEqual([])
})
