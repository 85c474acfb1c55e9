/**
 * The editor's own packages in tests. Decap's packages (and React 19) are dependencies of the admin/ workspace,
 * which npm installs in admin/node_modules beside that React, so they are found from admin/, as the editor's
 * bundle finds them (src/gatsby/post-build/editor-bundle.ts), not from the project's root.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
const adminDir = path.join(rootDir, "admin")

/** The folder of the editor's package `name` ("decap-cms-core"). */
export function editorPackageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [adminDir] }))
}

/** esbuild's options for editorModules, as JSON: the bundle is made by a Node process of its own (see there). */
const BUNDLE_OPTIONS = {
  bundle: true,
  format: "cjs",
  platform: "node",
  // The ES modules, as the editor's bundle (a browser bundle) takes them, not the published single-file builds.
  mainFields: ["module", "main"],
  // Decap's packages ship JSX in .js files.
  loader: { ".js": "jsx" },
  jsx: "automatic",
  jsxImportSource: "@emotion/react",
  write: false,
  logLevel: "silent",
}

/**
 * What `entry` (ES module source, its imports found from admin/) exports, from the ES modules of Decap's packages
 * that the editor's bundle takes. Node cannot load those (extensionless imports, JSX in .js files), and their
 * published single-file builds do not fit together outside a page (decap-cms-lib-util's leaves out what the
 * backends import): esbuild bundles them into one CommonJS module, the same under Jest and Playwright Test. It runs
 * in a Node process of its own, because esbuild refuses to load in Jest's jsdom environment (its Uint8Array is the
 * page's, not Node's).
 */
export function editorModules<T>(entry: string): T {
  const bundler = `const { buildSync } = require("esbuild")
const [bundle] = buildSync({ ...${JSON.stringify(BUNDLE_OPTIONS)}, stdin: { contents: require("fs").readFileSync(0, "utf8"), resolveDir: ${JSON.stringify(adminDir)} } }).outputFiles
process.stdout.write(bundle.text)`
  const code = execFileSync(process.execPath, ["-e", bundler], {
    cwd: rootDir,
    input: entry,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  })
  const module = { exports: {} }
  // Evaluated as Node evaluates a CommonJS file: a function of module, exports and require.
  new Function("module", "exports", "require", code)(module, module.exports, require)
  return module.exports as T
}
