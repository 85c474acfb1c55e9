/**
 * The browser editor at /admin/ as the salon's editor uses it: the built site
 * served as `npm start` serves it, Decap's local backend in git mode on a
 * throwaway repository (decap-backend.ts), and a Czech Chromium whose pages
 * log in, open entries, type, paste, save and publish the way the guide says.
 * Shared by every browser test of the editor (admin*.test.ts).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FrameLocator, Locator, Page } from "playwright-core"
import { parse } from "yaml"
import { phrase } from "../../../src/admin/locale"
import { checkContent } from "../../../src/content"
import { type BrowserSession, launchBrowser, type PageWatch, watchPage } from "./browser"
import { type DecapBackend, EDITOR_BACKEND_URL, forwardEditorBackend, startDecapBackend } from "./decap-backend"
import { eventually } from "./pages"
import type { Photo } from "./photos"
import { type SiteServer, startSiteServer } from "./server"

export type OpenedEditor = { page: Page; watch: PageWatch; preview: FrameLocator }

export type EditorSession = {
  server: SiteServer
  backend: DecapBackend
  browser: BrowserSession
  /** content/ of the editor's repository, as its working tree has it now. */
  contentDir: () => string
  /** A YAML file as a branch has it, parsed; undefined where the branch has none. */
  yamlOn: (branch: string, file: string) => Record<string, unknown> | undefined
  /** The content check on a branch's content, as the Test workflow runs it on the draft's pull request. */
  checkBranch: (branch: string) => unknown[]
  /** The files a draft changes against main, as its pull request lists them (three dots: from its base). */
  draftFiles: (branch: string) => string[]
  /** A new tab with the editor at `#hash`, logged in, once the entry (if any) has loaded. */
  openEditor: (hash: string, viewport?: { width: number; height: number }) => Promise<OpenedEditor>
  close: () => Promise<void>
}

/** The editor's calls to its backend that have not been answered yet, for a page. */
const unanswered = new WeakMap<Page, Set<unknown>>()

function trackBackendCalls(page: Page): void {
  const asking = new Set<unknown>()
  unanswered.set(page, asking)
  page.on("request", (request) => {
    if (request.url().startsWith(EDITOR_BACKEND_URL)) asking.add(request)
  })
  page.on("requestfinished", (request) => asking.delete(request))
  page.on("requestfailed", (request) => asking.delete(request))
}

/**
 * Decap fills an entry's form from the live file, then again once its backend
 * has answered whether a draft exists: the answer that says so.
 */
function draftAnswered(page: Page, hash: string): Promise<unknown> {
  if (!hash.includes("/entries/")) return Promise.resolve(undefined)
  return page.waitForResponse(
    (response) => {
      if (!response.url().startsWith(EDITOR_BACKEND_URL)) return false
      const asked = response.request().postData() ?? ""
      // No draft (404), or the draft's file, which Decap then puts into the form.
      return (
        (/"action":"unpublishedEntry"/.test(asked) && response.status() === 404) ||
        /"action":"unpublishedEntryDataFile"/.test(asked)
      )
    },
    { timeout: 60_000 },
  )
}

/** A person starts typing once the editor has stopped loading; so does a test. */
async function settled(page: Page, answered: Promise<unknown>): Promise<void> {
  await page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true }).waitFor()
  await answered
  const asking = unanswered.get(page)!
  // Decap may fill the form again from a later answer (a file collection's entry asks more than once).
  await eventually(async () => expect(asking.size).toBe(0), 30_000)
  await page.waitForTimeout(300)
  await eventually(async () => expect(asking.size).toBe(0), 30_000)
  // The answer is drawn into the form on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Opens another entry's address in the same tab, as pasting a link into the
 * address bar does (a change of the page's #hash), and waits until the editor
 * shows that entry.
 */
export async function goToEntry(page: Page, url: string): Promise<void> {
  const hash = new URL(url).hash.replace(/^#/, "")
  const answered = draftAnswered(page, hash)
  const loaded = page.waitForEvent("load", { timeout: 60_000 })
  await page.goto(url)
  // The editor reloads for another entry (src/admin/entry-address.ts).
  await loaded
  await settled(page, answered)
}

/** Back (or Forward) in the tab's history to another entry, and waits until the editor shows it. */
export async function goInHistory(page: Page, direction: "back" | "forward"): Promise<void> {
  const loaded = page.waitForEvent("load", { timeout: 60_000 })
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(EDITOR_BACKEND_URL) &&
      (/"action":"unpublishedEntry"/.test(response.request().postData() ?? "") ||
        /"action":"unpublishedEntryDataFile"/.test(response.request().postData() ?? "")),
    { timeout: 60_000 },
  )
  await (direction === "back" ? page.goBack() : page.goForward())
  await loaded
  await settled(page, answered)
}

export async function startEditorSession(): Promise<EditorSession> {
  const [server, backend, browser] = await Promise.all([startSiteServer(), startDecapBackend(), launchBrowser()])
  await forwardEditorBackend(browser.context, backend)
  // Pasting goes through the system clipboard, as from a Word document.
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(server.url).origin })

  const yamlOn = (branch: string, file: string) => {
    const text = backend.fileOn(branch, file)
    return text === undefined ? undefined : (parse(text) as Record<string, unknown>)
  }
  const checkBranch = (branch: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-"))
    try {
      backend.extract(branch, "content", dir)
      return checkContent(path.join(dir, "content")).issues
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  const draftFiles = (branch: string) =>
    backend.git("diff", "--name-only", `main...${branch}`).trim().split("\n").filter(Boolean).sort()

  async function openEditor(hash: string, viewport = { width: 1400, height: 1000 }): Promise<OpenedEditor> {
    const page = await browser.context.newPage()
    await page.setViewportSize(viewport)
    const watch = await watchPage(page)
    trackBackendCalls(page)
    let answered = draftAnswered(page, hash)
    await page.goto(`${server.url}admin/#${hash}`)
    // The first visit logs in (to the local backend, without a password); the browser keeps the login.
    const login = page.getByRole("button", { name: "Přihlásit" })
    const entry = /\/(entries\/|new$)/.test(hash)
    const editorShown = entry
      ? page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true })
      : page.getByRole("link", { name: phrase("app.header.workflow") })
    await login.or(editorShown).first().waitFor()
    if (await login.isVisible()) {
      await login.click()
      // Before the login the editor asked nothing.
      answered.catch(() => undefined)
      answered = draftAnswered(page, hash)
      await page.goto(`${server.url}admin/#${hash}`)
    }
    await editorShown.waitFor()
    if (entry) await settled(page, answered)
    return { page, watch, preview: page.frameLocator("#preview-pane") }
  }

  return {
    server,
    backend,
    browser,
    contentDir: () => path.join(backend.repoDir, "content"),
    yamlOn,
    checkBranch,
    draftFiles,
    openEditor,
    close: async () => {
      await Promise.all([browser.close(), server.close()])
      await backend.close()
    },
  }
}

/**
 * One editor session for the test file that calls this, started before its
 * tests and closed after them; the function returns it once started.
 */
export function editorSessionOfThisFile(): () => EditorSession {
  let session: EditorSession | undefined
  beforeAll(async () => {
    session = await startEditorSession()
  })
  afterAll(async () => {
    await session?.close()
  })
  return () => {
    if (!session) throw new Error("The editor session has not started")
    return session
  }
}

/** Fills a new treatment's form in `category` (its name as the form lists it), all but its name. */
export async function fillNewTreatment(page: Page, category: string, order: number): Promise<void> {
  await page.getByLabel("Kategorie").click()
  await page.getByText(category, { exact: true }).click()
  await typeInto(page.getByLabel("Pořadí v kategorii"), String(order))
  await typeInto(page.getByLabel("Délka (minuty)"), "60 min")
  await typeInto(page.getByLabel("Cena (Kč)"), "1 000 Kč")
}

/**
 * Uploads `photo` in the field's picker as the guide says: Vyberte (jiný) obrázek → Nahrát nový → the file →
 * Vybrat označené, which takes the photo the picker marked after the upload. Resolves to the upload's name.
 */
export async function uploadPhoto(page: Page, photo: Photo, { choose = true } = {}): Promise<string> {
  await page.getByRole("button", { name: /^Vyberte (jiný )?obrázek$/ }).click()
  const chooseSelected = page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.chooseSelected") })
  await chooseSelected.waitFor()
  await expect(page.getByText(phrase("mediaLibrary.mediaLibraryModal.loading")).count()).resolves.toBe(0)
  // The photos the picker lists, by their file names.
  const listed = () => page.getByText(/^[^\s/]+\.(jpe?g|png|webp|avif)$/i).allInnerTexts()
  const before = new Set(await listed())
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(phrase("mediaLibrary.mediaLibraryModal.upload"), { exact: true }).click()
  await (await chooser).setFiles(photo.file)
  let added: string[] = []
  await eventually(async () => {
    added = (await listed()).filter((name) => !before.has(name))
    expect(added).toHaveLength(1)
  })
  // Listed under a new name (the entry's, or the phone's made plain, and a suffix), never the phone's own.
  expect(added[0]).toMatch(/^[a-z0-9-]+-[a-z2-9]{6}\.jpe?g$/)
  expect(added[0]).not.toBe(photo.file.split("/").pop())
  if (choose) await chooseSelected.click()
  else await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.close") }).click()
  return added[0]
}

/** Fills a new team member's form, photo aside. */
export async function fillNewMember(page: Page, name: string, order: number): Promise<void> {
  await typeInto(page.getByLabel("Jméno"), name)
  await page.getByLabel("Role").click()
  await page.getByText("Wellness specialistka", { exact: true }).click()
  await typeInto(page.getByLabel("Medailonek"), `${name} pečuje o vlasovou pokožku s klidem.`)
  await typeInto(page.getByLabel("Popis fotografie"), `${name} v ošetřovně`)
  await typeInto(page.getByLabel("Pořadí"), String(order))
}

/** Types into a field with the keyboard, as a person does: select what is there, then type over it. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click()
  await field.press("Control+A")
  await field.press("Backspace")
  await field.page().keyboard.type(text)
}

/** Pastes text into a field with Ctrl+V from the system clipboard, as from a Word document. */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  const page = field.page()
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text)
  await field.click()
  await field.press("Control+A")
  await field.press("Control+V")
}

/** A field's error as the form shows it: the label, then the content check's message. */
export const fieldError = (page: Page, label: string, message: string) =>
  page.getByText(`${label}: ${message}.`, { exact: true })

/** Decap's save: in the editorial workflow, a commit on the entry's draft branch. */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true }).click()
  await page.getByText("Položka uložena").first().waitFor()
}

/** Answers the browser's next dialog (Decap asks with window.confirm), resolving to what it asked. */
export function answerDialog(page: Page, accept = true): Promise<string> {
  return new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    }),
  )
}

/** "Publikovat" as the guide says it: the draft set to ready, then published, which merges it into main. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Stav: / }).click()
  await page.getByRole("menuitem", { name: "Připraveno" }).click()
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publikovat teď" }).waitFor()
  // No "… a duplikovat" (a copy keeps the order, which the check refuses) and no "… a vytvořit nový".
  for (const key of ["publishAndDuplicate", "publishAndCreateNew"]) {
    await eventually(async () =>
      expect(await page.getByRole("menuitem", { name: phrase(`editor.editorToolbar.${key}`) }).count()).toBe(0),
    )
  }
  // Decap asks "Opravdu chcete publikovat tuto položku?" in the browser's own dialog.
  const asked = answerDialog(page)
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
  await expect(asked).resolves.toBe("Opravdu chcete publikovat tuto položku?")
  await page.getByText("Položka publikována").first().waitFor()
}

/** Nothing went wrong in the editor; Decap's own question for a draft that does not exist (a 404) is how it asks. */
export function expectClean(watch: PageWatch, refusedSaves = 0): void {
  const notFoundDraft = (text: string) => /status of 404/.test(text) && text.includes(EDITOR_BACKEND_URL)
  expect(watch.consoleErrors.filter((text) => !notFoundDraft(text))).toEqual([])
  // Decap rejects its own save promise with nothing when a field is invalid: one "undefined" per refused save.
  expect(watch.pageErrors).toEqual(Array.from({ length: refusedSaves }, () => "undefined"))
  expect(watch.cspViolations).toEqual([])
}
