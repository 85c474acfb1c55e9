/**
 * A worker's WebKitWebDriver and its one MiniBrowser session, kept from test to test (a new session takes about
 * 2 s, and WebKitWebDriver holds one at a time): a test that wants the page's JavaScript on or off where the
 * session has it the other way gets a new one. Every request for another host goes to `outside` (outside.ts).
 */
import type { Client } from "webdriver"
import { type Driver, MINIBROWSER, startDriver } from "./driver"
import { listenOutside, type Outside } from "./outside"

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the client's capability types live in this global namespace
  namespace WebdriverIO {
    /** WebKitGTK's own capability (WebKitWebDriver), which the client's types do not list. */
    interface Capabilities {
      "webkitgtk:browserOptions"?: { binary: string; args: string[] }
    }
  }
}

/** How long MiniBrowser may take to start (about 2 s here, 5 s when both cores are busy). */
const SESSION_START = 20_000

export class Sessions {
  private driver?: Driver
  private outside?: Outside
  private current?: { javaScript: boolean; client: Client }

  /** The requests for other hosts since the last call, in order. */
  takeOutsideRequests(): string[] {
    return this.outside?.requests.splice(0) ?? []
  }

  async session(javaScript: boolean): Promise<Client> {
    if (this.current?.javaScript === javaScript) return this.current.client
    await this.endSession()
    this.outside ??= await listenOutside()
    // Should MiniBrowser not come up, WebKitWebDriver never answers (seen here once in some fifteen sessions with
    // WebDriver's proxy capability, which outside.ts avoids): the server and its browser are then started anew.
    for (let attempt = 1; ; attempt++) {
      this.driver ??= await startDriver()
      try {
        const client = await this.newSession(this.driver, this.outside, javaScript)
        this.current = { javaScript, client }
        return client
      } catch (error) {
        const output = this.driver.output()
        await this.driver.stop()
        this.driver = undefined
        const message = `no MiniBrowser session: ${error instanceof Error ? error.message : String(error)}`
        if (attempt === 2) throw new Error(`${message}\n${output}`, { cause: error })
        process.stderr.write(`WebKit: ${message}; starting WebKitWebDriver anew\n`)
      }
    }
  }

  private async newSession(driver: Driver, outside: Outside, javaScript: boolean): Promise<Client> {
    const { hostname, port } = new URL(driver.url)
    // The client's loggers take their level from WDIO_LOG_LEVEL as it loads (so it is loaded only now): every
    // failure reaches the test as an error all the same.
    process.env.WDIO_LOG_LEVEL ??= "silent"
    const { default: WebDriver } = await import("webdriver")
    const starting = WebDriver.newSession({
      hostname,
      port: Number(port),
      // A command is sent once: a retried click or key would act twice.
      connectionRetryCount: 0,
      connectionRetryTimeout: 30_000,
      capabilities: {
        browserName: "MiniBrowser",
        // WebKitGTK's WebDriver has no BiDi and refuses the webSocketUrl this client asks for by default.
        "wdio:enforceWebDriverClassic": true,
        timeouts: { implicit: 0, script: 15_000, pageLoad: 20_000 },
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          // WebKitGTK's setting enable-javascript, as MiniBrowser takes settings: the page's scripts are neither
          // fetched nor run, while WebDriver's own scripts still run in the page.
          args: ["--automation", ...outside.browserArgs, ...(javaScript ? [] : ["--enable-javascript=false"])],
        },
      },
    })
    // Given up on, it may still fail later, when its server is stopped: that is no news.
    starting.catch(() => undefined)
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${SESSION_START / 1000} s`)), SESSION_START)
    })
    try {
      return await Promise.race([starting, late])
    } finally {
      clearTimeout(timer)
    }
  }

  private async endSession(): Promise<void> {
    const ending = this.current
    this.current = undefined
    await ending?.client.deleteSession().catch(() => undefined)
  }

  async close(): Promise<void> {
    await this.endSession()
    await this.driver?.stop()
    await this.outside?.close()
  }
}
