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
export function pickEncoding(acceptEncoding = ""): "br" | "gzip" | undefined {
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      return [name, q ? Number(q.slice(2)) : 1]
    }),
  )
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (ok("br")) return "br"
  if (ok("gzip")) return "gzip"
  return undefined
}

function compress(buffer: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(buffer, { level: 9 })
  // Maximum Brotli on big files costs seconds per file; CDNs lower it there too.
  const quality = buffer.length > 1024 * 1024 ? 5 : 11
  return zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  })
}

/** Reads a file once per version (size and modification time) and keeps its compressed forms. */
type Entry = { key: string; raw: Buffer; encoded: Map<string, Buffer> }

export function createFileCache() {
  const cache = new Map<string, Entry>()
  return (file: string, stat: fs.Stats, encoding: "br" | "gzip" | undefined): Buffer => {
    const key = `${stat.size}\0${stat.mtimeMs}`
    let entry = cache.get(file)
    if (!entry || entry.key !== key) {
      entry = { key, raw: fs.readFileSync(file), encoded: new Map() }
      cache.set(file, entry)
    }
    if (!encoding) return entry.raw
    let encoded = entry.encoded.get(encoding)
    if (!encoded) {
      encoded = compress(entry.raw, encoding)
      entry.encoded.set(encoding, encoded)
    }
    return encoded
  }
}
