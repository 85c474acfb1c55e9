/**
 * The local server behind `npm start`, the browser tests and the benchmarks:
 * serves public/ as the host does for what those need: GET and HEAD, the
 * header rules of public/_headers (parsed by the build's own code), the 404
 * page with status 404, and compressed text (Brotli or gzip). Files come from
 * serve-static, compression from Express's compression middleware. It is a
 * tool for this machine, not the production server: visitors only ever meet
 * the host.
 *
 *   tsx scripts/serve/server.ts [--port 9000] [--host 127.0.0.1] [--root public]
 */
import fs from "node:fs"
import http, { type IncomingMessage, type ServerResponse } from "node:http"
import path from "node:path"
import compression from "compression"
import serveStatic from "serve-static"
import { cliOptions } from "../cli-options"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { withLocalEditorBackend } from "./editor-backend"

/** Files a static host reads as configuration and never serves. */
const HIDDEN = new Set(["/_headers", "/_redirects"])
const NOT_FOUND_PAGE = "/404.html"

/**
 * The path a request names, decoded once and normalised (`//` and `/./` collapsed), so
 * that the header rules, the hidden files and serve-static all judge the same path
 * however it is spelled (`/%61dmin/` is `/admin/`). "bad request" for a target that is
 * no path (`*`, `http://…`), an escape that does not decode, a NUL or a backslash;
 * "outside" for a `..` segment: browsers resolve those before sending, so one that
 * arrives (`/x/..%2f_headers`) is an attempt to leave the path the rules matched.
 */
export function requestPath(target: string): string | "bad request" | "outside" {
  if (!target.startsWith("/")) return "bad request"
  let decoded: string
  try {
    decoded = decodeURIComponent(target.replace(/[?#].*$/s, ""))
  } catch {
    return "bad request"
  }
  if (/[\0\\]/.test(decoded)) return "bad request"
  if (decoded.split("/").includes("..")) return "outside"
  return path.posix.normalize(decoded)
}

/** The path as a request target again, each segment escaped, for serve-static to decode. */
const asTarget = (urlPath: string) => urlPath.split("/").map(encodeURIComponent).join("/")

function createHandler(root: string) {
  // Cache-Control comes from _headers only; `/about` redirects to `/about/`, `/404` is 404.html.
  const serve = serveStatic(root, { cacheControl: false, extensions: ["html"], dotfiles: "ignore" })
  const compress = compression()
  const applyHeaders = (res: ServerResponse, urlPath: string) => {
    const headersFile = path.join(root, "_headers")
    const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []
    for (const [name, value] of Object.entries(withLocalEditorBackend(headersForPath(rules, urlPath), urlPath)))
      res.setHeader(name, value)
  }
  // The 404 page is a public page: it gets its own headers, not those of the path asked for.
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    for (const name of res.getHeaderNames()) if (name !== "vary") res.removeHeader(name)
    applyHeaders(res, NOT_FOUND_PAGE)
    res.statusCode = 404
    // A folder without a 404 page (a build that stopped half-way) gets a line of text, not a crash.
    const page = path.join(root, NOT_FOUND_PAGE)
    const body = fs.existsSync(page) ? fs.readFileSync(page) : "404 Not Found\n"
    res.setHeader("Content-Type", typeof body === "string" ? "text/plain; charset=utf-8" : "text/html; charset=utf-8")
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const handle = (req: IncomingMessage, res: ServerResponse) =>
    // Express middleware typed for Express's request and response; it only uses what Node's have.
    compress(req as never, res as never, () => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end()
        return
      }
      const target = req.url ?? "/"
      const urlPath = requestPath(target)
      if (urlPath === "bad request") {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("400 Bad Request\n")
        return
      }
      if (urlPath === "outside" || HIDDEN.has(urlPath.toLowerCase())) return notFound(req, res)
      // serve-static reads the very path the rules were matched against, with the query kept.
      req.url = `${asTarget(urlPath)}${/\?.*$/s.exec(target)?.[0] ?? ""}`
      applyHeaders(res, urlPath)
      serve(req, res, () => notFound(req, res))
    })

  // A request this code did not foresee answers 500 and the server keeps serving the others.
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(req, res)
    } catch (error) {
      console.error(`local server: ${req.method} ${JSON.stringify(req.url)}: ${String(error)}`)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("500 Internal Server Error\n")
    }
  }
}

export type SiteServer = { url: string; close: () => Promise<void> }

/** Starts serving `root` on the loopback address unless told otherwise; port 0 picks a free port. */
export function startServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
}: { root?: string; port?: number; host?: string } = {}): Promise<SiteServer> {
  const server = http.createServer(createHandler(path.resolve(root)))
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const { port: actual } = server.address() as { port: number }
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
      resolve({ url: `http://${host.includes(":") ? `[${host}]` : host}:${actual}/`, close })
    })
  })
}

async function main() {
  const { values } = cliOptions({ root: { type: "string" }, port: { type: "string" }, host: { type: "string" } })
  const root = values.root ?? path.join(__dirname, "..", "..", "public")
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`${root} has no index.html: run \`npm run build\` first.`)
    process.exit(1)
  }
  const { url, close } = await startServer({
    root,
    port: Number(values.port ?? process.env.PORT ?? "9000"),
    host: values.host ?? process.env.HOST ?? "127.0.0.1",
  })
  // The address alone on its line: the browser tests read it from here.
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} (Ctrl+C stops) at\n${url}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void close().then(() => process.exit(0)))
}

if (require.main === module) void main()
