/**
 * The `_headers` file, read the way Netlify reads it (its @netlify/headers-parser):
 * one rule per path line, indented `Name: value` lines below it; every rule whose
 * path matches a request applies, in file order, and for a header set by several
 * matching rules the last one wins.
 * One copy for the build (src/gatsby/post-build/headers.ts), the tests and the
 * local server (scripts/serve/server.ts).
 */

export type HeaderRule = { for: string; values: Record<string, string>; pattern: RegExp }

const escapeRegExp = (text: string) => text.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&")

/**
 * `*` alone matches anything (also nothing), `*` inside a segment matches any run of
 * characters including slashes, `:name` one segment; matching ignores case and a
 * trailing slash. Netlify leaves the dot in `/*.js` unescaped, and so do we.
 */
export function pathPattern(forPath: string): RegExp {
  const parts = forPath
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)"
      if (part === "*") return "?(.*)"
      if (part.includes("*")) return part.replaceAll("*", "(.*)")
      return escapeRegExp(part)
    })
  return new RegExp(`^/${parts.join("/")}/?$`, "iu")
}

/** Netlify writes a list value with exactly one space after each comma. */
const normaliseValue = (value: string) =>
  value
    .trim()
    .split(/\s*,\s*/g)
    .join(", ")

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { for: string; values: Record<string, string> }[] = []
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim()
    if (line === "" || line.startsWith("#")) return
    if (line.startsWith("/")) {
      rules.push({ for: line, values: {} })
      return
    }
    // Lines without a colon are skipped, as Netlify does: this is what lets the file
    // carry Cloudflare Pages' "! Name" lines, which drop a header set by an earlier rule.
    const colon = line.indexOf(":")
    if (colon === -1) return
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    const where = `_headers line ${index + 1}`
    if (name === "") throw new Error(`${where}: missing header name`)
    if (value === "") throw new Error(`${where}: missing header value`)
    const rule = rules[rules.length - 1]
    if (!rule) throw new Error(`${where}: a path line must come before header "${name}"`)
    rule.values[name] = rule.values[name] === undefined ? value : `${rule.values[name]}, ${value}`
  })
  const normalised = rules
    .filter((rule) => Object.keys(rule.values).length > 0)
    .map((rule) => ({
      for: rule.for,
      values: Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name, normaliseValue(value)])),
    }))
  // Netlify drops a rule that repeats an earlier one exactly, keeping the later copy.
  const seen = new Set<string>()
  const unique = normalised
    .reverse()
    .filter((rule) => {
      const key = JSON.stringify([rule.for, Object.entries(rule.values).sort()])
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .reverse()
  return unique.map((rule) => ({ ...rule, pattern: pathPattern(rule.for) }))
}

/** The headers Netlify sends for a request path. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const existing = Object.keys(merged).find((key) => key.toLowerCase() === name.toLowerCase())
      if (existing) delete merged[existing]
      merged[name] = value
    }
  }
  return merged
}
