/**
 * Copies of this project in the system's temp folder, each with a content/ of
 * its own, where `gatsby build` runs without touching the real public/ (what
 * gets published) or .cache/: the tests' second site and broken catalogue
 * (__tests__/rebuild/sites.setup.ts), and the build of an older revision of the
 * code that `npm run bench:first-tap -- --before <revision>` measures beside
 * this one (buildRevision, bench/browser.ts).
 *
 * The real build's caches cannot help: gatsby-plugin-sharp names each image
 * job by its absolute output folder (<project>/public/static/…), so no job
 * finished in this project matches one in a copy elsewhere (all 70 ran again
 * in a copy given this project's .cache and public/), and that copy's build
 * then failed ("The result of this StaticQuery could not be fetched"). A copy
 * that stays in the same folder from one run to the next is another matter:
 * Gatsby reuses its own caches there as in any later build, so a `reused`
 * project keeps .cache and public/ of its last complete build (a second run
 * built in 25 s instead of 250 s), and starts clean after a failed or
 * interrupted one.
 */
import { execFileSync, spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const rootDir = path.resolve(__dirname, "..")

/** The project's own files: what git tracks or would track, so no build output and no node_modules. */
function projectFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: rootDir,
    encoding: "utf8",
  })
  return (
    listing
      .split("\0")
      .filter((file) => file && !/^(content|__tests__)\//.test(file))
      // Not what a worktree links in place of a folder (node_modules there is a link, which git lists as a file).
      .filter((file) => fs.existsSync(path.join(rootDir, file)) && !fs.statSync(path.join(rootDir, file)).isDirectory())
  )
}

/** The code of the project at a git revision, without content/ and tests, written into `dir`. */
function writeRevision(revision: string, dir: string): void {
  const archive = execFileSync("git", ["archive", "--format=tar", revision], {
    cwd: rootDir,
    maxBuffer: 256 * 1024 * 1024,
  })
  execFileSync("tar", ["-x", "-C", dir, "--anchored", "--exclude=content", "--exclude=__tests__"], { input: archive })
}

const BUILD_OUTPUT = [".cache", "public"]
const LOG = "build.log"
const RESULT = "build-result.json"

/** What a build in `dir` ended with. */
type StoredResult = { exitCode: number | null; seconds: number }

const storedResult = (dir: string): StoredResult | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, RESULT), "utf8")) as StoredResult
  } catch {
    return undefined
  }
}

/** Whether the last build in `dir` ran to its end without an error. */
const builtCleanly = (dir: string) => storedResult(dir)?.exitCode === 0

/** Takes `dir` for this process, unless a live one holds it; returns whether it did. */
function lock(dir: string): boolean {
  const file = `${dir}.lock`
  try {
    const holder = Number(fs.readFileSync(file, "utf8"))
    process.kill(holder, 0)
    return holder === process.pid
  } catch {
    // No lock, or its process is gone.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, String(process.pid))
  return true
}

/** The folder a `reused` project of this name keeps from run to run: one per checkout. */
export const reusedProjectDir = (name: string) =>
  path.join(os.tmpdir(), `head-spa-${name}-${crypto.createHash("sha1").update(rootDir).digest("hex").slice(0, 8)}`)

/**
 * A copy of the project (or of its code at `revision`) with the current
 * content/ (or the content folder `content`), and node_modules linked, not
 * copied (the editor's workspace's too); returns its folder. `reused` keeps one
 * folder per checkout and its build caches (see above); otherwise the folder is
 * new and empty.
 */
export function createTempProject(
  name: string,
  {
    reused = false,
    revision,
    content = path.join(rootDir, "content"),
  }: { reused?: boolean; revision?: string; content?: string } = {},
): string {
  const stable = reusedProjectDir(name)
  // Another test run of this checkout holds the reused folder: build cold in a folder of its own.
  const dir = reused && lock(stable) ? stable : fs.mkdtempSync(path.join(os.tmpdir(), `head-spa-${name}-`))
  fs.mkdirSync(dir, { recursive: true })
  const keep = builtCleanly(dir) ? [...BUILD_OUTPUT, RESULT] : []
  for (const entry of fs.readdirSync(dir)) {
    if (!keep.includes(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
  if (revision) writeRevision(revision, dir)
  else {
    for (const file of projectFiles()) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.copyFileSync(path.join(rootDir, file), path.join(dir, file))
    }
  }
  fs.cpSync(content, path.join(dir, "content"), { recursive: true })
  for (const modules of ["node_modules", "admin/node_modules"]) {
    if (!fs.existsSync(path.join(rootDir, modules)) || !fs.existsSync(path.dirname(path.join(dir, modules)))) continue
    fs.symlinkSync(path.join(rootDir, modules), path.join(dir, modules), "junction")
  }
  return dir
}

/** A build under way: what it prints goes to `log`, and `result` is written when it ends. */
export type RunningBuild = { dir: string; pid: number; log: string; result: string }
export type BuildResult = { exitCode: number | null; seconds: number; output: string }

/**
 * Starts `gatsby build` in `dir` as `npm run build` runs it, in a process group
 * of its own (Gatsby starts workers), so it can be stopped as a whole. It runs
 * at a lower priority: it uses the processor time the other tests leave, and
 * never slows down one that waits for an animation or a timeout.
 */
export function startGatsbyBuild(dir: string, extraEnv: NodeJS.ProcessEnv = {}): RunningBuild {
  const started = performance.now()
  const log = path.join(dir, LOG)
  const result = path.join(dir, RESULT)
  // A result left by an earlier build in a reused folder must not answer for this one.
  fs.rmSync(result, { force: true })
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extraEnv }
  // The test runner's own setting; the build sets its own.
  delete env.NODE_ENV
  const output = fs.openSync(log, "w")
  const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    env,
    stdio: ["ignore", output, output],
    detached: true,
  })
  fs.closeSync(output)
  // Set before Gatsby starts its workers, which inherit it.
  os.setPriority(child.pid!, 10)
  const finish = (exitCode: number | null) => {
    const stored: StoredResult = { exitCode, seconds: Math.round((performance.now() - started) / 1000) }
    fs.writeFileSync(result, JSON.stringify(stored))
  }
  child.once("error", () => finish(null))
  child.once("exit", finish)
  return { dir, pid: child.pid!, log, result }
}

/** Resolves when the build has ended, with its exit code and everything it printed. */
export async function waitForBuild(build: RunningBuild): Promise<BuildResult> {
  while (!fs.existsSync(build.result)) await new Promise((resolve) => setTimeout(resolve, 500))
  const { exitCode, seconds } = storedResult(build.dir)!
  return { exitCode, seconds, output: fs.readFileSync(build.log, "utf8") }
}

/** How the last build in `dir` ended, once it has: for a process other than the one that started it. */
export function finishedBuild(dir: string): BuildResult | undefined {
  const stored = storedResult(dir)
  if (!stored) return undefined
  return { exitCode: stored.exitCode, seconds: stored.seconds, output: fs.readFileSync(path.join(dir, LOG), "utf8") }
}

/**
 * Stops the build if it still runs (its whole process group), then removes
 * the project, or with `keep` leaves a reused one (and its caches) for the next run.
 */
export function removeTempProject(build: RunningBuild, { keep = false } = {}): void {
  if (!fs.existsSync(build.result)) {
    try {
      process.kill(-build.pid, "SIGTERM")
    } catch {
      // It ended in the meantime.
    }
  }
  const lockFile = `${build.dir}.lock`
  const reused = fs.existsSync(lockFile) && Number(fs.readFileSync(lockFile, "utf8")) === process.pid
  if (!(keep && reused)) fs.rmSync(build.dir, { recursive: true, force: true })
  if (reused) fs.rmSync(lockFile)
}
