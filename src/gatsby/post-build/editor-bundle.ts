/**
 * The editor at /admin/: src/admin/index.tsx bundled with esbuild into one
 * script, public/admin/editor.js, which static/admin/index.html loads; no public
 * page does. Decap CMS 3.16 is built for React 19 while the site runs React 18,
 * so the bundle takes React, React DOM and the scheduler from the admin/
 * workspace, wherever they are imported from: Decap, Emotion and the site's own
 * components in the previews all share that one React. Decap's packages are the
 * admin/ workspace's too (npm installs them in admin/node_modules, beside that
 * React), so they are resolved from there as well, also from src/admin/decap/.
 * Why not webpack: Gatsby's webpack config is the site's; esbuild bundles Decap
 * in a few seconds.
 *
 * The previews run the site's components outside Gatsby: "gatsby" is the
 * stand-in of src/admin/, and the content they show besides the entry (labels,
 * catalogue, team) is baked in from the checked content of this build.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import { configCheckedBeforehand } from "../../admin/decap/config-schema"
import { checkedSiteContent } from "../checked-content"
import { previewContent, staticQueryAnswers } from "./preview-data"
import type { PostBuildStep } from "./context"

const EDITOR_PACKAGES = /^(react|react-dom|scheduler|decap-cms-[a-z-]+)(\/.*)?$/

/** Resolves React's and Decap's packages as if imported from admin/ (React with its browser builds). */
function packagesOfTheEditor(adminDir: string): Plugin {
  return {
    name: "packages-of-the-editor",
    setup(bundle) {
      bundle.onResolve({ filter: EDITOR_PACKAGES }, (args) =>
        args.pluginData === adminDir
          ? undefined
          : bundle.resolve(args.path, { resolveDir: adminDir, kind: args.kind, pluginData: adminDir }),
      )
    },
  }
}

/** The React the editor's workspace has; without its install the bundle would quietly take the site's React 18. */
function assertEditorReact(adminDir: string): void {
  let version = ""
  try {
    const manifest = createRequire(path.join(adminDir, "package.json")).resolve("react/package.json")
    version = (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version
  } catch {
    // Reported below.
  }
  if (!version.startsWith("19.")) {
    throw new Error(`The editor needs React 19 from admin/ (found "${version}"): run npm ci in the project's root.`)
  }
}

export async function bundleEditor(
  projectDir: string,
  publicDir: string,
  siteUrl: string,
): Promise<{ outfile: string; bytes: number }> {
  assertEditorReact(path.join(projectDir, "admin"))
  const content = checkedSiteContent(path.join(projectDir, "content"))
  const outfile = path.join(publicDir, "admin", "editor.js")
  const result = await build({
    entryPoints: [path.join(projectDir, "src", "admin", "index.tsx")],
    outfile,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // Decap's own packages ship JSX in .js files.
    loader: { ".js": "jsx", ".svg": "text" },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "window",
      __STATIC_QUERY_ANSWERS__: JSON.stringify(staticQueryAnswers(content, siteUrl)),
      __PREVIEW_CONTENT__: JSON.stringify(previewContent(publicDir)),
    },
    alias: { gatsby: path.join(projectDir, "src", "admin", "gatsby-stand-in.tsx") },
    legalComments: "linked",
    // Decap checks config.yml with ajv on every start; here it is checked once, in a unit test (config-schema.ts).
    plugins: [packagesOfTheEditor(path.join(projectDir, "admin")), configCheckedBeforehand()],
    metafile: true,
    logLevel: "silent",
  })
  return { outfile, bytes: Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0) }
}

export const bundleEditorStep: PostBuildStep = async ({ projectDir, publicDir, siteUrl, reporter }) => {
  const { outfile, bytes } = await bundleEditor(projectDir, publicDir, siteUrl)
  reporter.info(`Editor: ${path.relative(projectDir, outfile)} bundled (${Math.round(bytes / 1024)} kB)`)
}
