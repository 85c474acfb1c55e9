/**
 * The local server (scripts/serve/server.ts) on a small site in a temporary
 * folder: it listens on the loopback address only, serves pages with the
 * header rules of the site's _headers, the 404 page with status 404 and
 * compressed text, and never a file outside the folder it serves.
 */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { type SiteServer, startSiteServer } from "./support/server"

let tempDir: string
let server: SiteServer

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-server-"))
  const site = path.join(tempDir, "public")
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Home</title>",
    "404.html": "<!doctype html><title>Page not found</title>",
    "app.js": "console.log('a script long enough to be worth compressing');\n".repeat(100),
    _headers: "/*\n  X-Frame-Options: DENY\n/app.js\n  Cache-Control: public, max-age=31536000, immutable\n",
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true })
    fs.writeFileSync(path.join(site, name), text)
  }
  fs.writeFileSync(path.join(tempDir, "secret.txt"), "outside the site")
  server = await startSiteServer(site)
})
afterAll(async () => {
  await server?.close()
  fs.rmSync(tempDir, { recursive: true, force: true })
})

/** One request with the path exactly as written (fetch would resolve `..` first). */
function request(target: string, { method = "GET", headers = {} } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url)
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

it("listens on the loopback address", () => {
  expect(new URL(server.url).hostname).toBe("127.0.0.1")
})

it("serves a page with the header rules of _headers, to GET and HEAD", async () => {
  const get = await request("/")
  expect([get.status, get.body, get.headers["x-frame-options"]]).toEqual([200, expect.stringContaining("Home"), "DENY"])
  const head = await request("/", { method: "HEAD" })
  expect([head.status, head.body, head.headers["x-frame-options"]]).toEqual([200, "", "DENY"])
})

it("compresses text for a browser that takes Brotli", async () => {
  const response = await request("/app.js", { headers: { "Accept-Encoding": "br, gzip" } })
  expect([response.headers["content-encoding"], response.headers["cache-control"]]).toEqual([
    "br",
    "public, max-age=31536000, immutable",
  ])
})

it("answers an unknown path with the 404 page and its own headers", async () => {
  const response = await request("/no-such-page/")
  expect([response.status, response.body, response.headers["x-frame-options"]]).toEqual([
    404,
    expect.stringContaining("Page not found"),
    "DENY",
  ])
})

it("answers 404 and keeps serving when the site has no 404 page", async () => {
  const page = path.join(tempDir, "public", "404.html")
  fs.renameSync(page, `${page}.away`)
  try {
    expect((await request("/no-such-page/")).status).toBe(404)
    expect((await request("/")).status).toBe(200)
  } finally {
    fs.renameSync(`${page}.away`, page)
  }
})

it.each(["/_headers", "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt"])(
  "never serves %s",
  async (target) => {
    const response = await request(target)
    expect(response.status).toBe(404)
    expect(response.body).not.toMatch(/outside the site|X-Frame-Options/)
  },
)
