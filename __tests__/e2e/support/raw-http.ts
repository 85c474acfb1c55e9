/**
 * HTTP requests exactly as written, for the local server's tests: the target
 * goes on the request line untouched (no URL parsing, no normalising of `..` or
 * `//`), as a hostile client would send it.
 */
import http from "node:http"
import net from "node:net"
import zlib from "node:zlib"

export type RawResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent, decompressed if the server compressed it. */
  body: Buffer
  /** Bytes on the wire, before decompression. */
  wireBytes: number
}

export type RawRequestOptions = { method?: string; headers?: Record<string, string> }

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return zlib.brotliDecompressSync(body)
  if (encoding === "gzip") return zlib.gunzipSync(body)
  return body
}

/** Sends `target` as the request target to the server at `baseUrl`. */
export function rawRequest(baseUrl: string, target: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method: options.method ?? "GET", path: target, headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const wire = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: decode(wire, response.headers["content-encoding"]),
            wireBytes: wire.length,
          })
        })
        response.on("error", reject)
      },
    )
    request.on("error", reject)
    request.end()
  })
}

/**
 * Sends bytes Node's own client refuses to send (a NUL, a raw non-ASCII byte)
 * and returns the status line's code; 0 if the server closed without answering.
 */
export function rawRequestLine(baseUrl: string, requestLine: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end(Buffer.from(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, "latin1"))
    })
    let answer = ""
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")))
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.on("error", reject)
  })
}
