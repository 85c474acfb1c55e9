/**
 * The headers of static/_headers, completed by the build, reach every response,
 * and the Content-Security-Policy allows what the pages do: no page of the
 * built site reports a violation or a console error in Chromium.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers.js"
import { type BrowserSession, launchBrowser, type PageWatch, watchPage } from "./support/browser"
import { builtRoutes, publicDir, rootDir, type SiteServer, startSiteServer } from "./support/server"

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"
const routes = builtRoutes()
const builtRules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
const publicCsp = headersForPath(builtRules, "/")["Content-Security-Policy"]

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

let server: SiteServer
beforeAll(async () => {
  server = await startSiteServer()
})
afterAll(() => server?.close())

const get = (urlPath: string) => fetch(new URL(urlPath.replace(/^\//, ""), server.url), { redirect: "manual" })

describe("the headers file", () => {
  it("has the same rules in netlify.toml as in static/_headers", () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(rootDir, "static", "_headers"), "utf8"))
    const asToml = rules
      .map((rule) =>
        [
          "[[headers]]",
          `  for = ${JSON.stringify(rule.for)}`,
          "  [headers.values]",
          ...Object.entries(rule.values).map(([name, value]) => `    ${name} = ${JSON.stringify(value)}`),
        ].join("\n"),
      )
      .join("\n\n")
    expect(fs.readFileSync(path.join(rootDir, "netlify.toml"), "utf8")).toContain(asToml)
  })

  it("gives the public pages a policy without eval or inline scripts, framed by nobody", () => {
    const policy = directives(publicCsp)
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("script-src")?.[0]).toBe("'self'")
    expect(
      policy
        .get("script-src")
        ?.slice(1)
        .every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)),
    ).toBe(true)
    expect(policy.get("frame-src")).toEqual(["https://www.google.com"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("form-action")).toEqual(["'none'"])
  })
})

describe.each(routes)("the page %s", (route) => {
  it("is served with every security header and revalidates", async () => {
    const response = await get(route)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("content-security-policy")).toBe(publicCsp)
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)/)
    expect(response.headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(\)/)
    expect(response.headers.get("cache-control")).toBe(REVALIDATE)
  })
})

describe("caching", () => {
  it("keeps hashed scripts, styles and /static/ files for a year", async () => {
    const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css)|\/static\/[^"]+)"/g)].map(([, url]) => url)
    expect(assets.length).toBeGreaterThan(2)
    for (const asset of assets) {
      const response = await get(asset)
      expect([asset, response.status, response.headers.get("cache-control")]).toEqual([asset, 200, IMMUTABLE])
    }
  })

  it("revalidates page data and the editor's unhashed bundle", async () => {
    for (const url of ["/page-data/index/page-data.json", "/page-data/app-data.json", "/admin/decap-cms.js"]) {
      const response = await get(url)
      expect([url, response.status, response.headers.get("cache-control")]).toEqual([url, 200, REVALIDATE])
    }
  })

  it("compresses text for browsers that accept it", async () => {
    const response = await get("/")
    expect(response.headers.get("content-encoding")).toMatch(/^(br|gzip)$/)
  })
})

describe("an unknown path", () => {
  it("gets the 404 page with status 404 and the same headers", async () => {
    const response = await get("/no-such-page/")
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(fs.readFileSync(path.join(publicDir, "404.html"), "utf8"))
    expect(response.headers.get("content-security-policy")).toBe(publicCsp)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })
})

describe("the editor at /admin/", () => {
  it("has its own policy, the only one that allows eval, and is not indexed", async () => {
    const response = await get("/admin/")
    const policy = directives(response.headers.get("content-security-policy") ?? "")
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'", "https://identity.netlify.com"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(publicCsp).not.toContain("unsafe-eval")
  })
})

describe("in Chromium", () => {
  let browser: BrowserSession
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  /** Loads a route, scrolls to the end so lazy parts (map, reveals, images) load too. */
  async function visit(route: string): Promise<{ page: Page; watch: PageWatch }> {
    const page = await browser.context.newPage()
    const watch = await watchPage(page)
    await page.goto(new URL(route.replace(/^\//, ""), server.url).href, { waitUntil: "networkidle" })
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await page.waitForLoadState("networkidle")
    return { page, watch }
  }

  /** Problems with the headers themselves, e.g. a Permissions-Policy feature Chromium does not know. */
  const headerWarnings = (watch: PageWatch) => watch.consoleWarnings.filter((text) => /Policy/.test(text))

  it.each(routes)("shows %s without a CSP violation or a console error", async (route) => {
    const { page, watch } = await visit(route)
    expect(watch.cspViolations).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(headerWarnings(watch)).toEqual([])
    await page.close()
  })

  it("shows the 404 page for an unknown path without a CSP violation", async () => {
    const { page, watch } = await visit("/no-such-page/")
    expect(watch.cspViolations).toEqual([])
    // The 404 status itself, and Gatsby looking for the page's data, are logged as failed loads.
    expect(watch.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([])
    expect(watch.pageErrors).toEqual([])
    await page.close()
  })

  it("navigates between the pages in the browser without a violation", async () => {
    const { page, watch } = await visit("/")
    for (const route of routes) {
      await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), route)
      await page.waitForURL(new URL(route.replace(/^\//, ""), server.url).href)
      await page.waitForLoadState("networkidle")
    }
    expect(watch.cspViolations).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    expect(watch.pageErrors).toEqual([])
    await page.close()
  })

  it("only tried to reach outside hosts that the policy names", () => {
    const policy = directives(publicCsp)
    const allowed = new Set([...(policy.get("frame-src") ?? []), ...(policy.get("img-src") ?? [])])
    const origins = [...new Set(browser.blocked.map((url) => new URL(url).origin))]
    expect(origins.filter((origin) => !allowed.has(origin))).toEqual([])
  })
})
