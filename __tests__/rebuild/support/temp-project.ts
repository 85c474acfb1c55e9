/**
 * A throwaway copy of this project in the system's temp folder, with a
 * content/ of its own, where `gatsby build` can run without touching the real
 * public/ (what gets published) or .cache/.
 *
 * Gatsby's caches are deliberately not copied in: gatsby-plugin-sharp names
 * each image job by its absolute output folder (<project>/public/static/…), so
 * jobs finished in this project never match a copy elsewhere and every image
 * is processed again anyway; and a .cache moved to another folder made the
 * build fail ("The result of this StaticQuery could not be fetched").
 */
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { rootDir } from "../../support/built-site"

/** The project's own files: what git tracks or would track, so no build output and no node_modules. */
function projectFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: rootDir,
    encoding: "utf8",
  })
  return listing
    .split("\0")
    .filter((file) => file && !/^(content|__tests__)\//.test(file))
    .filter((file) => fs.existsSync(path.join(rootDir, file)))
}

/** A copy of the project (content/ included) with node_modules linked, not copied; returns its folder. */
export function createTempProject(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `head-spa-${name}-`))
  for (const file of projectFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(rootDir, file), path.join(dir, file))
  }
  fs.cpSync(path.join(rootDir, "content"), path.join(dir, "content"), { recursive: true })
  fs.symlinkSync(path.join(rootDir, "node_modules"), path.join(dir, "node_modules"), "junction")
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
export function startGatsbyBuild(dir: string): RunningBuild {
  const started = performance.now()
  const log = path.join(dir, "build.log")
  const result = path.join(dir, "build-result.json")
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
  // Jest's own setting; the build sets its own.
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
  const finish = (exitCode: number | null) =>
    fs.writeFileSync(result, JSON.stringify({ exitCode, seconds: Math.round((performance.now() - started) / 1000) }))
  child.once("error", () => finish(null))
  child.once("exit", finish)
  return { dir, pid: child.pid!, log, result }
}

/** Resolves when the build has ended, with its exit code and everything it printed. */
export async function waitForBuild(build: RunningBuild): Promise<BuildResult> {
  while (!fs.existsSync(build.result)) await new Promise((resolve) => setTimeout(resolve, 500))
  const { exitCode, seconds } = JSON.parse(fs.readFileSync(build.result, "utf8")) as Omit<BuildResult, "output">
  return { exitCode, seconds, output: fs.readFileSync(build.log, "utf8") }
}

/** Stops the build if it still runs (its whole process group), and removes the project. */
export function removeTempProject(build: RunningBuild): void {
  if (!fs.existsSync(build.result)) {
    try {
      process.kill(-build.pid, "SIGTERM")
    } catch {
      // It ended in the meantime.
    }
  }
  fs.rmSync(build.dir, { recursive: true, force: true })
}
