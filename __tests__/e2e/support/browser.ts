/**
 * Headless Chromium for the browser tests: Debian's chromium driven by
 * playwright-core (no browser download), a fresh context per test file, and no
 * request ever leaving this machine. Requests to other hosts are blocked and
 * listed, so a test can assert exactly which outside hosts a page tried to reach.
 *
 * One Chromium serves every test file of a run (global-setup.ts starts it):
 * a file connects in half a second, where starting its own took two.
 */
import fs from "node:fs"
import { type Browser, type BrowserContextOptions, chromium, type ConsoleMessage, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_ARGS } from "../../../scripts/chromium"

export { CHROME_PATH, CHROMIUM_ARGS }

/** Where the shared Chromium listens, when Jest's global setup has started one. */
export const SHARED_CHROMIUM = "E2E_CHROMIUM_ENDPOINT"

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

export type LaunchOptions = BrowserContextOptions

export type BrowserSession = {
  context: BrowserContext
  /** Every request to a host other than loopback, in order; none of them was sent. */
  blocked: string[]
  close: () => Promise<void>
}
type BrowserContext = Awaited<ReturnType<Browser["newContext"]>>

/** How every test run starts Chromium: headless, with the project's flags. */
export function chromiumLaunchOptions() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH`)
  }
  return { executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS }
}

/** A fresh browser context: on the shared Chromium if there is one, else on a Chromium of its own. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const endpoint = process.env[SHARED_CHROMIUM]
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(chromiumLaunchOptions())
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    ...options,
  })
  const blocked: string[] = []
  await context.route("**/*", (route) => {
    const url = route.request().url()
    if (LOOPBACK.has(new URL(url).hostname)) return route.continue()
    blocked.push(url)
    return route.abort("blockedbyclient")
  })
  return {
    context,
    blocked,
    close: async () => {
      await context.close()
      // Leaves a shared Chromium running for the next file; quits one of its own.
      await browser.close()
    },
  }
}

export type CspViolation = { directive: string; blockedURI: string; documentURI: string; sample: string }

export type PageWatch = {
  /** console.error calls and browser-logged errors, except loads we blocked on purpose. */
  consoleErrors: string[]
  /** Warnings, e.g. a header the browser could not fully parse. */
  consoleWarnings: string[]
  /** Uncaught exceptions. */
  pageErrors: string[]
  /** `securitypolicyviolation` events of the page and its frames. */
  cspViolations: CspViolation[]
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => void
  }
}

const isBlockedLoad = (message: ConsoleMessage) => /ERR_BLOCKED_BY_CLIENT/.test(message.text())

/**
 * Records what goes wrong on a page from its first script on. The CSP listener is
 * an init script, which the page's own policy does not govern, and it reports
 * through a binding, so violations during navigation are not lost.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], consoleWarnings: [], pageErrors: [], cspViolations: [] }
  await page.exposeFunction("__reportCspViolation", (violation: CspViolation) => {
    watch.cspViolations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sample: event.sample,
      })
    })
  })
  page.on("console", (message) => {
    const text = `${message.text()} (${message.location().url})`
    if (message.type() === "error" && !isBlockedLoad(message)) watch.consoleErrors.push(text)
    if (message.type() === "warning") watch.consoleWarnings.push(text)
  })
  page.on("pageerror", (error) => watch.pageErrors.push(error.message))
  return watch
}
