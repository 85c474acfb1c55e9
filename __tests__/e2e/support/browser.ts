/**
 * Headless Chromium for the browser tests: Debian's chromium driven by
 * playwright-core (no browser download), a fresh profile per launch, and no
 * request ever leaving this machine. Requests to other hosts are blocked and
 * listed, so a test can assert exactly which outside hosts a page tried to reach.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type BrowserContext, type BrowserType, chromium, type ConsoleMessage, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_ARGS } from "../../../scripts/chromium.cjs"

export { CHROME_PATH, CHROMIUM_ARGS }

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

export type LaunchOptions = Omit<
  NonNullable<Parameters<BrowserType["launchPersistentContext"]>[1]>,
  "executablePath" | "headless" | "args"
>

export type BrowserSession = {
  context: BrowserContext
  /** Every request to a host other than loopback, in order; none of them was sent. */
  blocked: string[]
  close: () => Promise<void>
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH`)
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-chromium-"))
  const context = await chromium.launchPersistentContext(profile, {
    viewport: { width: 1280, height: 800 },
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    ...options,
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
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
      fs.rmSync(profile, { recursive: true, force: true })
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
