/**
 * Playwright Test: everything that needs a built site. The browser tests (__tests__/e2e/) in Debian's Chromium
 * against built sites served as `npm start` serves them (scripts/serve/server.ts), the editor's against
 * decap-server, and the checks of the build's files, which need no browser (__tests__/build/, __tests__/rebuild/).
 * https://playwright.dev/docs/test-configuration
 *
 * Two sites: the published build (public/, from content/, made by `npm run build`) and the second site, the
 * frozen content of __tests__/fixtures/ with a second catalogue and a week of editor's edits, which the `sites`
 * project builds, with a broken edit that must stop its build, in temp folders while the others run: it is the
 * one owner of those builds (__tests__/rebuild/sites.setup.ts). `output` checks the published build's files,
 * `edited-output` the second site's and the broken build. Each browser project tests one site at one width:
 * `phone` and `desktop` the published build; `edited-phone` and `edited-desktop` the second site with the suites
 * tagged @content, those that read their expectations from the site's content, and @second-site, the
 * screenshots, which are taken of it alone because no editor changes it. A test tagged @phone or @desktop runs
 * at that width only; `editor` runs the editor's suites (admin/); `firefox` and `webkit` the engine suites
 * (__tests__/engines/) on the published build, in those browsers.
 * Every server listens on a free port; Playwright reads it from the server's
 * first line into the environment, where the projects' baseURL takes it from.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { defineConfig } from "@playwright/test"
import { TEST_BROWSER_PATH, TEST_CHROMIUM_ARGS } from "./tooling/chromium"
import { edited, published, type SiteUnderTest } from "./tooling/sites"

const tsx = path.join(__dirname, "node_modules", ".bin", "tsx")
const phone = { viewport: { width: 375, height: 812 } }
/** The editor's suites: each worker on a decap-server repository of its own (admin/editor.ts), at an editor's width. */
const EDITOR = "**/e2e/admin/*.test.ts"
const desktop = { viewport: { width: 1280, height: 800 } }
const launchOptions = { executablePath: TEST_BROWSER_PATH, args: TEST_CHROMIUM_ARGS }

/**
 * The local server on a built site; its first line, the address, goes into the environment as `variable`.
 * The second site is not built yet when the servers start: its server starts without the command line's
 * check for an index.html.
 */
const serve = (site: SiteUnderTest, variable: string, { built = true } = {}) => ({
  command: built
    ? `"${tsx}" scripts/serve/server.ts --root "${site.publicDir}" --port 0`
    : `"${tsx}" --eval 'require("./scripts/serve/server.ts").startServer(${JSON.stringify({ root: site.publicDir, port: 0 })}).then(({ url }) => console.log(url))'`,
  wait: { stdout: new RegExp(`^(?<${variable}>http://\\S+)`, "m") },
  stdout: "ignore" as const,
})

/**
 * Screenshots depend on the browser's and the system's drawing, so baselines are kept per system and
 * browser major (`npm run screenshots:update` makes them): e.g. debian-12-chromium-156, which Debian's
 * Chromium and its headless shell share (both print "Chromium 156…" and, with CHROMIUM_ARGS, draw alike).
 */
function screenshotFolder(): string {
  const release = fs.existsSync("/etc/os-release") ? fs.readFileSync("/etc/os-release", "utf8") : ""
  const system = ["ID", "VERSION_ID"].map((key) => new RegExp(`^${key}="?([^"\\n]*)`, "m").exec(release)?.[1] ?? "")
  const version = fs.existsSync(TEST_BROWSER_PATH)
    ? execFileSync(TEST_BROWSER_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
    : ""
  const browser = /^(.*?)\s+(\d+)\./.exec(version.trim())
  const key = [os.platform(), ...system, browser?.[1], browser?.[2]].filter(Boolean).join("-")
  return key.toLowerCase().replace(/[^a-z0-9.]+/g, "-")
}

export default defineConfig<{ site: SiteUnderTest }>({
  testDir: "__tests__/e2e",
  testMatch: "**/*.test.ts",
  outputDir: "test-results",
  snapshotPathTemplate: `{testDir}/screenshots/${screenshotFolder()}/{projectName}/{arg}{ext}`,
  updateSnapshots: "none",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, with a trace: recording one in every test, to keep it only on a failure, made the
  // browser tests 40 % slower (DOM snapshots alone, 11 %). A test that passes on its retry fails the run all the same.
  retries: 1,
  failOnFlakyTests: true,
  // Two cores here; the browser and the servers of each worker need about one.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    browserName: "chromium",
    launchOptions,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    trace: "on-first-retry",
    // A failed test's screenshots: the failureScreenshots fixture (e2e/support/fixtures.ts).
    screenshot: "off",
  },
  webServer: [serve(published, "e2e_published_url"), serve(edited, "e2e_edited_url", { built: false })],
  // The projects' tests start in this order: the second site's build (one temp project, one test at a time) and the
  // editor's suites first, the rest beside them.
  projects: [
    { name: "sites", testDir: "__tests__/rebuild", testMatch: "*.setup.ts", workers: 1 },
    // The build's files, read in Node: no browser is started for tests that ask for no page.
    { name: "output", testDir: "__tests__/build", testMatch: "*.test.ts" },
    { name: "edited-output", testDir: "__tests__/rebuild", testMatch: "*.test.ts", dependencies: ["sites"] },
    {
      name: "editor",
      testMatch: EDITOR,
      use: {
        // The form beside its preview, as the editor's tests were written for.
        viewport: { width: 1400, height: 1000 },
        site: published,
        baseURL: process.env.E2E_PUBLISHED_URL,
      },
    },
    {
      name: "phone",
      testIgnore: EDITOR,
      grepInvert: /@desktop|@second-site/,
      use: { ...phone, site: published, baseURL: process.env.E2E_PUBLISHED_URL },
    },
    {
      name: "desktop",
      testIgnore: EDITOR,
      grepInvert: /@phone|@second-site/,
      use: { ...desktop, site: published, baseURL: process.env.E2E_PUBLISHED_URL },
    },
    // Firefox (Gecko) and Safari's engine (WebKitGTK): the visitor behaviours whose outcome depends on the engine,
    // each suite driving its browser with its own client (__tests__/engines/*/), on the published build.
    {
      name: "firefox",
      testDir: "__tests__/engines/firefox",
      use: { site: published, baseURL: process.env.E2E_PUBLISHED_URL },
    },
    {
      name: "webkit",
      testDir: "__tests__/engines/webkit",
      use: { site: published, baseURL: process.env.E2E_PUBLISHED_URL },
    },
    {
      name: "edited-phone",
      dependencies: ["sites"],
      testIgnore: EDITOR,
      grep: /@content|@second-site/,
      grepInvert: /@desktop/,
      use: { ...phone, site: edited, baseURL: process.env.E2E_EDITED_URL },
    },
    {
      name: "edited-desktop",
      dependencies: ["sites"],
      testIgnore: EDITOR,
      grep: /@content|@second-site/,
      grepInvert: /@phone/,
      use: { ...desktop, site: edited, baseURL: process.env.E2E_EDITED_URL },
    },
  ],
})
