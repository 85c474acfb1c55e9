// Jest's global teardown of the browser tests: closes the Chromium that global-setup.ts started.
import "./global-setup"

export default async function stopSharedChromium(): Promise<void> {
  await globalThis.sharedChromium?.close()
}
