/**
 * The headers of public/_headers (static/_headers completed by the build; the
 * rules themselves are checked in __tests__/build/headers.test.ts) reach every
 * response as `npm start` serves them, and the Content-Security-Policy and the
 * cross-origin isolation allow what the pages do: no page of the built site
 * reports a violation or a console error in Chromium, and the map still loads.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page, Route } from "playwright-core"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { type BrowserSession, launchBrowser, type PageWatch, watchPage } from "./support/browser"
import { eventually } from "./support/pages"
import { builtRoutes, publicDir, type SiteServer, startSiteServer } from "./support/server"

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

/** The response's values of the headers named in `expected`, under the names written there. */
const served = (response: Response, expected: Record<string, string>) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]))

describe.each(routes)("the page %s", (route) => {
  it("is served with every header of the published file", async () => {
    const response = await get(route)
    expect(response.status).toBe(200)
    // A charset name is case-insensitive (serve-static writes UTF-8).
    expect(response.headers.get("content-type")?.toLowerCase()).toBe("text/html; charset=utf-8")
    expect(served(response, headersForPath(builtRules, route))).toEqual(headersForPath(builtRules, route))
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin")
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
    for (const url of ["/page-data/index/page-data.json", "/page-data/app-data.json", "/admin/editor.js"]) {
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
    const expected = headersForPath(builtRules, "/no-such-page/")
    expect(served(response, expected)).toEqual(expected)
  })
})

describe("the editor at /admin/", () => {
  it("gets the published headers, its policy widened only for Decap's local backend, which only npm start allows", async () => {
    const response = await get("/admin/")
    const expected = headersForPath(builtRules, "/admin/")
    const { "Content-Security-Policy": policy, ...others } = expected
    expect(served(response, others)).toEqual(others)
    const published = directives(policy)
    const local = directives(response.headers.get("content-security-policy") ?? "")
    expect(local.get("connect-src")).toEqual([...(published.get("connect-src") ?? []), "http://localhost:8081"])
    expect(new Map([...local].filter(([name]) => name !== "connect-src"))).toEqual(
      new Map([...published].filter(([name]) => name !== "connect-src")),
    )
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
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

  it("loads the map's frame on /contact/ under the pages' cross-origin isolation", async () => {
    // The framed hosts answer here (nothing leaves the machine), so the frame gets a document.
    const framed = directives(publicCsp).get("frame-src") ?? []
    const fakeMap = (route: Route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" })
    for (const origin of framed) await browser.context.route(`${origin}/**`, fakeMap)
    try {
      const { page, watch } = await visit("/contact/")
      const mapFrame = () => page.frames().find((frame) => framed.includes(new URL(frame.url()).origin))
      await page.waitForFunction(() => document.querySelector("main iframe") !== null)
      await page.locator("main iframe").scrollIntoViewIfNeeded()
      await eventually(async () => expect(await mapFrame()?.title()).toBe("Mapa"))
      expect(watch.cspViolations).toEqual([])
      expect(watch.consoleErrors).toEqual([])
      await page.close()
    } finally {
      for (const origin of framed) await browser.context.unroute(`${origin}/**`, fakeMap)
    }
  })

  it("only tried to reach outside hosts that the policy names", () => {
    const policy = directives(publicCsp)
    const allowed = new Set([...(policy.get("frame-src") ?? []), ...(policy.get("img-src") ?? [])])
    const origins = [...new Set(browser.blocked.map((url) => new URL(url).origin))]
    expect(origins.filter((origin) => !allowed.has(origin))).toEqual([])
  })
})
