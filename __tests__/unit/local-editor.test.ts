/**
 * @jest-environment node
 *
 * `npm run cms` (scripts/local-editor.ts) starts Decap's local backend, which has no
 * login and writes files in the checkout, on 127.0.0.1 only, even when the
 * environment asks for every interface. Checked by connecting to it.
 */
import { type ChildProcess, spawn } from "node:child_process"
import net from "node:net"
import os from "node:os"
import path from "node:path"

const rootDir = path.resolve(__dirname, "..", "..")
let server: ChildProcess
let port: number
let log = ""

/** A port free right now on every interface. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "0.0.0.0", () => {
      const { port: found } = probe.address() as net.AddressInfo
      probe.close(() => resolve(found))
    })
  })

const connects = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 })
    const answer = (connected: boolean) => {
      socket.destroy()
      resolve(connected)
    }
    socket.on("connect", () => answer(true))
    socket.on("error", () => answer(false))
    socket.on("timeout", () => answer(false))
  })

beforeAll(async () => {
  port = await freePort()
  server = spawn(path.join(rootDir, "node_modules", ".bin", "tsx"), ["scripts/local-editor.ts"], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), BIND_HOST: "0.0.0.0" },
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${log}`)), 20_000)
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (!/listening on/.test(log)) return
      clearTimeout(timer)
      resolve()
    }
    server.stdout?.on("data", read)
    server.stderr?.on("data", read)
  })
}, 30_000)
afterAll(() => {
  server.kill()
})

it("listens on 127.0.0.1 although BIND_HOST asked for every interface", async () => {
  expect(log).toContain(`listening on 127.0.0.1:${port}`)
  expect(await connects("127.0.0.1")).toBe(true)
})

it("cannot be reached through this machine's other addresses", async () => {
  const others = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address!.address)
  for (const address of others) expect([address, await connects(address)]).toEqual([address, false])
})
