// Debian's Chromium as every browser tool here launches it: the browser tests (playwright.config.ts) and the benchmarks.
// Without the background-networking flags Chromium keeps calling home, which this machine's closed network refuses.

/** The browser a visitor has: Debian's Chromium, which the benchmarks measure; CHROME_PATH overrides it. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/**
 * The browser tests' browser: Debian's chromium-headless-shell, the same Chromium (engine and version) without the
 * desktop browser around it, which Playwright also runs headless by default: the browser tests take about a third
 * less time in it (CPU-bound on two cores). CHROME_PATH, where set, names the browser for the tests too (GitHub's
 * runner has Google Chrome and no headless shell).
 */
export const TEST_BROWSER_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell"

/**
 * Quiet, reproducible Chromium: no sandbox (CI runs as root), no GPU, no QUIC, nothing fetched in the background.
 * The headless shell hints glyphs fully unless told otherwise, which moves text to whole pixels (a space narrows,
 * pdftotext reads „415 01Teplice“); with slight hinting, as Chromium draws on Linux, both browsers draw a page alike.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=slight",
]

/**
 * The browser tests' arguments: CHROMIUM_ARGS, and less work for the same pages. Not for the benchmarks, which
 * measure the browser as a visitor runs it.
 * - The compositor in the browser's own process instead of a GPU process of its own: without a GPU that process only
 *   composites frames in software; in the browser process the same work skips a process and its messages. In
 *   interleaved runs the phone project took 4–7 % less processor time, the editor's 13 % less.
 * - All pages of a browser in one renderer process: a test's new context (each test has one) then runs in the
 *   process an earlier test started, with the site's or the editor's script already compiled, instead of starting
 *   a process and compiling it again. Interleaved, two runs each way (December 2026): the phone project 135 and
 *   131 s (188 and 179 CPU-s) against 153 and 140 s (217 and 186 CPU-s); the desktop project 98 and 116 s against
 *   112 and 124 s. Each context still has its own storage, cache and cookies.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--in-process-gpu", "--renderer-process-limit=1"]
