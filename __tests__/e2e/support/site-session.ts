/**
 * What every browser test file sets up: a built site (the published one unless
 * told otherwise) served on a free port, one Chromium for the file, and the
 * pages a test opens closed after it.
 */
import type { Page } from "playwright-core"
import { type BuiltSite, publishedSite } from "../../support/built-site"
import { type BrowserSession, launchBrowser, type LaunchOptions } from "./browser"
import { type OpenedPage, openPage } from "./pages"
import { type SiteServer, startSiteServer } from "./server"

type OpenOptions = Parameters<typeof openPage>[4]

export type SiteSession = {
  readonly server: SiteServer
  readonly browser: BrowserSession
  /** Opens a route at a viewport width; the page closes after the test. */
  open: (route: string, width: number, options?: OpenOptions) => Promise<OpenedPage>
  /** Closes another page (a popup) after the test. */
  closeAfterTest: (page: Page) => void
}

export function startSiteSession({
  site = publishedSite,
  ...launchOptions
}: LaunchOptions & { site?: BuiltSite } = {}): SiteSession {
  let server: SiteServer | undefined
  let browser: BrowserSession | undefined
  const pages: Page[] = []
  const ready = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} is not started yet: use the session inside a test`)
    return value
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startSiteServer(site.publicDir), launchBrowser(launchOptions)])
  })
  afterAll(() => Promise.all([browser?.close(), server?.close()]))
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()))
  })

  return {
    get server() {
      return ready(server, "server")
    },
    get browser() {
      return ready(browser, "browser")
    },
    open: async (route, width, options) => {
      const opened = await openPage(ready(browser, "browser"), ready(server, "server").url, route, width, options)
      pages.push(opened.page)
      return opened
    },
    closeAfterTest: (page) => {
      pages.push(page)
    },
  }
}
