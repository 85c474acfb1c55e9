/**
 * WebKitGTK's W3C WebDriver server (Debian's webkit2gtk-driver), which starts MiniBrowser, Safari's engine in a
 * GTK window, for each session. MiniBrowser needs a display and takes no --headless: each server gets an X server
 * of its own in memory (Xvfb). Not `xvfb-run -a`: two started at once can pick the same display, and it needs
 * xauth; Xvfb's -displayfd picks a free display itself and says which once it accepts connections.
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { Readable } from "node:stream"

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
const PROGRAMS = { WebKitWebDriver: "webkit2gtk-driver", Xvfb: "xvfb" } as const

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone. GTK reads a user stylesheet
 * from $XDG_CONFIG_HOME/gtk-3.0/gtk.css: without padding, margins and minimum widths the toolbar fits in 375 px.
 * It styles the browser's own widgets only, never the page.
 */
const NARROW_TOOLBAR = "* { padding: 0; margin: 0; min-width: 0; }\n"

const onPath = (name: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && fs.existsSync(path.join(dir, name)))

/** Why WebKit cannot run on this machine (each missing program and its Debian package), or undefined. */
export function missingTools(): string | undefined {
  const missing = Object.entries(PROGRAMS)
    .filter(([program]) => !onPath(program))
    .map(([program, debianPackage]) => `${program} (package ${debianPackage})`)
  if (!fs.existsSync(MINIBROWSER)) missing.push(`${MINIBROWSER} (package libwebkit2gtk-4.1-0)`)
  return missing.length > 0 ? `WebKitGTK cannot run here: ${missing.join(", ")} missing` : undefined
}

/** A running server: its address, the end of what it and its browsers printed, and how to end them. */
export type Driver = { url: string; output: () => string; stop: () => Promise<void> }

/** A port no one listens on now (the kernel's choice), for the server to take. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/**
 * Ends `child` and, started in a group of its own, whatever it started (MiniBrowser and WebKit's processes):
 * SIGTERM, then SIGKILL if it is still there after 5 s.
 */
async function end(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined || !running(child)) return
    try {
      process.kill(-child.pid, name)
    } catch {
      // The group has already gone.
    }
  }
  if (!running(child)) return
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  signal("SIGTERM")
  const timer = setTimeout(() => signal("SIGKILL"), 5000)
  await exited
  clearTimeout(timer)
}

/** Xvfb on the first free display, once it accepts connections: its number, as ":N". */
function startXvfb(log: (chunk: Buffer) => void): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  })
  xvfb.stdout?.on("data", log)
  xvfb.stderr?.on("data", log)
  return new Promise((resolve, reject) => {
    let written = ""
    ;(xvfb.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      written += chunk.toString()
      if (written.endsWith("\n")) resolve({ xvfb, display: `:${written.trim()}` })
    })
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code}) before it had a display`)))
  })
}

export async function startDriver(): Promise<Driver> {
  let output = ""
  const log = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  const config = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-gtk-"))
  fs.mkdirSync(path.join(config, "gtk-3.0"))
  fs.writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR)
  const { xvfb, display } = await startXvfb(log)
  const port = await freePort()
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
  })
  driver.stdout?.on("data", log)
  driver.stderr?.on("data", log)
  // Should the worker die without its teardown, its browser must not outlive it.
  const onExit = () => {
    for (const child of [driver, xvfb]) {
      try {
        if (child.pid !== undefined && running(child)) process.kill(-child.pid, "SIGKILL")
      } catch {
        // Gone already.
      }
    }
  }
  process.once("exit", onExit)
  const stop = async () => {
    process.off("exit", onExit)
    await end(driver)
    await end(xvfb)
    fs.rmSync(config, { recursive: true, force: true })
  }

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline && running(driver)) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((status) => status.value?.ready === true)
      .catch(() => false)
    if (ready) return { url, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`WebKitWebDriver did not answer on ${url}/status: ${output.trim() || "no output"}`)
}
