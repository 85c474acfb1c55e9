/**
 * The headers of public/_headers (static/_headers completed by the build; the rules themselves are checked
 * in __tests__/build/headers.test.ts) reach every response as `npm start` serves them, and the
 * Content-Security-Policy and the cross-origin isolation allow what the pages do: no page of the built
 * site reports a violation or a console error in Chromium, tries a host the policy does not name, and the
 * map still loads.
 */
import fs from "node:fs"
import path from "node:path"
import type { APIResponse, Page } from "@playwright/test"
import { NOT_FOUND_ROUTE, ROUTES } from "../../src/routes"
import { headersForPath, parseHeadersFile } from "../../src/gatsby/security/netlify-headers"
import { expect, type PageWatch, type SiteUnderTest, test } from "./support/fixtures"
import { scrollThrough } from "./support/pages"

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"
const PAGES = [...Object.values(ROUTES), NOT_FOUND_ROUTE]

const rulesOf = (site: SiteUnderTest) =>
  parseHeadersFile(fs.readFileSync(path.join(site.publicDir, "_headers"), "utf8"))

/** A policy as directive → sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )

/** The response's values of the headers named in `expected`, under the names written there. */
const served = (response: APIResponse, expected: Record<string, string>) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers()[name.toLowerCase()] ?? null]))

test.describe("as served", { tag: "@desktop" }, () => {
  for (const route of PAGES) {
    test(`the page ${route} is served with every header of the published file`, async ({ request, site }) => {
      const response = await request.get(route, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      // A charset name is case-insensitive (serve-static writes UTF-8).
      expect(headers["content-type"]?.toLowerCase()).toBe("text/html; charset=utf-8")
      const expected = headersForPath(rulesOf(site), route)
      expect(served(response, expected)).toEqual(expected)
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
      expect(headers["cache-control"]).toBe(REVALIDATE)
    })
  }

  test("caching keeps hashed scripts, styles and /static/ files for a year", async ({ request, site }) => {
    const html = fs.readFileSync(path.join(site.publicDir, "index.html"), "utf8")
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css)|\/static\/[^"]+)"/g)].map(([, url]) => url)
    expect(assets.length).toBeGreaterThan(2)
    for (const asset of assets) {
      const response = await request.get(asset, { maxRedirects: 0 })
      expect([asset, response.status(), response.headers()["cache-control"]]).toEqual([asset, 200, IMMUTABLE])
    }
  })

  test("caching revalidates page data and the editor's unhashed bundle", async ({ request }) => {
    for (const url of ["/page-data/index/page-data.json", "/page-data/app-data.json", "/admin/editor.js"]) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect([url, response.status(), response.headers()["cache-control"]]).toEqual([url, 200, REVALIDATE])
    }
  })

  test("caching compresses text for browsers that accept it", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } })
    expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/)
  })

  test("an unknown path gets the 404 page with status 404 and the same headers", async ({ request, site }) => {
    const response = await request.get("/no-such-page/", { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(await response.text()).toBe(fs.readFileSync(path.join(site.publicDir, "404.html"), "utf8"))
    const expected = headersForPath(rulesOf(site), "/no-such-page/")
    expect(served(response, expected)).toEqual(expected)
  })

  test("the editor at /admin/ gets the published headers, its policy widened only for Decap's local backend, which only npm start allows", async ({
    request,
    site,
  }) => {
    const response = await request.get("/admin/", { maxRedirects: 0 })
    const { "Content-Security-Policy": policy, ...others } = headersForPath(rulesOf(site), "/admin/")
    expect(served(response, others)).toEqual(others)
    const published = directives(policy)
    const local = directives(response.headers()["content-security-policy"] ?? "")
    expect(local.get("connect-src")).toEqual([...(published.get("connect-src") ?? []), "http://localhost:8081"])
    expect(new Map([...local].filter(([name]) => name !== "connect-src"))).toEqual(
      new Map([...published].filter(([name]) => name !== "connect-src")),
    )
    expect(response.headers()["x-robots-tag"]).toBe("noindex")
  })
})

test.describe("in Chromium", { tag: "@desktop" }, () => {
  /** Loads a route and scrolls through it so lazy parts (map, reveals, images) load too. */
  async function visitAll(page: Page, settled: () => Promise<void>, route: string): Promise<void> {
    await page.goto(route)
    await settled()
    await scrollThrough(page)
    await settled()
  }

  /** Nothing went wrong: no violation, no error (but `expectedErrors`), no warning about a Policy header. */
  function expectClean(watch: PageWatch, expectedErrors = /^$/) {
    expect(watch.cspViolations).toEqual([])
    expect(watch.consoleErrors.filter((text) => !expectedErrors.test(text))).toEqual([])
    expect(watch.pageErrors).toEqual([])
    // Problems with the headers themselves, e.g. a Permissions-Policy feature Chromium does not know.
    expect(watch.consoleWarnings.filter((text) => /Policy/.test(text))).toEqual([])
  }

  /** The blocked requests went only to hosts that the pages' policy names (the map's frame and images). */
  function expectOnlyNamedHosts(blocked: string[], site: SiteUnderTest) {
    const policy = directives(headersForPath(rulesOf(site), "/")["Content-Security-Policy"])
    const allowed = new Set([...(policy.get("frame-src") ?? []), ...(policy.get("img-src") ?? [])])
    expect([...new Set(blocked.map((url) => new URL(url).origin))].filter((origin) => !allowed.has(origin))).toEqual([])
  }

  // And an unknown path, whose 404 status and Gatsby's look for its page data are logged as failed loads.
  const visited = [
    ...PAGES.map((route) => ({ route, expectedErrors: /^$/ })),
    { route: "/no-such-page/", expectedErrors: /status of 404/ },
  ]
  for (const { route, expectedErrors } of visited) {
    test(`shows ${route} without a CSP violation or a console error, asking only hosts the policy names`, async ({
      page,
      watch,
      blocked,
      settled,
      site,
    }) => {
      await visitAll(page, settled, route)
      expectClean(watch, expectedErrors)
      expectOnlyNamedHosts(blocked, site)
    })
  }

  test("navigates between the pages in the browser without a violation", async ({
    page,
    watch,
    blocked,
    settled,
    site,
    baseURL,
  }) => {
    await visitAll(page, settled, "/")
    for (const route of PAGES) {
      await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), route)
      await page.waitForURL(new URL(route, baseURL).href)
      await settled()
    }
    expectClean(watch)
    expectOnlyNamedHosts(blocked, site)
  })

  test("loads the map's frame on /contact/ under the pages' cross-origin isolation", async ({
    page,
    context,
    watch,
    settled,
    site,
  }) => {
    // The framed hosts answer here (nothing leaves the machine), so the frame gets a document.
    const framed = directives(headersForPath(rulesOf(site), "/")["Content-Security-Policy"]).get("frame-src") ?? []
    for (const origin of framed)
      await context.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" }),
      )
    await visitAll(page, settled, "/contact/")
    await page.locator("main iframe").scrollIntoViewIfNeeded()
    const mapFrame = () => page.frames().find((frame) => framed.some((origin) => frame.url().startsWith(`${origin}/`)))
    await expect.poll(async () => mapFrame()?.title()).toBe("Mapa")
    expect(watch.cspViolations).toEqual([])
    expect(watch.consoleErrors).toEqual([])
  })
})
