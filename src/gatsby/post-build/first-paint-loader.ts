import path from "node:path"
import { build } from "esbuild"

/**
 * The text of the inline script loader: start-scripts.browser.ts, minified by
 * esbuild (readable source, a few hundred bytes on the page). ES2015, as
 * Gatsby's own scripts need; a browser without it reads the pages without scripts.
 * esbuild's async API, not buildSync: buildSync runs esbuild from a worker
 * thread, and a `gatsby build` with it once printed "Done building" and then
 * never exited, its main thread waiting on a lock.
 */
export async function firstPaintLoader(projectDir: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(projectDir, "src", "gatsby", "post-build", "start-scripts.browser.ts")],
    minify: true,
    target: "es2015",
    write: false,
    logLevel: "silent",
    // Not the project's tsconfig: its "strict" would add a "use strict" the script does not need.
    tsconfigRaw: {},
  })
  return outputFiles[0].text.trim()
}
