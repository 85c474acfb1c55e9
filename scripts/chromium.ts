// Debian's Chromium as every browser tool here launches it: the browser tests (playwright.config.ts) and the benchmarks.
// Without the background-networking flags Chromium keeps calling home, which this machine's closed network refuses.

/** The browser executable; CHROME_PATH overrides Debian's. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/** Quiet, reproducible Chromium: no sandbox (CI runs as root), no GPU, no QUIC, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
