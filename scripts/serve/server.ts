/**
 * The local production server behind `npm start`, the browser tests and the
 * benchmarks: serves public/ as Netlify would, so what we test is what visitors
 * get. It applies public/_headers with Netlify's rules, answers unknown paths
 * with public/404.html and status 404, and compresses text the way a CDN does,
 * so byte counts measured here are the ones that matter.
 *
 *   tsx scripts/serve/server.ts [--port 9000] [--host 127.0.0.1] [--root public]
 *
 * Every request path is decoded and normalised once (request-target.ts);
 * the hidden files, the header rules, the file sent and any redirect all use
 * that one path. Refused: other methods than GET and HEAD (405), targets that
 * name no path of this site (400: `//host/…`, `http://[/`, bad percent-encoding,
 * NUL and other control characters, non-ASCII bytes).
 *
 * Why no static-file library: `send` and `serve-static` (pillarjs) decode the
 * path themselves, so the header rules and the file would again come from two
 * decodings, and they stream each file, leaving compression to per-request
 * middleware that would re-compress a 5 MB editor bundle or a page's scripts at
 * every request (the benchmark's timings would include it). `sirv` only serves
 * compressed copies found on disk, which the build does not write; `serve-handler`
 * has its own header format and no compression. What remains ours is small:
 * path resolution, the _headers rules (the parser shared with the build) and a
 * cache of compressed files.
 */
import fs from "node:fs"
import http, { type IncomingMessage, type ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import path from "node:path"
import { cliOptions } from "../cli-options"
import { type HeaderRule, headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { withLocalEditorBackend } from "./editor-backend"
import { createFileCache, pickEncoding } from "./encoded-files"
import { directoryLocation, parseRequestTarget } from "./request-target"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/
/** Files a static host reads as configuration and never serves; any case, for case-insensitive disks. */
const HIDDEN = new Set(["/_headers", "/_redirects"])
const NOT_FOUND_PAGE = "/404.html"
const ALLOWED_METHODS = "GET, HEAD"

/** The header rules of public/_headers, read again whenever a build rewrites it. */
function createRules(root: string): () => HeaderRule[] {
  let cached: { mtimeMs: number; rules: HeaderRule[] } = { mtimeMs: -1, rules: [] }
  return () => {
    const file = path.join(root, "_headers")
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return []
    if (stat.mtimeMs !== cached.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, "utf8")) }
    return cached.rules
  }
}

/**
 * The file at `file` if it is a regular file inside `root`: not missing, not a
 * folder, not reached through a path that runs through a file (ENOTDIR), and not
 * a link leading out of the site.
 */
function servableFile(root: string, file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file)
    if (!stat.isFile()) return undefined
    const real = fs.realpathSync(file)
    return real.startsWith(`${root}${path.sep}`) ? stat : undefined
  } catch {
    return undefined
  }
}

/**
 * What a normalised path maps to: `/about/` is about/index.html; `/about`
 * redirects to `/about/` when that folder has a page (Gatsby's links all end in
 * a slash); `/404` is 404.html, as on Netlify.
 */
type Found = { kind: "missing" } | { kind: "redirect" } | { kind: "file"; file: string; stat: fs.Stats }

function resolve(root: string, pathname: string): Found {
  const missing: Found = { kind: "missing" }
  if (HIDDEN.has(pathname.toLowerCase())) return missing
  const target = path.join(root, pathname)
  const fileAt = (file: string): Found | undefined => {
    const stat = servableFile(root, file)
    return stat ? { kind: "file", file, stat } : undefined
  }
  if (pathname.endsWith("/")) return fileAt(path.join(target, "index.html")) ?? missing
  const file = fileAt(target)
  if (file) return file
  if (servableFile(root, path.join(target, "index.html"))) return { kind: "redirect" }
  return fileAt(`${target}.html`) ?? missing
}

/** A refusal in plain text; it names no file and carries no page, so no header rule applies. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    ...headers,
  })
  res.end(`${message}\n`)
}

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag.replace(/^W\//, ""))

type Sending = { file: string; stat: fs.Stats; status: number; headers: Record<string, string> }

function createHandler(root: string) {
  const read = createFileCache()
  const rules = createRules(root)
  const headersFor = (pathname: string) => withLocalEditorBackend(headersForPath(rules(), pathname), pathname)

  function sendFile(req: IncomingMessage, res: ServerResponse, { file, stat, status, headers }: Sending) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    const compressible = COMPRESSIBLE.test(type)
    const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined
    res.setHeader("Content-Type", type)
    if (compressible) res.setHeader("Vary", "Accept-Encoding")
    if (status === 200) {
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
      res.setHeader("ETag", etag)
      if (matchesEtag(req.headers["if-none-match"] ?? "", etag)) {
        res.writeHead(304).end()
        return
      }
    }
    const body = read(file, stat, encoding)
    if (encoding) res.setHeader("Content-Encoding", encoding)
    res.writeHead(status, { "Content-Length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const respond = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      refuse(res, 405, `Method not allowed: this server only answers ${ALLOWED_METHODS}.`, { Allow: ALLOWED_METHODS })
      return
    }
    const target = parseRequestTarget(req.url)
    if (!target) {
      refuse(res, 400, "Bad request: the request target is not a path of this site.")
      return
    }
    const found = resolve(root, target.path)
    if (found.kind === "redirect") {
      for (const [name, value] of Object.entries(headersFor(target.path))) res.setHeader(name, value)
      res.writeHead(301, { Location: directoryLocation(target.path, target.query) }).end()
      return
    }
    if (found.kind === "file") {
      sendFile(req, res, { ...found, status: 200, headers: headersFor(target.path) })
      return
    }
    // The 404 page is a public page: it gets its own headers, not those of the path
    // asked for (under /admin/ the editor's policy would block its scripts, under
    // /static/ it would be cached for a year).
    const file = path.join(root, NOT_FOUND_PAGE)
    const stat = servableFile(root, file)
    if (!stat) refuse(res, 404, "Not found.")
    else sendFile(req, res, { file, stat, status: 404, headers: headersFor(NOT_FOUND_PAGE) })
  }

  // A file replaced by a build while being read, or a broken _headers, fails one request, not the server.
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      respond(req, res)
    } catch (error) {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (res.headersSent) res.destroy()
      else refuse(res, 500, "Internal server error.")
    }
  }
}

/** CONNECT asks for a tunnel, which Node would answer by closing the socket; it gets a 405 like any other method. */
function refuseTunnel(_req: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )
}

export type SiteServer = { url: string; close: () => Promise<void> }

/** Starts serving `root`; port 0 picks a free port. */
export function startServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
}: { root?: string; port?: number; host?: string } = {}): Promise<SiteServer> {
  // The real path, so that links inside the site are told apart from links out of it.
  const absoluteRoot = fs.realpathSync(path.resolve(root))
  const server = http.createServer(createHandler(absoluteRoot))
  server.on("connect", refuseTunnel)
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const address = server.address() as { port: number }
      const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
      resolvePromise({ url, close })
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
  const port = Number(values.port ?? process.env.PORT ?? "9000")
  const host = values.host ?? process.env.HOST ?? "127.0.0.1"
  const { url, close } = await startServer({ root, port, host })
  // The address alone on its line: the browser tests read it from here.
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} (Ctrl+C stops) at\n${url}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void close().then(() => process.exit(0)))
}

if (require.main === module) void main()
