import path from "node:path"
import { buildSync } from "esbuild"

/**
 * The text of the inline script loader: start-scripts.browser.ts, minified by
 * esbuild (readable source, a few hundred bytes on the page). ES2015, as
 * Gatsby's own scripts need; a browser without it reads the pages without scripts.
 */
export function firstPaintLoader(projectDir: string): string {
  const { outputFiles } = buildSync({
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
