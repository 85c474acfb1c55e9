/**
 * The WebKit suite's fixtures. Each worker keeps one WebKitWebDriver and one MiniBrowser session from test to test
 * (sessions.ts), with the page's JavaScript on, or off for a test that sets `javaScript: false`. `tab` is the
 * session's page at the test's `screenSize`, left blank and with the site's storage emptied after each test; a
 * request to another host during a test fails it (outside.ts). The tests are skipped, saying why, on a machine
 * without WebKitGTK's driver or Xvfb. `site` (set in playwright.config.ts) is the built site, whence `content`
 * and `expected`, so one suite checks any catalogue. Playwright's own browser fixtures are never used here.
 */
import { test as base, expect } from "@playwright/test"
import { loadContent, type SiteContent } from "../../../../src/content"
import { published, type SiteUnderTest } from "../../../e2e/support/fixtures"
import { type Expected, expectedFrom } from "../../../support/expected-content"
import { skipWithoutBrowser } from "../../missing-browser"
import { missingTools } from "./driver"
import { type Viewport, WebKitPage } from "./page"
import { Sessions } from "./sessions"

export { expect }

export const PHONE: Viewport = { width: 375, height: 812 }
export const DESKTOP: Viewport = { width: 1280, height: 800 }

/** Whether this worker has said why it skips the tests (once is enough). */
let toldMissing = false

type TestFixtures = { javaScript: boolean; screenSize: Viewport; tab: WebKitPage }
type WorkerFixtures = { site: SiteUnderTest; content: SiteContent; expected: Expected; sessions: Sessions }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [published, { option: true, scope: "worker" }],
  content: [async ({ site }, use) => use(loadContent(site.contentDir)), { scope: "worker" }],
  expected: [async ({ content }, use) => use(expectedFrom(content)), { scope: "worker" }],
  sessions: [
    async ({}, use) => {
      const sessions = new Sessions()
      await use(sessions)
      await sessions.close()
    },
    { scope: "worker" },
  ],
  javaScript: [true, { option: true }],
  screenSize: [DESKTOP, { option: true }],
  tab: async ({ sessions, javaScript, screenSize, baseURL }, use) => {
    const missing = missingTools()
    if (missing && !toldMissing) process.stderr.write(`The webkit project's tests are skipped: ${missing}\n`)
    toldMissing = true
    skipWithoutBrowser(!missing, missing ?? "")
    if (!baseURL) throw new Error("no baseURL: the webkit project tests the site Playwright's webServer serves")
    const client = await sessions.session(javaScript)
    const tab = new WebKitPage(client, baseURL)
    await tab.setViewport(screenSize)
    sessions.takeOutsideRequests()
    await use(tab)
    await tab.reset()
    expect(sessions.takeOutsideRequests(), "requests to other hosts (none may leave this machine)").toEqual([])
  },
})
