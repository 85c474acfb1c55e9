/**
 * The local server (scripts/serve/server.ts) against ordinary and hostile requests,
 * sent as raw HTTP to a small site in a temporary folder whose _headers is
 * written by the build's own code from static/_headers. No browser and no build
 * needed. A request written another way than its plain form gets exactly what
 * the plain form gets (status, body, headers); a request that names no path of
 * the site is refused; the header file never leaves the server.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { builtHeadersFile } from "../../src/gatsby/post-build/headers"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { type RawRequestOptions, type RawResponse, rawRequest, rawRequestLine } from "./support/raw-http"
import { rootDir, type SiteServer, startSiteServer } from "./support/server"

const LOCAL_EDITOR_BACKEND = "http://localhost:8081"

/** A site with a page, a folder, the editor, hashed assets, the 404 page and the host's configuration files. */
const FILES: Record<string, string> = {
  "index.html": `<!doctype html><title>Home</title><script>window.pagePath="/"</script>`,
  "about/index.html": "<!doctype html><title>About</title>",
  "evil.example/index.html": "<!doctype html><title>A folder named like a host</title>",
  "404.html": "<!doctype html><title>Page not found</title>",
  "admin/index.html": "<!doctype html><title>Editor</title>",
  "admin/config.yml": "backend:\n  name: git-gateway\n",
  "static/0f1e2d3c4b5a69788796/photo.txt": "a hashed asset",
  "app-0123456789abcdef0123.js": `/* app */ ${"console.log('a long enough script to compress');\n".repeat(400)}`,
  "files/100% natural.txt": "a file whose name needs percent-encoding",
  _redirects: "/old /about/ 301\n",
}

let siteDir: string
let headersText: string
let server: SiteServer

beforeAll(async () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-server-"))
  siteDir = path.join(tempDir, "public")
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true })
    fs.writeFileSync(path.join(siteDir, name), text)
  }
  // As published, the editor's policy does not allow Decap's local backend; only this server adds it.
  headersText = builtHeadersFile(rootDir, siteDir).replaceAll(` ${LOCAL_EDITOR_BACKEND}`, "")
  fs.writeFileSync(path.join(siteDir, "_headers"), headersText)
  // A link from inside the site to a file outside it.
  fs.writeFileSync(path.join(tempDir, "secret.txt"), "outside the site")
  fs.symlinkSync(path.join(tempDir, "secret.txt"), path.join(siteDir, "secret.txt"))
  server = await startSiteServer(siteDir)
})
afterAll(async () => {
  await server?.close()
  if (siteDir) fs.rmSync(path.dirname(siteDir), { recursive: true, force: true })
})

const request = (target: string, options?: RawRequestOptions) => rawRequest(server.url, target, options)
const file = (name: string) => fs.readFileSync(path.join(siteDir, name))
const rulesFor = (urlPath: string) => headersForPath(parseHeadersFile(headersText), urlPath)
const csp = (response: RawResponse) => String(response.headers["content-security-policy"])
const connectSources = (policy: string) => /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1].trim().split(/\s+/) ?? []
/** What a client sees of a response: enough to tell two answers apart. */
const seen = ({ status, headers, body }: RawResponse) => ({
  status,
  location: headers.location,
  cacheControl: headers["cache-control"],
  policy: headers["content-security-policy"],
  robots: headers["x-robots-tag"],
  body: body.toString("utf8"),
})

describe("ordinary requests", () => {
  it("serves a page with its header rules", async () => {
    const response = await request("/about/")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toEqual(file("about/index.html"))
    for (const [name, value] of Object.entries(rulesFor("/about/")))
      expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value])
  })

  it("caches hashed files for a year and pages not at all, as the rules say", async () => {
    const [asset, script, page] = await Promise.all(
      ["/static/0f1e2d3c4b5a69788796/photo.txt", "/app-0123456789abcdef0123.js", "/"].map((target) => request(target)),
    )
    expect(asset.headers["cache-control"]).toMatch(/immutable/)
    expect(script.headers["cache-control"]).toMatch(/immutable/)
    expect(page.headers["cache-control"]).toMatch(/must-revalidate/)
    expect(page.headers["cache-control"]).toBe(rulesFor("/")["Cache-Control"])
  })

  it("redirects a folder asked for without its slash, keeping the query", async () => {
    const response = await request("/about?from=menu")
    expect([response.status, response.headers.location]).toEqual([301, "/about/?from=menu"])
  })

  it("answers an unknown path with the site's 404 page and status 404", async () => {
    const response = await request("/no-such-page/")
    expect(response.status).toBe(404)
    expect(response.body).toEqual(file("404.html"))
    expect(response.headers["content-security-policy"]).toBe(rulesFor("/404.html")["Content-Security-Policy"])
  })

  it("gives the 404 page its own headers under /admin/ and /static/, not the editor's or a year's cache", async () => {
    const page = await request("/no-such-page/")
    for (const target of ["/admin/no-such-file", "/static/no-such-file.js", "/no-such-script.js"]) {
      const response = await request(target)
      expect(seen(response)).toEqual(seen(page))
    }
  })

  it("answers HEAD with the headers of GET and no body", async () => {
    const [get, head] = await Promise.all([request("/"), request("/", { method: "HEAD" })])
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers["content-length"]).toBe(get.headers["content-length"])
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"])
  })

  it("compresses text with Brotli, or gzip for browsers without it, and sends the exact file", async () => {
    const script = "/app-0123456789abcdef0123.js"
    const original = file(script.slice(1))
    const brotli = await request(script, { headers: { "Accept-Encoding": "gzip, deflate, br" } })
    const gzip = await request(script, { headers: { "Accept-Encoding": "gzip, br;q=0" } })
    const plain = await request(script)
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    for (const response of [brotli, gzip, plain]) {
      expect(response.body).toEqual(original)
      expect(Number(response.headers["content-length"])).toBe(response.wireBytes)
    }
    expect(brotli.wireBytes).toBeLessThan(original.length / 10)
  })

  it("answers a repeated request with 304 when the browser's copy is current", async () => {
    const first = await request("/about/")
    const etag = String(first.headers.etag)
    const again = await request("/about/", { headers: { "If-None-Match": `"other", ${etag}` } })
    const changed = await request("/about/", { headers: { "If-None-Match": `"other"` } })
    expect([again.status, again.body.length]).toEqual([304, 0])
    expect(changed.status).toBe(200)
  })

  it("serves a file whose name needs percent-encoding, decoded once", async () => {
    expect((await request("/files/100%25%20natural.txt")).body).toEqual(file("files/100% natural.txt"))
    expect((await request("/files/100%2525%20natural.txt")).status).toBe(404)
  })
})

describe("the editor at /admin/, served locally", () => {
  it("may reach Decap's local backend (npx decap-server)", async () => {
    for (const target of ["/admin/", "/admin/config.yml"]) {
      const sources = connectSources(csp(await request(target)))
      expect(sources.filter((source) => source === LOCAL_EDITOR_BACKEND)).toHaveLength(1)
      // The rest of the editor's policy is the one the host sends.
      const published = connectSources(rulesFor(target)["Content-Security-Policy"])
      expect(sources.filter((source) => source !== LOCAL_EDITOR_BACKEND)).toEqual(
        published.filter((source) => source !== LOCAL_EDITOR_BACKEND),
      )
    }
  })

  it("is the only place where the policy changes", async () => {
    for (const target of ["/", "/about/", "/administrator"]) {
      const response = await request(target)
      const expected = rulesFor(response.status === 404 ? "/404.html" : target)["Content-Security-Policy"]
      expect([target, csp(response)]).toEqual([target, expected])
    }
  })
})

/** [the hostile form, its plain form]: both must get the same answer. */
const SAME_AS_PLAIN: [string, string][] = [
  // The editor without its policy, the home page under the editor's, HTML cached for a year
  ["/%61dmin/", "/admin/"],
  ["/admin/..%2Findex.html", "/index.html"],
  ["/static%2F..%2Findex.html", "/index.html"],
  ["/static/..%2f..%2findex.html", "/index.html"],
  ["/admin/%2e%2e/index.html", "/index.html"],
  ["/./about/", "/about/"],
  ["/about//", "/about/"],
  ["/%2Fabout/", "/about/"],
  ["/x/../about/", "/about/"],
  ["/../../../about/", "/about/"],
]

describe("a path written another way", () => {
  it.each(SAME_AS_PLAIN)("%s gets what %s gets: same status, page and headers", async (hostile, plain) => {
    expect(seen(await request(hostile))).toEqual(seen(await request(plain)))
  })

  it("keeps the editor's policy and the public one apart (the test above could not pass by accident)", async () => {
    expect(csp(await request("/admin/"))).toMatch(/unsafe-eval/)
    expect(csp(await request("/index.html"))).not.toMatch(/unsafe-eval/)
  })
})

/** Redirects that once pointed at another host (`Location: //evil.example/…`). */
const REDIRECT_TRICKS: [string, string][] = [
  ["/.//evil.example/x%2F..%2F..%2Fabout", "/about/"],
  ["/.//evil.example", "/evil.example/"],
  ["/%2F%2Fevil.example", "/evil.example/"],
  ["/%2F/evil.example", "/evil.example/"],
  ["/./%2Fevil.example?next=//evil.example", "/evil.example/?next=//evil.example"],
]

describe("a redirect", () => {
  it.each(REDIRECT_TRICKS)("%s goes to %s on this site", async (target, location) => {
    const response = await request(target)
    expect([response.status, response.headers.location]).toEqual([301, location])
  })
})

/** Every way we could think of to ask for the host's configuration files. */
const HIDDEN_FILE_TRICKS = [
  "/_headers",
  "/_redirects",
  "/_HEADERS",
  "/_Redirects",
  "/%5Fheaders",
  "/%5fheaders",
  "/_header%73",
  "/%5F%68%65%61%64%65%72%73",
  "/_headers?download",
  "/_headers/",
  "/./_headers",
  "/x/../_headers",
  "/x/..%2f_headers",
  "/x/..%2F_headers",
  "/x/%2e%2e/_headers",
  "/x/%2E%2E%2F_headers",
  "/static/..%2f..%2f_headers",
  "/%2F_headers",
  "/%2e/_headers",
  "/_headers%2e",
  "/_headers%20",
  "/%255Fheaders",
  "/_headers.html",
  "http://localhost/_headers",
  "http://localhost/x/..%2F_redirects",
]

describe("the header file and the redirects file", () => {
  it.each(HIDDEN_FILE_TRICKS)("are not served for %s", async (target) => {
    const response = await request(target)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.body.toString()).not.toContain("Content-Security-Policy")
    expect(response.body.toString()).not.toContain("/old /about/")
  })

  it("is not reached through a link leading out of the site either", async () => {
    const response = await request("/secret.txt")
    expect(response.status).toBe(404)
    expect(response.body).toEqual(file("404.html"))
  })
})

/** Targets that name no path of this site. */
const MALFORMED_TARGETS = [
  // Requests that once crashed the server (500)
  "//[",
  "http://[/",
  "//a:99999/",
  "//evil.example/",
  "http://localhost:99999/",
  "http://localhost//evil.example/",
  "/%",
  "/%zz",
  "/%E0%A4%A",
  "/%C0%AF",
  "/%FF",
  "/%00",
  "/about/%00",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%5C%5Cevil.example",
  "/a\\b",
  "about/",
  "*",
  "/#fragment",
  "ftp://localhost/",
  "/caf\u00e9/",
]

describe("a malformed request target", () => {
  it.each(MALFORMED_TARGETS)("%s is refused with 400, not a stack trace", async (target) => {
    const response = await request(target)
    expect(response.status).toBe(400)
    expect(response.body.toString()).not.toMatch(/Error|at .*\.m?js/)
  })

  it("with a raw NUL byte is refused with 400", async () => {
    expect(await rawRequestLine(server.url, "GET /\0 HTTP/1.1")).toBe(400)
  })
})

describe("a path no disk can hold", () => {
  it.each([
    ["a file name longer than any disk allows", `/${"a".repeat(300)}.html`],
    ["thousands of folders", `/${"a/".repeat(3000)}`],
  ])("with %s gets the 404 page, not an error", async (_, target) => {
    const response = await request(target)
    expect([response.status, response.body.toString()]).toEqual([404, file("404.html").toString()])
  })
})

const OTHER_METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]

describe("a method other than GET and HEAD", () => {
  it.each(OTHER_METHODS)("%s is refused with 405 and the allowed methods", async (method) => {
    const response = await request("/about/", { method })
    expect([response.status, response.headers.allow]).toEqual([405, "GET, HEAD"])
  })

  it("CONNECT (a tunnel) is refused the same way", async () => {
    expect(await rawRequestLine(server.url, "CONNECT evil.example:443 HTTP/1.1")).toBe(405)
  })
})
