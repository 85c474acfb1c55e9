/**
 * The local server (scripts/serve/server.ts) on a small site in a temporary folder: it listens on the
 * loopback address only, serves pages with the header rules of the site's _headers, the 404 page with
 * status 404 and compressed text, and never a file outside the folder it serves.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { expect, test as base } from "./support/fixtures"

/** The server, started as `npm run serve` starts it, on a site of four files, with a secret next to it. */
const test = base.extend<object, { server: { url: string; site: string } }>({
  server: [
    async ({}, use) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-server-"))
      const site = path.join(dir, "public")
      fs.mkdirSync(site)
      const files: Record<string, string> = {
        "index.html": "<!doctype html><title>Home</title>",
        "404.html": "<!doctype html><title>Page not found</title>",
        "app.js": "console.log('a script long enough to be worth compressing');\n".repeat(100),
        _headers: "/*\n  X-Frame-Options: DENY\n/app.js\n  Cache-Control: public, max-age=31536000, immutable\n",
      }
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(site, name), text)
      fs.writeFileSync(path.join(dir, "secret.txt"), "outside the site")
      const server = spawn(path.join("node_modules", ".bin", "tsx"), [
        "scripts/serve/server.ts",
        "--root",
        site,
        "--port",
        "0",
      ])
      const url = await new Promise<string>((resolve, reject) => {
        let output = ""
        server.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          const line = output.split("\n").find((each) => each.startsWith("http"))
          if (line) resolve(line.trim())
        })
        server.once("exit", (code) => reject(new Error(`scripts/serve/server.ts exited with ${code} before listening`)))
      })
      await use({ url, site })
      server.kill()
      fs.rmSync(dir, { recursive: true, force: true })
    },
    { scope: "worker" },
  ],
})

/** One request with the path exactly as written (a URL would resolve `..` first). */
function request(url: string, target: string, { method = "GET", headers = {} } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      )
    })
    req.once("error", reject)
    req.end()
  })
}

test.describe("the local server", { tag: "@desktop" }, () => {
  test("listens on the loopback address", ({ server }) => {
    expect(new URL(server.url).hostname).toBe("127.0.0.1")
  })

  test("serves a page with the header rules of _headers, to GET and HEAD", async ({ server }) => {
    const get = await request(server.url, "/")
    expect([get.status, get.body, get.headers["x-frame-options"]]).toEqual([
      200,
      expect.stringContaining("Home"),
      "DENY",
    ])
    const head = await request(server.url, "/", { method: "HEAD" })
    expect([head.status, head.body, head.headers["x-frame-options"]]).toEqual([200, "", "DENY"])
  })

  test("compresses text for a browser that takes Brotli", async ({ server }) => {
    const response = await request(server.url, "/app.js", { headers: { "Accept-Encoding": "br, gzip" } })
    expect([response.headers["content-encoding"], response.headers["cache-control"]]).toEqual([
      "br",
      "public, max-age=31536000, immutable",
    ])
  })

  test("answers an unknown path with the 404 page and its own headers", async ({ server }) => {
    const response = await request(server.url, "/no-such-page/")
    expect([response.status, response.body, response.headers["x-frame-options"]]).toEqual([
      404,
      expect.stringContaining("Page not found"),
      "DENY",
    ])
  })

  test("answers 404 and keeps serving when the site has no 404 page", async ({ server }) => {
    const page = path.join(server.site, "404.html")
    fs.renameSync(page, `${page}.away`)
    try {
      expect((await request(server.url, "/no-such-page/")).status).toBe(404)
      expect((await request(server.url, "/")).status).toBe(200)
    } finally {
      fs.renameSync(`${page}.away`, page)
    }
  })

  for (const target of [
    "/_headers",
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
  ]) {
    test(`never serves ${target}`, async ({ server }) => {
      const response = await request(server.url, target)
      expect(response.status).toBe(404)
      expect(response.body).not.toMatch(/outside the site|X-Frame-Options/)
    })
  }
})
