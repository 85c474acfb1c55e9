/**
 * The Firefox suite's fixtures: Playwright Test runs the tests, puppeteer-core drives Firefox (firefox.ts). Not the
 * e2e fixtures, whose automatic ones start Chromium. One Firefox per worker, reused by every test; a visitor without
 * JavaScript has one of her own, started the first time a test of the worker needs it. Each test gets a page of its
 * own in a fresh browser context (its own cookies, storage and cache) at its screen's size.
 */
import { test as base, expect, type TestInfo } from "@playwright/test"
import type { Browser, Page } from "puppeteer-core"
import { loadContent, type SiteContent } from "../../../src/content"
import { published, type SiteUnderTest } from "../../e2e/support/fixtures"
import { type Expected, expectedFrom } from "../../support/expected-content"
import { skipWithoutBrowser } from "../missing-browser"
import { firefoxFound, launchFirefox, NO_FIREFOX } from "./firefox"

export { expect }

export type Screen = { name: "phone" | "desktop"; width: number; height: number }
/** The Chromium suite's two widths (playwright.config.ts). */
export const PHONE: Screen = { name: "phone", width: 375, height: 812 }
export const DESKTOP: Screen = { name: "desktop", width: 1280, height: 800 }
export const SCREENS = [PHONE, DESKTOP] as const

/** Runs `describe` once at each width, in a group named for it, whose tests get pages of that size. */
export function atEachWidth(describe: (screen: Screen) => void): void {
  for (const screen of SCREENS)
    test.describe(`at ${screen.name} width (${screen.width} px)`, () => {
      test.use({ screenSize: screen })
      describe(screen)
    })
}

if (!firefoxFound) console.log(`${NO_FIREFOX}: the Firefox suite is skipped`)

type WorkerFixtures = {
  site: SiteUnderTest
  content: SiteContent
  expected: Expected
  /** The site's address, from the project's baseURL (Playwright's webServer sets it). */
  origin: string
  firefox: Browser
  firefoxWithoutScripts: Browser
}
type TestFixtures = {
  /** The width and height of the test's pages (not Playwright's own `screen` option, which is for its browsers). */
  screenSize: Screen
  /** A page in Firefox, scripts on. */
  tab: Page
  /** A page in the Firefox without JavaScript. */
  tabWithoutScripts: Page
}

/** A web address of any host but this machine (not data: or blob: ones, which are the page's own). */
const ELSEWHERE = /^https?:\/\/(?!(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/)/

/**
 * A page of `browser` in a context of its own (cookies, storage, cache) at `screen`'s size, closed with its context
 * after the test. The test fails on what the page does wrong meanwhile, in Firefox where Chromium may not: an
 * uncaught exception or a console error; and on any answer from another host (the proxy, firefox.ts, lets none
 * through).
 */
async function pageFor(browser: Browser, screen: Screen, provide: (page: Page) => Promise<void>, testInfo: TestInfo) {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: screen.width, height: screen.height })
  const wrong = { pageErrors: [] as string[], consoleErrors: [] as string[], answeredElsewhere: [] as string[] }
  page.on("pageerror", (error) => wrong.pageErrors.push(String(error)))
  page.on("console", (message) => {
    if (message.type() === "error") wrong.consoleErrors.push(`${message.text()} (${message.location().url ?? ""})`)
  })
  page.on("response", (response) => {
    if (ELSEWHERE.test(response.url())) wrong.answeredElsewhere.push(response.url())
  })
  let passed = false
  try {
    await provide(page)
    passed = true
  } finally {
    // A failed test's screenshot (Playwright's own option only knows its own pages).
    const path = testInfo.outputPath("test-failed-1.png")
    const taken =
      !passed &&
      (await page.screenshot({ path }).then(
        () => true,
        () => false,
      ))
    if (taken) testInfo.attachments.push({ name: "screenshot", path, contentType: "image/png" })
    await context.close().catch(() => undefined)
  }
  expect(wrong).toEqual({ pageErrors: [], consoleErrors: [], answeredElsewhere: [] })
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [published, { option: true, scope: "worker" }],
  content: [async ({ site }, use) => use(loadContent(site.contentDir)), { scope: "worker" }],
  expected: [async ({ content }, use) => use(expectedFrom(content)), { scope: "worker" }],
  origin: [
    async ({}, use, workerInfo) => {
      const url = workerInfo.project.use.baseURL ?? process.env.E2E_PUBLISHED_URL
      if (!url) throw new Error("no address of the site: run through playwright.config.ts, which starts its server")
      await use(url)
    },
    { scope: "worker" },
  ],
  firefox: [
    async ({}, use) => {
      const browser = await launchFirefox()
      await use(browser)
      await browser.close()
    },
    // Its start (4–7 s here, by the machine's load) counts against this, not against the first test's time.
    { scope: "worker", timeout: 60_000 },
  ],
  firefoxWithoutScripts: [
    async ({}, use) => {
      const browser = await launchFirefox({ scripts: false })
      await use(browser)
      await browser.close()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  screenSize: [PHONE, { option: true }],
  tab: async ({ firefox, screenSize }, use, testInfo) => pageFor(firefox, screenSize, use, testInfo),
  tabWithoutScripts: async ({ firefoxWithoutScripts, screenSize }, use, testInfo) =>
    pageFor(firefoxWithoutScripts, screenSize, use, testInfo),
})

/**
 * Each file's set-up: its tests are skipped, saying why, where there is no Firefox (GitHub's runners may have
 * none); no Playwright trace, which would record a Playwright browser that never starts (a failed test keeps its
 * screenshot of the page instead).
 */
export function firefoxSuite(): void {
  skipWithoutBrowser(firefoxFound, NO_FIREFOX)
  test.use({ trace: "off" })
}
