/**
 * Decap's local backend (`npx decap-server`) listens on http://localhost:8081,
 * and the editor at /admin/ talks to it only when it runs on localhost. The
 * production policy of /admin/* does not allow that address, so this server,
 * which only ever runs locally, adds it to the `connect-src` of the editor's
 * responses, and nowhere else.
 */
export const LOCAL_EDITOR_BACKEND = "http://localhost:8081"

/** Paths under the editor, matched without regard to case as the `/admin/*` rule of _headers is. */
const EDITOR_PATH = /^\/admin(\/|$)/i

/** A policy whose fetches may also reach `origin`; without `connect-src`, fetches follow `default-src`. */
export function allowConnecting(policy, origin) {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
  const at = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive))
  if (at !== -1) {
    if (!directives[at].split(/\s+/).includes(origin)) directives[at] = `${directives[at]} ${origin}`
  } else {
    const fallback = directives.find((directive) => /^default-src(\s|$)/i.test(directive))
    const sources = fallback
      ? fallback
          .split(/\s+/)
          .slice(1)
          .filter((source) => source !== "'none'")
      : []
    directives.push(["connect-src", ...sources, origin].join(" "))
  }
  return directives.join("; ")
}

/** The headers of a response for `pathname` as this local server sends them. */
export function withLocalEditorBackend(headers, pathname) {
  if (!EDITOR_PATH.test(pathname)) return headers
  const name = Object.keys(headers).find((key) => key.toLowerCase() === "content-security-policy")
  if (!name) return headers
  return { ...headers, [name]: allowConnecting(headers[name], LOCAL_EDITOR_BACKEND) }
}
