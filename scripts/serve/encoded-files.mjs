/**
 * Compression as a CDN does it: Brotli when the browser takes it, else gzip,
 * at high quality, for text types only. Each file is read and compressed once
 * per version and kept in memory, so neither the browser tests nor the
 * benchmark pay for compression on every request, and byte counts measured
 * through the server are the ones visitors download.
 */
import fs from "node:fs"
import zlib from "node:zlib"

/** The encoding to use for a request, honouring q=0; Brotli first, as CDNs prefer it whatever the browser's order. */
export function pickEncoding(acceptEncoding = "") {
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
  // Maximum Brotli on big files costs seconds per file; CDNs lower it there too.
  const quality = buffer.length > 1024 * 1024 ? 5 : 11
  return zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  })
}

/** Reads a file once per version (size and modification time) and keeps its compressed forms. */
export function createFileCache() {
  const cache = new Map()
  return (file, stat, encoding) => {
    const key = `${stat.size}\0${stat.mtimeMs}`
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
