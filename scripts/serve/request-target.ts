/**
 * The one path a request names. The request target is decoded and normalised
 * here, once, and everything after (the hidden-file rule, the rules of
 * _headers, the file on disk, a redirect's Location) uses the result, so a
 * trick that changes one of them (`..%2f`, `%61dmin`, `//host`) changes all of
 * them alike. A target that cannot name a path of this site is refused.
 */
import path from "node:path"

/** Printable ASCII without space: browsers percent-encode everything else, and `#` never leaves the browser. */
const TARGET_CHARACTERS = /^[\x21-\x22\x24-\x7e]+$/
/**
 * Decoded characters no file of a build carries: control characters (NUL ends a
 * path in C, a newline splits a log line) and the backslash, a separator on Windows.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSERVABLE = /[\x00-\x1f\x7f\\]/

/**
 * `target` is the request line's target, e.g. `/about/?x=1`; the result an absolute
 * path without `.`, `..` or empty segments (a trailing slash kept), and the raw
 * query with its `?`.
 */
export function parseRequestTarget(target: string | undefined): { path: string; query: string } | undefined {
  if (!target || !TARGET_CHARACTERS.test(target)) return undefined
  // Absolute form (`GET http://host/path`), which servers must accept (RFC 9112 §3.2.2);
  // the host is ignored, only the path counts.
  if (/^https?:\/\//i.test(target)) {
    let url: URL
    try {
      url = new URL(target)
    } catch {
      return undefined // e.g. `http://[/`, or a port above 65535
    }
    return parseRequestTarget(`${url.pathname}${url.search}`)
  }
  // `//host/…` reads as another host to every URL parser; Location headers built
  // from it were an open redirect. No link of this site starts so.
  if (!target.startsWith("/") || target.startsWith("//")) return undefined
  const queryAt = target.indexOf("?")
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt)
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return undefined // a `%` not followed by two hex digits, or bytes that are not UTF-8
  }
  if (UNSERVABLE.test(decoded)) return undefined
  // normalize() of an absolute path resolves `.` and `..` without climbing above `/`.
  return { path: path.posix.normalize(decoded), query: queryAt === -1 ? "" : target.slice(queryAt) }
}

/** Where a directory requested without its slash lives: always a path on this origin. */
export function directoryLocation(pathname: string, query: string): string {
  const segments = pathname.split("/").filter(Boolean).map(encodeURIComponent)
  return `/${segments.map((segment) => `${segment}/`).join("")}${query}`
}
