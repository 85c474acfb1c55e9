/**
 * What every tool of the kit starts: Debian's Chromium (or CHROME_PATH), with the flags the tests use
 * (tooling/chromium.ts), driven by playwright-core or by Lighthouse through chrome-launcher; and the site's
 * own server (scripts/serve/server.ts: its _headers, brotli) on a build.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type BrowserContext, chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_ARGS } from "../tooling/chromium"
import { type SiteServer, startServer } from "../scripts/serve/server"
import { createTempProject, startGatsbyBuild, waitForBuild } from "../tooling/temp-project"

export const rootDir = path.resolve(__dirname, "..")

/** Headless Chromium for playwright-core. */
export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true })

/** Requests to any other host than this machine's fail at once (the machine has no internet, and the map's host would only time out). */
export const loopbackOnly = (context: BrowserContext) =>
  context.route("**/*", (r) =>
    ["127.0.0.1", "localhost"].includes(new URL(r.request().url()).hostname) ? r.continue() : r.abort(),
  )

/** Headless Chromium for Lighthouse, with a profile of its own that `kill()` removes (chrome-launcher leaves one it was given). */
export async function launchChromeForLighthouse() {
  // Imported at run time, like Lighthouse: chrome-launcher is an ES module.
  const { launch } = await import("chrome-launcher")
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"))
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    userDataDir,
  })
  return {
    port: chrome.port,
    kill: async () => {
      await chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/** The one line that says `publicDir` holds no build, if it does not. */
export const missingBuild = (publicDir: string) =>
  fs.existsSync(path.join(publicDir, "index.html")) ? "" : `${publicDir} has no build: run \`npm run build\` first.`

/** The site's own server on `publicDir`, on a free loopback port. */
export const serveBuild = (publicDir: string): Promise<SiteServer> =>
  missingBuild(publicDir)
    ? Promise.reject(new Error(missingBuild(publicDir)))
    : startServer({ root: publicDir, port: 0 })

/**
 * A build of an older revision's code with today's content/, to measure beside this one in the same run
 * (`--before`; the only fair comparison on a machine whose speed swings by the hour), in a temp copy of the
 * project kept from run to run, so that a second run reuses Gatsby's caches (tooling/temp-project.ts).
 */
export async function buildRevision(revision: string): Promise<string> {
  const git = ["rev-parse", "--verify", `${revision}^{commit}`]
  const commit = execFileSync("git", git, { cwd: rootDir, encoding: "utf8" }).trim()
  const dir = createTempProject("bench-before", { reused: true, revision: commit })
  process.stderr.write(`building ${commit.slice(0, 7)}…\n`)
  const result = await waitForBuild(startGatsbyBuild(dir))
  if (result.exitCode !== 0) throw new Error(`The build of ${revision} failed:\n${result.output.slice(-4000)}`)
  return path.join(dir, "public")
}
