/**
 * The page's scripts wait for its first contentful paint (src/gatsby/post-build/scripts-after-paint.ts),
 * the page's own chunks among them, and a browser that cannot report that paint still gets them: the page
 * becomes interactive either way. On a phone's screen.
 */
import type { Page } from "@playwright/test"
import { ROUTES } from "../../src/routes"
import { expect, test } from "./support/fixtures"
import { menuToggle, visit } from "./support/pages"

/** The page at `route`, hydrated, with `init` run before the page's own scripts. */
async function openWith(page: Page, route: string, init?: string): Promise<Page> {
  if (init) await page.addInitScript(init)
  await visit(page, route)
  return page
}

/** The menu opens on a tap (the browser's popover) and its toggle is renamed to close it: React has taken over the page. */
async function expectInteractive(page: Page, closeMenu: string) {
  await menuToggle(page).click()
  await expect(menuToggle(page)).toHaveAttribute("aria-label", closeMenu)
}

/** When the page first showed content, and when each script its HTML lists was requested. */
const timings = (page: Page) =>
  page.evaluate(() => {
    const loader = document.querySelector("script[data-load]")
    const listed = ["data-load", "data-page-chunks"].flatMap((name) => (loader?.getAttribute(name) ?? "").split(" "))
    const requested = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"))
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: listed.map((src) => ({
        src,
        start: requested.find((entry) => new URL(entry.name).pathname === src)?.startTime ?? Number.NaN,
      })),
    }
  })

/**
 * Run before the page's scripts: records, when Gatsby's runtime requests the
 * page's data, whether the task that evaluated its app bundle had ended. The
 * bundle's evaluation sets `window.___loader`; a message posted then is
 * delivered only after that task.
 */
const RECORD_DATA_REQUEST = `(() => {
  let bundleTaskEnded = false
  Object.defineProperty(window, "___loader", {
    configurable: true,
    set(value) {
      Object.defineProperty(window, "___loader", { value, writable: true, configurable: true })
      const channel = new MessageChannel()
      channel.port1.onmessage = () => { bundleTaskEnded = true; channel.port1.close() }
      channel.port2.postMessage(0)
    },
  })
  const open = XMLHttpRequest.prototype.open
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes("/page-data/") && !("dataRequestedAfterBundleTask" in window))
      window.dataRequestedAfterBundleTask = bundleTaskEnded
    return open.call(this, method, url, ...rest)
  }
})()`

// The scripts do not depend on the width: checked on a phone's screen only.
test.describe("on a phone", { tag: "@phone" }, () => {
  for (const route of Object.values(ROUTES)) {
    test.describe(route, () => {
      test("requests its scripts only after the first contentful paint, and then works", async ({ page, expected }) => {
        await openWith(page, route)
        const { paint, scripts } = await timings(page)
        expect(scripts.length).toBeGreaterThan(0)
        expect(scripts.filter((script) => !(script.start >= paint))).toEqual([])
        await expectInteractive(page, expected.site.labels.closeMenu)
      })

      test("requests the page's own chunks with Gatsby's scripts, not a round trip later from Gatsby's runtime", async ({
        page,
      }) => {
        await openWith(page, route)
        const { pageChunks, fromRuntime } = await page.evaluate(() => ({
          pageChunks: document.querySelector("script[data-load]")?.getAttribute("data-page-chunks")?.split(" ") ?? [],
          // webpack marks each script tag it adds for a chunk it needs (its lazily loaded ones: the photo viewer, motion).
          fromRuntime: [...document.querySelectorAll("script[data-webpack]")].map((script) =>
            script.getAttribute("src"),
          ),
        }))
        expect(pageChunks.filter((src) => src.startsWith("/component---"))).toHaveLength(1)
        expect(fromRuntime.filter((src) => src !== null && pageChunks.includes(src))).toEqual([])
      })

      test("requests the page's data in a task after the one that evaluated the app bundle (src/client-entry.ts)", async ({
        page,
        expected,
      }) => {
        await openWith(page, route, RECORD_DATA_REQUEST)
        expect(
          await page.evaluate(
            () => (window as { dataRequestedAfterBundleTask?: boolean }).dataRequestedAfterBundleTask,
          ),
        ).toBe(true)
        await expectInteractive(page, expected.site.labels.closeMenu)
      })
    })
  }

  test.describe("a browser or tab that does not report the paint", () => {
    for (const [what, init] of [
      ["has no PerformanceObserver", "delete window.PerformanceObserver"],
      ["has a PerformanceObserver without supportedEntryTypes", "window.PerformanceObserver = class { observe() {} }"],
      [
        "has an older PerformanceObserver that refuses the type option",
        "window.PerformanceObserver = class { observe() { throw new TypeError('entryTypes') } static get supportedEntryTypes() { return ['paint'] } }",
      ],
      [
        "never reports the paint",
        "window.PerformanceObserver = class { observe() {} static get supportedEntryTypes() { return ['paint'] } }",
      ],
    ]) {
      test(`loads the scripts when the browser ${what}`, async ({ page, expected }) => {
        await expectInteractive(await openWith(page, "/", init), expected.site.labels.closeMenu)
      })
    }

    test("loads the scripts at once in a tab opened in the background", async ({ page, expected }) => {
      await openWith(page, "/", "Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })")
      const { paint, scripts } = await timings(page)
      expect(scripts.length).toBeGreaterThan(0)
      // The loader starts one request per task, so this tab (only pretending to be hidden) may paint before the
      // last ones start: the first starts before any paint, and every one is requested.
      expect(scripts[0].start).toBeLessThan(paint)
      expect(scripts.filter((script) => Number.isNaN(script.start))).toEqual([])
      await expectInteractive(page, expected.site.labels.closeMenu)
    })
  })
})
