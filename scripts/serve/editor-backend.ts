/**
 * Decap's local backend (`npx decap-server`) listens on http://localhost:8081,
 * and the editor at /admin/ talks to it only when it runs on localhost. The
 * production policy of /admin/* does not allow that address, so this server,
 * which only ever runs locally, adds it to the `connect-src` of the editor's
 * responses, and nowhere else.
 */
const LOCAL_EDITOR_BACKEND = "http://localhost:8081"

/** Paths under the editor, matched without regard to case as the `/admin/*` rule of _headers is. */
const EDITOR_PATH = /^\/admin(\/|$)/i

/**
 * `policy` with `origin` added to its `connect-src`. The editor's policy always
 * names connect-src (src/gatsby/security/policy.ts); were it missing, fetches
 * would follow default-src, and the editor's browser test would show the
 * backend blocked.
 */
function allowConnecting(policy: string, origin: string): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name.toLowerCase() !== "connect-src" || sources.includes(origin)) return directive.trim()
      return [name, ...sources, origin].join(" ")
    })
    .filter(Boolean)
    .join("; ")
}

/** The headers of a response for `pathname` as this local server sends them. */
export function withLocalEditorBackend(headers: Record<string, string>, pathname: string): Record<string, string> {
  if (!EDITOR_PATH.test(pathname)) return headers
  const name = Object.keys(headers).find((key) => key.toLowerCase() === "content-security-policy")
  if (!name) return headers
  return { ...headers, [name]: allowConnecting(headers[name], LOCAL_EDITOR_BACKEND) }
}
