/**
 * @jest-environment node
 *
 * The local server (scripts/serve/server.ts, behind `npm start` and the
 * editor's tests) survives any request line: each is sent as raw bytes over a
 * socket, exactly as written (an HTTP client would resolve or refuse it first).
 * It answers 400 or 404, never crashes, never serves _headers, and sends the
 * same headers however a path is spelled.
 */
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { requestPath, type SiteServer, startServer } from "../../scripts/serve/server"

const HEADERS_FILE = [
  "/*",
  "  X-Frame-Options: DENY",
  "  Content-Security-Policy: default-src 'self'",
  "/admin/*",
  "  ! Content-Security-Policy",
  "  Content-Security-Policy: default-src 'self'; connect-src 'self'",
  "  X-Robots-Tag: noindex",
  "",
].join("\n")

let tempDir: string
let server: SiteServer
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-server-requests-"))
  const site = path.join(tempDir, "public")
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Home</title>",
    "404.html": "<!doctype html><title>Page not found</title>",
    "admin/index.html": "<!doctype html><title>Editor</title>",
    _headers: HEADERS_FILE,
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true })
    fs.writeFileSync(path.join(site, name), text)
  }
  server = await startServer({ root: site, port: 0 })
})
afterAll(async () => {
  await server?.close()
  fs.rmSync(tempDir, { recursive: true, force: true })
})

/** The body of a chunked answer: each chunk is its size in hex, a line break, the bytes, a line break. */
function dechunk(raw: string): string {
  let body = ""
  for (let at = 0; at < raw.length;) {
    const lineEnd = raw.indexOf("\r\n", at)
    const size = parseInt(raw.slice(at, lineEnd), 16)
    if (!size) break
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size)
    at = lineEnd + 2 + size + 2
  }
  return body
}

type Answer = { status: number; headers: Record<string, string>; body: string }

/** Sends one request line as it is, with a Host header, and reads the whole answer. */
function send(requestLine: string): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, "latin1"),
    )
    const chunks: Buffer[] = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.once("error", reject)
    socket.once("close", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      const [head, ...body] = text.split("\r\n\r\n")
      const [statusLine, ...lines] = head.split("\r\n")
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      )
      const raw = body.join("\r\n\r\n")
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: headers["transfer-encoding"] ? dechunk(raw) : raw,
      })
    })
  })
}

const policyOf = (answer: Answer) => answer.headers["content-security-policy"]

afterEach(async () => {
  // Whatever the request was, the server is still there and serves the home page.
  expect((await send("GET / HTTP/1.1")).status).toBe(200)
})

it.each([
  "GET //[ HTTP/1.1",
  "GET /[ HTTP/1.1",
  "GET /%E0%A4%A HTTP/1.1",
  "GET /%zz HTTP/1.1",
  "GET /a%00b HTTP/1.1",
  "GET /a%5c..%5c_headers HTTP/1.1",
  "GET * HTTP/1.1",
  "GET http://elsewhere.example/ HTTP/1.1",
  "HEAD //[ HTTP/1.1",
  "GET /\u0001 HTTP/1.1",
])("answers %j with 400 or 404, and keeps serving", async (line) => {
  const answer = await send(line)
  expect([400, 404]).toContain(answer.status)
  expect(answer.body).not.toContain("X-Frame-Options")
})

it.each([
  "GET /_headers HTTP/1.1",
  "GET /_HEADERS HTTP/1.1",
  "GET /%5fheaders HTTP/1.1",
  "GET //_headers HTTP/1.1",
  "GET /./_headers HTTP/1.1",
  "GET /x/..%2f_headers HTTP/1.1",
  "GET /x/%2e%2e/_headers HTTP/1.1",
  "GET /admin/..%2F_headers HTTP/1.1",
  "GET /_redirects HTTP/1.1",
])("never serves the host's configuration: %j is the 404 page", async (line) => {
  const answer = await send(line)
  expect(answer.status).toBe(404)
  expect(answer.body).toContain("Page not found")
  expect(answer.body).not.toContain("X-Frame-Options")
})

it.each(["/%61dmin/", "//admin/", "/admin/./", "/%2Fadmin/", "/admin/index.html", "/admin/%69ndex.html"])(
  "sends the editor's headers for %s, as for /admin/",
  async (spelling) => {
    const plain = await send("GET /admin/ HTTP/1.1")
    const answer = await send(`GET ${spelling} HTTP/1.1`)
    expect(plain.status).toBe(200)
    expect(policyOf(plain)).toContain("connect-src")
    expect([answer.status, policyOf(answer), answer.headers["x-robots-tag"], answer.body]).toEqual([
      200,
      policyOf(plain),
      "noindex",
      "<!doctype html><title>Editor</title>",
    ])
  },
)

it("keeps a query string and serves the page it names", async () => {
  const answer = await send("GET /%61dmin/?x=%2F..%2F HTTP/1.1")
  expect([answer.status, answer.body]).toEqual([200, "<!doctype html><title>Editor</title>"])
})

describe("the path a request names", () => {
  it.each([
    ["/", "/"],
    ["/%61dmin/", "/admin/"],
    ["//admin//x", "/admin/x"],
    ["/a/./b?c=..", "/a/b"],
    ["/a%3Fb", "/a?b"],
    ["/x/..%2f_headers", "outside"],
    ["/%2e%2e/secret.txt", "outside"],
    ["//[", "/["],
    ["*", "bad request"],
    ["http://example.com/", "bad request"],
    ["/%E0%A4%A", "bad request"],
    ["/a%00b", "bad request"],
    ["/a%5cb", "bad request"],
  ])("%s is %s", (target, expected) => {
    expect(requestPath(target)).toBe(expected)
  })
})
