/**
 * The browser editor at /admin/ as a person uses it, for browser tests: the
 * built site served as `npm start` serves it, Decap's local backend in git
 * mode on a throwaway repository (decap-backend.ts) and a Czech Chromium; an
 * entry opened by its address once the editor has stopped loading, fields
 * typed into or pasted into with the keyboard, Uložit pressed.
 */
import type { FrameLocator, Locator, Page } from "playwright-core"
import { type BrowserSession, launchBrowser, type PageWatch, watchPage } from "./browser"
import { type DecapBackend, EDITOR_BACKEND_URL, forwardEditorBackend, startDecapBackend } from "./decap-backend"
import { eventually } from "./pages"
import { type SiteServer, startSiteServer } from "./server"

export type EditorSession = {
  server: SiteServer
  backend: DecapBackend
  browser: BrowserSession
  close: () => Promise<void>
}

export async function startEditorSession(): Promise<EditorSession> {
  const [server, backend, browser] = await Promise.all([startSiteServer(), startDecapBackend(), launchBrowser()])
  await forwardEditorBackend(browser.context, backend)
  // Pasting goes through the system clipboard, as from a Word document.
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(server.url).origin,
  })
  return {
    server,
    backend,
    browser,
    close: async () => {
      await Promise.all([browser.close(), server.close()])
      await backend.close()
    },
  }
}

/** One editor session for a test file: started before its tests, closed after them. */
export function editorSessionOfThisFile(): { readonly current: EditorSession } {
  const session = {} as { current: EditorSession }
  beforeAll(async () => {
    session.current = await startEditorSession()
  })
  afterAll(async () => {
    await session.current?.close()
  })
  return session
}

export type OpenEditor = { page: Page; watch: PageWatch; preview: FrameLocator }

/** Opens the editor at `#<hash>` (logging in to the local backend the first time) once it has stopped loading. */
export async function openEditor(session: EditorSession, hash: string): Promise<OpenEditor> {
  const { browser, server } = session
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: 1400, height: 1000 })
  const watch = await watchPage(page)
  // The editor's calls to its backend that have not been answered yet.
  const asking = new Set<unknown>()
  page.on("request", (request) => {
    if (request.url().startsWith(EDITOR_BACKEND_URL)) asking.add(request)
  })
  page.on("requestfinished", (request) => asking.delete(request))
  page.on("requestfailed", (request) => asking.delete(request))
  const entry = hash.includes("/entries/")
  // Decap fills an entry's form from the file, then again once its backend has answered whether a draft exists
  // (a 404, or the draft's file): a person starts typing after that, and so does the test.
  const draftAnswered = () =>
    entry
      ? page.waitForResponse(
          (response) => {
            if (!response.url().startsWith(EDITOR_BACKEND_URL)) return false
            const asked = response.request().postData() ?? ""
            return (
              (/"action":"unpublishedEntry"/.test(asked) && response.status() === 404) ||
              /"action":"unpublishedEntryDataFile"/.test(asked)
            )
          },
          { timeout: 60_000 },
        )
      : Promise.resolve(undefined)
  let answered = draftAnswered()
  await page.goto(`${server.url}admin/#${hash}`)
  const login = page.getByRole("button", { name: "Přihlásit" })
  const shown = entry ? page.getByRole("button", { name: "Uložit", exact: true }) : page.locator("main, #root").first()
  await login.or(shown).first().waitFor()
  if (await login.isVisible()) {
    await login.click()
    // Before the login the editor asked nothing.
    answered.catch(() => undefined)
    answered = draftAnswered()
    await page.goto(`${server.url}admin/#${hash}`)
  }
  await shown.waitFor()
  await answered
  // Decap may fill the form again from a later answer: a person starts once the editor has stopped loading.
  await eventually(async () => expect(asking.size).toBe(0), 30_000)
  await page.waitForTimeout(300)
  await eventually(async () => expect(asking.size).toBe(0), 30_000)
  // The answer is drawn into the form on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return { page, watch, preview: page.frameLocator("#preview-pane") }
}

/** Types into a field with the keyboard, as a person does: select what is there, then type over it. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click()
  await field.press("Control+A")
  await field.press("Backspace")
  await field.page().keyboard.type(text)
}

/** Pastes text into a field with Ctrl+V from the system clipboard, over what is there. */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((copied) => navigator.clipboard.writeText(copied), text)
  await field.click()
  await field.press("Control+A")
  await field.press("Control+V")
}

/** A field's error as the form shows it after Uložit: the label, then the message. */
export const fieldError = (page: Page, label: string, message: string) =>
  page.getByText(`${label}: ${message}.`, { exact: true })

/** Decap's save: in the editorial workflow, a commit on the entry's draft branch. */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Uložit", exact: true }).click()
  await page.getByText("Položka uložena").first().waitFor()
}

/** Nothing went wrong in the page; Decap rejects its own save promise with nothing when a field refuses it. */
export function expectClean(watch: PageWatch, refusedSaves = 0): void {
  const notFoundDraft = (text: string) => /status of 404/.test(text) && text.includes(EDITOR_BACKEND_URL)
  expect(watch.consoleErrors.filter((text) => !notFoundDraft(text))).toEqual([])
  expect(watch.pageErrors).toEqual(Array.from({ length: refusedSaves }, () => "undefined"))
  expect(watch.cspViolations).toEqual([])
}
