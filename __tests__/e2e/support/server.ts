/**
 * The built site, served by the same server as `npm start`
 * (scripts/serve/server.ts) on a free port. The server runs in its own Node
 * process, as `npm start` runs it: a separate process cannot stall the test's
 * event loop while Chromium waits on it.
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const rootDir = path.resolve(__dirname, "..", "..", "..")
export const publicDir = path.join(rootDir, "public")
const serverScript = path.join(rootDir, "scripts", "serve", "server.ts")
const tsxCli = require.resolve("tsx/cli")

export type SiteServer = {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string
  close: () => Promise<void>
}

function readUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split("\n").find((l) => l.startsWith("http"))
      if (line) resolve(line.trim())
    })
    child.once("exit", (code) => reject(new Error(`scripts/serve/server.ts exited with ${code} before listening`)))
  })
}

export async function startSiteServer(root = publicDir): Promise<SiteServer> {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} has no index.html: run \`npm run build\` before the browser tests`)
  }
  const child = spawn(process.execPath, [tsxCli, serverScript, "--root", root, "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = await readUrl(child)
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}

/** The routes of the built site: every folder of public/ with an index.html, except the editor. */
export function builtRoutes(root = publicDir): string[] {
  const skip = new Set(["admin", "_gatsby", "~partytown", "page-data", "static"])
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.relative(root, entry.parentPath).split(path.sep).filter(Boolean))
    .filter((folders) => !folders.some((folder) => skip.has(folder)))
    .map((folders) => `/${folders.map((folder) => `${folder}/`).join("")}`)
    .sort()
}
