/**
 * The local production server behind `npm start` and the browser tests: serves
 * public/ as Netlify would, so what we test is what visitors get. It applies
 * public/_headers with Netlify's rules (scripts/netlify-headers.cjs), answers
 * unknown paths with public/404.html and status 404, and compresses text the
 * way a CDN does, so byte counts measured here are the ones that matter.
 *
 *   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--root public]
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"
import headersFile from "./netlify-headers.cjs"

const { headersForPath, parseHeadersFile } = headersFile

const TYPES = {
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
/** Files a static host reads as configuration and never serves. */
const HIDDEN = new Set(["/_headers", "/_redirects"])
/**
 * Decap's local backend (`npx decap-server`), which the editor looks for only when
 * it runs on localhost. Only this server allows it, on /admin/; the published
 * policy never names an http: source.
 */
const LOCAL_EDITOR_BACKEND = "http://localhost:8081"

function withLocalEditorBackend(pathname, headers) {
  const policy = headers["Content-Security-Policy"]
  if (!/^\/admin(\/|$)/i.test(pathname) || !policy) return headers
  const local = policy.replace(/(^|;\s*)(connect-src\b[^;]*)/, `$1$2 ${LOCAL_EDITOR_BACKEND}`)
  return { ...headers, "Content-Security-Policy": local }
}

/** The encoding to use for a request, honouring q=0; brotli first, as CDNs do. */
function pickEncoding(acceptEncoding = "") {
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      return [name, q ? Number(q.slice(2)) : 1]
    }),
  )
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (ok("br")) return "br"
  if (ok("gzip")) return "gzip"
  return undefined
}

function compress(buffer, encoding) {
  if (encoding === "gzip") return zlib.gzipSync(buffer, { level: 9 })
  // Maximum brotli on big files costs seconds per file; CDNs lower it there too.
  const quality = buffer.length > 1024 * 1024 ? 5 : 11
  return zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  })
}

/** Reads a file once per version and keeps its compressed forms. */
function createFileCache() {
  const cache = new Map()
  return (file, stat, encoding) => {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}`
    let entry = cache.get(file)
    if (!entry || entry.key !== key) {
      entry = { key, raw: fs.readFileSync(file), encoded: new Map() }
      cache.set(file, entry)
    }
    if (!encoding) return entry.raw
    if (!entry.encoded.has(encoding)) entry.encoded.set(encoding, compress(entry.raw, encoding))
    return entry.encoded.get(encoding)
  }
}

/** The header rules of public/_headers, read again whenever a build rewrites it. */
function createRules(root) {
  let cached = { mtimeMs: -1, rules: [] }
  return () => {
    const file = path.join(root, "_headers")
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return []
    if (stat.mtimeMs !== cached.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, "utf8")) }
    return cached.rules
  }
}

function statFile(file) {
  try {
    const stat = fs.statSync(file)
    return stat.isFile() ? stat : undefined
  } catch {
    return undefined // missing, or a path through a file (ENOTDIR)
  }
}

/**
 * What a path maps to: `/about/` is about/index.html; `/about` redirects to
 * `/about/` when that folder exists (Gatsby's links all end in a slash).
 */
function resolve(root, pathname) {
  // normalize() of an absolute path cannot climb above "/", so `..` stays inside root.
  const target = path.join(root, path.posix.normalize(pathname))
  if (pathname.includes("\0") || HIDDEN.has(pathname)) return { kind: "missing" }
  if (pathname.endsWith("/")) {
    const file = path.join(target, "index.html")
    const stat = statFile(file)
    return stat ? { kind: "file", file, stat } : { kind: "missing" }
  }
  const stat = statFile(target)
  if (stat) return { kind: "file", file: target, stat }
  if (statFile(path.join(target, "index.html"))) return { kind: "redirect" }
  const html = statFile(`${target}.html`)
  return html ? { kind: "file", file: `${target}.html`, stat: html } : { kind: "missing" }
}

function createHandler(root) {
  const read = createFileCache()
  const rules = createRules(root)
  const respond = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const headers = withLocalEditorBackend(url.pathname, headersForPath(rules(), url.pathname))
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    const found = resolve(root, pathname)
    if (found.kind === "redirect") {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
      return
    }
    const notFound = path.join(root, "404.html")
    const file = found.kind === "file" ? found.file : notFound
    const stat = found.kind === "file" ? found.stat : statFile(notFound)
    const status = found.kind === "file" ? 200 : 404
    if (!stat) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    const compressible = COMPRESSIBLE.test(type)
    const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined
    res.setHeader("Content-Type", type)
    if (compressible) res.setHeader("Vary", "Accept-Encoding")
    if (status === 200) res.setHeader("ETag", etag)
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304).end()
      return
    }
    const body = read(file, stat, encoding)
    if (encoding) res.setHeader("Content-Encoding", encoding)
    res.writeHead(status, { "Content-Length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }
  // A file replaced by a build while being read, or a broken _headers, fails one request, not the server.
  return (req, res) => {
    try {
      respond(req, res)
    } catch (error) {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("Internal server error")
    }
  }
}

/**
 * Starts serving `root`; port 0 picks a free port.
 * @param {{ root?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startServer({ root = "public", port = 9000, host = "127.0.0.1" } = {}) {
  const absoluteRoot = path.resolve(root)
  const server = http.createServer(createHandler(absoluteRoot))
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const address = server.address()
      const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`
      const close = () =>
        new Promise((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
      resolvePromise({ url, close })
    })
  })
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = option("root", path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public"))
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`${root} has no index.html: run \`npm run build\` first.`)
    process.exit(1)
  }
  const port = Number(option("port", process.env.PORT ?? 9000))
  const host = option("host", process.env.HOST ?? "127.0.0.1")
  const { url, close } = await startServer({ root, port, host })
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at ${url} (Ctrl+C stops)`)
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => close().then(() => process.exit(0)))
}
