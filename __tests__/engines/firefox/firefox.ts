/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Firefox's own remote agent, no
 * geckodriver). Not Playwright's `moz-firefox` channel: with Playwright 1.65 and Firefox 153 it launches, but every
 * new context fails (`emulation.setMediaFeaturesOverride`: unknown command). Try the channel again when Playwright or Firefox moves.
 */
import fs from "node:fs"
import puppeteer, { type Browser } from "puppeteer-core"

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
export const firefoxFound = fs.existsSync(FIREFOX_PATH)
export const NO_FIREFOX = `No Firefox at ${FIREFOX_PATH} (set FIREFOX_PATH, or apt-get install firefox-esr)`

/**
 * Nothing leaves the machine: requests to any other host go to a proxy on a port of this machine where none
 * listens, and fail there (NS_ERROR_PROXY_CONNECTION_REFUSED), as the Chromium suite's do; this machine's own
 * addresses never go through it. Not request interception of every request: that holds each of the page's own
 * requests on a round trip to the test, and the tests that hold the scripts need it for themselves.
 */
const NOWHERE_PROXY = {
  "network.proxy.type": 1,
  "network.proxy.http": "127.0.0.1",
  "network.proxy.http_port": 9,
  "network.proxy.ssl": "127.0.0.1",
  "network.proxy.ssl_port": 9,
  "network.proxy.no_proxies_on": "localhost, 127.0.0.1, [::1]",
  "network.proxy.allow_hijacking_localhost": false,
}

/**
 * Firefox's own traffic, off (puppeteer and the remote agent already turn off updates, Shield, safe browsing and
 * most reporting): telemetry, experiments, the captive portal and connectivity checks, region lookups and
 * speculative connections. What is left would fail at the proxy anyway; off, it costs the page no CPU.
 */
const QUIET = {
  "toolkit.telemetry.enabled": false,
  "toolkit.telemetry.unified": false,
  "toolkit.telemetry.archive.enabled": false,
  "toolkit.telemetry.server": "",
  "datareporting.usage.uploadEnabled": false,
  "app.normandy.enabled": false,
  "app.shield.optoutstudies.enabled": false,
  "messaging-system.rsexperimentloader.enabled": false,
  "browser.region.network.url": "",
  "browser.region.update.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "extensions.blocklist.enabled": false,
  "extensions.systemAddon.update.enabled": false,
  "browser.places.speculativeConnect.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "network.predictor.enabled": false,
}

/**
 * As the Chromium suite's visitor: Czech first, Prague's time, motion as a visitor with no preference sees it
 * (a GTK desktop without settings could otherwise answer prefers-reduced-motion either way).
 */
const VISITOR = {
  "intl.accept_languages": "cs-CZ, cs",
  "ui.prefersReducedMotion": 0,
}

/** The browsers launched with JavaScript off: their pages run no timers, promise callbacks or animation frames. */
export const withoutScripts = new WeakSet<Browser>()

/** Firefox headless, once per worker; `scripts: false` is a visitor who switched JavaScript off. */
export async function launchFirefox({ scripts = true } = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Each page gets its screen's size (fixtures.ts); none is forced on it here.
    defaultViewport: null,
    env: { ...process.env, TZ: "Europe/Prague" },
    extraPrefsFirefox: {
      ...NOWHERE_PROXY,
      ...QUIET,
      ...VISITOR,
      // Firefox 153 has no BiDi `emulation.setScriptingEnabled` (puppeteer's setJavaScriptEnabled): only its pref
      // switches scripts off, for the whole browser, so a visitor without JavaScript gets a browser of her own.
      ...(scripts ? {} : { "javascript.enabled": false }),
    },
  })
  if (!scripts) withoutScripts.add(browser)
  return browser
}
