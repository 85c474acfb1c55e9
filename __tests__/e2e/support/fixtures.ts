/**
 * The browser tests' fixtures. `site`, set per project in playwright.config.ts, is the site under test: a built
 * public/ (served at the project's baseURL) and the content/ it was built from, whence `content` and `expected`
 * (loadContent), so one suite checks any catalogue. Requests to other hosts fail in the browser and are listed in
 * `blocked`.
 */
import { test as base, expect as baseExpect, type Locator, type Page, type Request } from "@playwright/test"
import { loadContent, type SiteContent } from "../../../src/content"
import { published, type SiteUnderTest } from "../../../tooling/sites"
import { type Expected, expectedFrom } from "../../support/expected-content"

export { published, type SiteUnderTest }
/** Console errors (but loads blocked on purpose) and warnings, uncaught exceptions, CSP violations of any frame. */
export type PageWatch = Record<"consoleErrors" | "consoleWarnings" | "pageErrors" | "cspViolations", string[]>

/** Any address but this machine's. */
const ELSEWHERE = /^(?!https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/)/

/**
 * Chromium sends a request for any other host, by name or by address, to a proxy on a port of this machine where
 * none listens, and the request fails there; this machine's own addresses it never sends to a proxy. Not a
 * `context.route` of every other address: any route makes Chromium hold each request of the page, this machine's
 * too, until Playwright's worker lets it go (about 7 % of a page visit). A test may still route a host to answer it.
 */
const NOWHERE_PROXY = "--proxy-server=http://127.0.0.1:9"
const FAILED_ELSEWHERE = /ERR_PROXY_CONNECTION_FAILED/

export const test = base.extend<
  { blocked: string[]; failureScreenshots: void; watch: PageWatch; settled: () => Promise<void> },
  { site: SiteUnderTest; content: SiteContent; expected: Expected }
>({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), NOWHERE_PROXY] }),
    { scope: "worker" },
  ],
  site: [published, { option: true, scope: "worker" }],
  content: [async ({ site }, use) => use(loadContent(site.contentDir)), { scope: "worker" }],
  expected: [async ({ content }, use) => use(expectedFrom(content)), { scope: "worker" }],
  blocked: [
    async ({ context }, use) => {
      const blocked: string[] = []
      context.on("requestfailed", (request) => {
        if (ELSEWHERE.test(request.url()) && FAILED_ELSEWHERE.test(request.failure()?.errorText ?? ""))
          blocked.push(request.url())
      })
      await use(blocked)
    },
    { auto: true },
  ],
  /**
   * A failed test's screenshot of each of its pages, as test-failed-<n>.png in its folder of test-results/. Not
   * Playwright's `screenshot: "only-on-failure"`: it also takes one of every page, before its context closes,
   * of every test that passes, in case the context's teardown fails it (about 0.25 s a test, a minute a run).
   */
  failureScreenshots: [
    async ({ context }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      for (const [index, page] of context.pages().entries()) {
        const path = testInfo.outputPath(`test-failed-${index + 1}.png`)
        const taken = await page.screenshot({ path, timeout: 5000 }).then(
          () => true,
          () => false,
        )
        // Listed where it is (attach() would copy it into attachments/).
        if (taken) testInfo.attachments.push({ name: "screenshot", path, contentType: "image/png" })
      }
    },
    { auto: true },
  ],
  watch: async ({ page }, use) => use(await watchPage(page)),
  // Until no request to this machine is open for 500 ms: our "networkidle" (Playwright's once never came in CI).
  settled: async ({ page }, use) => {
    const open = new Map<Request, string>()
    let since = Date.now()
    const track = (isOpen: boolean) => (request: Request) => {
      if (ELSEWHERE.test(request.url())) return
      if (isOpen) open.set(request, request.url())
      else open.delete(request)
      since = Date.now()
    }
    page.on("request", track(true)).on("requestfinished", track(false)).on("requestfailed", track(false))
    await use(() =>
      baseExpect(() => {
        baseExpect([...open.values()], "requests still open").toEqual([])
        baseExpect(Date.now() - since, "ms since a request began or ended").toBeGreaterThanOrEqual(500)
      }).toPass({ intervals: [100], timeout: 20_000 }),
    )
  },
})

/**
 * Records what goes wrong on a page from its first script on. The CSP listener is an init script, which the
 * page's policy does not govern, and reports through a binding, so violations during navigation are kept.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], consoleWarnings: [], pageErrors: [], cspViolations: [] }
  await page.exposeFunction("reportCspViolation", (violation: string) => watch.cspViolations.push(violation))
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>).reportCspViolation
      report(`${event.effectiveDirective} ${event.blockedURI} in ${event.documentURI}: ${event.sample}`)
    }),
  )
  page.on("console", (message) => {
    const text = `${message.text()} (${message.location().url})`
    if (message.type() === "error" && !FAILED_ELSEWHERE.test(text)) watch.consoleErrors.push(text)
    if (message.type() === "warning") watch.consoleWarnings.push(text)
  })
  page.on("pageerror", (error) => watch.pageErrors.push(error.message))
  return watch
}

/** The hosts of the blocked requests, each once. */
export const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).hostname))]

/**
 * For each element, whether it is really seen: rendered, not transparent (itself or an ancestor), with a size,
 * and not clipped away by an ancestor hiding its overflow (a collapsed panel): more than toBeVisible. In the page.
 */
export function seenEach(elements: Element[]): boolean[] {
  return elements.map((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    if (box.width < 1 || box.height < 1) return false
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === "visible" && style.overflowY === "visible") continue
      const clip = parent.getBoundingClientRect()
      const overlapX = Math.min(box.right, clip.right) - Math.max(box.left, clip.left)
      const overlapY = Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top)
      if (overlapX < 1 || overlapY < 1) return false
    }
    return true
  })
}

export const expect = baseExpect.extend({
  /** The one element of `locator` is really seen (seenEach); like toBeVisible, it waits until it is. */
  async toBeSeen(locator: Locator, options: { timeout?: number } = {}) {
    let found: boolean | string = false
    const seen = async () => {
      const each = await locator.evaluateAll(seenEach)
      return (found = each.length <= 1 ? each[0] === true : `${each.length} elements`)
    }
    const want = !this.isNot
    const polled = baseExpect.poll(seen, { timeout: options.timeout ?? this.timeout }).toBe(want)
    const pass = await polled.then(() => want).catch(() => !want)
    return { name: "toBeSeen", pass, message: () => `${locator} is ${want ? "not " : ""}seen (${found})` }
  },
})
