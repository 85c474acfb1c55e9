/**
 * The headers file as it is published: public/_headers, which `netlify deploy`
 * and Cloudflare Pages read from the uploaded folder and scripts/serve/server.ts applies
 * locally. Every built page gets every rule it needs, the Content-Security-Policy
 * allows exactly the inline scripts and other hosts the built pages use, and the
 * editor at /admin/ gets only what Decap's github backend needs.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { parse } from "yaml"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { parseHtml, publishedSite } from "../support/built-site"

const { publicDir } = publishedSite

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"
/** Folders of public/ that are not pages of the public site: the editor, and Gatsby's slice fragments. */
const NOT_PAGES = new Set(["admin", "_gatsby"])

const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
const headersAt = (urlPath: string) => headersForPath(rules, urlPath)

const allFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** The URL path a file of public/ is served at. */
const urlPathOf = (file: string) =>
  `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/index\.html$/, "")

const pages = allFiles(publicDir)
  .filter((file) => file.endsWith(".html") && !NOT_PAGES.has(path.relative(publicDir, file).split(path.sep)[0]))
  .map((file) => ({
    urlPath: urlPathOf(file),
    document: parseHtml(fs.readFileSync(file, "utf8")),
  }))

/** A policy as directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** Inline scripts a browser runs (not JSON-LD), hashed the way CSP hashes them: the text between the tags. */
function inlineScriptHashes(document: Document): string[] {
  return [...document.querySelectorAll("script:not([src])")]
    .filter((script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""))
    .map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "", "utf8")
          .digest("base64")}'`,
    )
}

/** Origins of the absolute URLs in the given attributes (srcset lists split into URLs). */
function origins(document: Document, selector: string, attribute: string): string[] {
  return [...document.querySelectorAll(selector)]
    .flatMap((element) => (element.getAttribute(attribute) ?? "").split(",").map((part) => part.trim().split(/\s+/)[0]))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin)
}

test("finds the built pages, the 404 page among them", () => {
  expect(pages.map(({ urlPath }) => urlPath)).toEqual(expect.arrayContaining(["/", "/404.html"]))
})

for (const { urlPath, document } of pages) {
  test.describe(`the page ${urlPath}`, () => {
    const headers = headersAt(urlPath)
    const policy = directives(headers["Content-Security-Policy"])

    test("gets every security header and revalidates on each visit", () => {
      expect(headers).toMatchObject({
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Cache-Control": REVALIDATE,
      })
      expect(headers["Permissions-Policy"]).toMatch(/(^|, )camera=\(\), .*geolocation=\(\), .*microphone=\(\)/)
    })

    test("allows each of its inline scripts by hash, and no script by any other means", () => {
      const scriptSrc = policy.get("script-src") ?? []
      expect(scriptSrc[0]).toBe("'self'")
      expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toBe(true)
      const hashes = inlineScriptHashes(document)
      expect(hashes.length).toBeGreaterThan(0)
      expect(hashes.filter((hash) => !scriptSrc.includes(hash))).toEqual([])
    })

    test("loads scripts and styles from its own address, frames and images only from hosts its policy names", () => {
      expect(origins(document, "script[src]", "src")).toEqual([])
      expect(origins(document, "link[href][rel~=stylesheet], link[href][rel~=preload]", "href")).toEqual([])
      const framed = origins(document, "iframe[src]", "src")
      expect(framed.filter((origin) => !policy.get("frame-src")?.includes(origin))).toEqual([])
      const images = [
        ...origins(document, "img[src]", "src"),
        ...origins(document, "img[srcset], source[srcset]", "srcset"),
      ]
      expect(images.filter((origin) => !policy.get("img-src")?.includes(origin))).toEqual([])
    })

    test("is framed by nobody and runs no plugins, forms or foreign base URLs", () => {
      expect(policy.get("default-src")).toEqual(["'self'"])
      expect(policy.get("frame-ancestors")).toEqual(["'none'"])
      expect(policy.get("object-src")).toEqual(["'none'"])
      expect(policy.get("base-uri")).toEqual(["'self'"])
      expect(policy.get("form-action")).toEqual(["'none'"])
    })
  })
}

test.describe("the public policy", () => {
  const policy = directives(headersAt("/")["Content-Security-Policy"])

  test("is the same for every page, and for any unknown address that gets the 404 page", () => {
    const policies = new Set(
      [...pages.map(({ urlPath }) => urlPath), "/no-such-page/"].map(
        (urlPath) => headersAt(urlPath)["Content-Security-Policy"],
      ),
    )
    expect(policies.size).toBe(1)
    expect(headersAt("/no-such-page/")).toEqual(headersAt("/"))
  })

  test("lists no script hash that no page uses", () => {
    const used = new Set(pages.flatMap(({ document }) => inlineScriptHashes(document)))
    expect((policy.get("script-src") ?? []).slice(1).filter((hash) => !used.has(hash))).toEqual([])
  })

  test("frames exactly the hosts the pages frame (the map)", () => {
    const framed = new Set(pages.flatMap(({ document }) => origins(document, "iframe[src]", "src")))
    expect(framed.size).toBeGreaterThan(0)
    expect(policy.get("frame-src")).toEqual([...framed].sort())
  })

  test("allows no http: source anywhere", () => {
    const sources = rules.flatMap((rule) => [...directives(rule.values["Content-Security-Policy"]).values()].flat())
    expect(sources.filter((source) => source.startsWith("http:"))).toEqual([])
  })
})

test.describe("caching", () => {
  const files = allFiles(publicDir)
    .filter((file) => !file.endsWith(`${path.sep}_headers`))
    .map(urlPathOf)

  test("keeps for a year only files whose name changes with their content", () => {
    const immutable = files.filter((urlPath) => headersAt(urlPath)["Cache-Control"] === IMMUTABLE)
    expect(immutable.length).toBeGreaterThan(0)
    expect(immutable.filter((urlPath) => !/[0-9a-f]{16,}/.test(urlPath))).toEqual([])
  })

  test("keeps every script, style sheet and image the pages load for a year", () => {
    const assets = pages.flatMap(({ document }) =>
      [...document.querySelectorAll("script[src], link[rel=stylesheet][href], img[src]")]
        .map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "")
        .filter((url) => url.startsWith("/") && !url.startsWith("//")),
    )
    expect(assets.length).toBeGreaterThan(0)
    expect([...new Set(assets)].filter((url) => headersAt(url)["Cache-Control"] !== IMMUTABLE)).toEqual([])
  })

  test("revalidates page data and the editor on each visit", () => {
    for (const urlPath of [
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/admin/",
      "/admin/editor.js",
      "/admin/config.yml",
    ]) {
      expect([urlPath, headersAt(urlPath)["Cache-Control"]]).toEqual([urlPath, REVALIDATE])
    }
  })
})

test.describe("the editor at /admin/", () => {
  const headers = headersAt("/admin/")
  const policy = directives(headers["Content-Security-Policy"])
  const config = parse(fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")) as {
    backend: { name: string; api_root?: string; base_url?: string }
  }

  test("is the only place that allows eval (Decap compiles its config schema), and loads no script from another host", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
    const page = parseHtml(fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8"))
    expect(origins(page, "script[src]", "src")).toEqual([])
  })

  test("connects to exactly the hosts of Decap's github backend (GitHub's API and status page) and reads uploads back from blob:", () => {
    expect(config.backend.name).toBe("github")
    const api = new URL(config.backend.api_root ?? "https://api.github.com").origin
    expect(policy.get("connect-src")).toEqual(["'self'", "blob:", api, "https://www.githubstatus.com"])
    expect(policy.get("img-src")).toContain("https://avatars.githubusercontent.com")
  })

  test("keeps the link to its login popup on Netlify, is framed by nobody and not indexed", () => {
    expect(new URL(config.backend.base_url ?? "https://api.netlify.com").origin).toBe("https://api.netlify.com")
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(headers["X-Robots-Tag"]).toBe("noindex")
  })
})

test.describe("source maps", () => {
  // Builds from before they were switched off left theirs in public/; the build deletes them.
  test("are not published", () => {
    expect(allFiles(publicDir).filter((file) => file.endsWith(".map"))).toEqual([])
  })
})
