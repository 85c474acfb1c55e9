// Jest's global setup of the browser tests: one Chromium for every test file, which each connects to.
import { type BrowserServer, chromium } from "playwright-core"
import { chromiumLaunchOptions, SHARED_CHROMIUM } from "./browser"

declare global {
  var sharedChromium: BrowserServer | undefined
}

export default async function startSharedChromium(): Promise<void> {
  globalThis.sharedChromium = await chromium.launchServer(chromiumLaunchOptions())
  process.env[SHARED_CHROMIUM] = globalThis.sharedChromium.wsEndpoint()
}
