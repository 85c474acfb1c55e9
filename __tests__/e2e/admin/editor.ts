/**
 * The browser editor at /admin/ as the salon's editor uses it, for the editor's suites beside it: `test`
 * with the editor's repository (`repo`: decap-server.ts's, in git mode, one of each test worker's own, so the
 * suites run side by side) and the editor's calls to its backend,
 * which it asks at localhost:8081, where the browser finds decap-server (it still sees the address it asked for, so
 * the editor's CSP decides); an entry opened once the editor has stopped loading; fields typed and pasted with the
 * keyboard; Uložit and Publikovat pressed as the guide says; real photos uploaded in a photo field's picker.
 */
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { BrowserContext, FrameLocator, Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { parse, stringify } from "yaml"
import { phrase } from "../../../src/admin/locale"
import { checkContent, loadContent, type SiteContent, type TeamMember, type Treatment } from "../../../src/content"
import { expect, type PageWatch, test as base, watchPage } from "../support/fixtures"
import { nextFrames } from "../support/pages"
import { paintPortrait } from "../../rebuild/support/second-catalogue"

export { expect }

const EDITOR_BACKEND_URL = "http://localhost:8081/api/v1"

/** A worker's decap-server (decap-server.ts): its address and its repository, as it printed them. */
type Backend = { api: string; repoDir: string }

/**
 * Starts decap-server.ts for a test worker and resolves once it listens. It stops when the worker stops it, or
 * when its standard input closes: with the worker's process, also one that ends without its teardown.
 */
async function startBackend(): Promise<{ backend: Backend; stop: () => Promise<void> }> {
  const script = path.join(__dirname, "decap-server.ts")
  const server = spawn(process.execPath, [require.resolve("tsx/cli"), script], {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, DECAP_SERVER_UNTIL_STDIN_ENDS: "1" },
  })
  const [, api, repoDir] = await new Promise<RegExpExecArray>((resolve, reject) => {
    let said = ""
    server.stdout.on("data", (chunk: Buffer) => {
      said += chunk.toString()
      const found = /decap-server at (\S+) on (\S+)/.exec(said)
      if (found) resolve(found)
    })
    server.once("exit", (code) => reject(new Error(`decap-server.ts exited with ${code}: ${said}`)))
  })
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = once(server, "exit")
    // It removes its repository when stopped.
    server.kill("SIGTERM")
    await exited
  }
  return { backend: { api, repoDir }, stop }
}

/** The editor's repository: git in it, files as a branch has them, the content check on a branch's content. */
export type Repo = ReturnType<typeof repoAt>
/** Treatments in page order: of content read through the project's reader, or of the repository's main. */
const treatmentsIn = ({ categories }: SiteContent) => categories.flatMap((category) => category.treatments)
export const treatmentsOf = (repo: Repo) => treatmentsIn(repo.content())

/** Files written into main's content/ (file → its text) and committed, as if the editor had published them. */
function publishOnMain(repo: Repo, files: Record<string, string>, message: string): void {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(repo.dir, "content", file), text)
  repo.git("add", "content")
  repo.git("commit", "--quiet", "-m", message)
}

/**
 * main's treatments in page order, at least `atLeast` of them, for the tests that open several: a smaller catalogue
 * first gets treatments at the end of the first category on main.
 */
export function treatmentsAtLeast(repo: Repo, atLeast: number): Treatment[] {
  const content = repo.content()
  const missing = atLeast - treatmentsIn(content).length
  if (missing <= 0) return treatmentsIn(content)
  const [first] = content.categories
  const order = Math.max(...first.treatments.map((treatment) => treatment.order))
  const entries = Object.fromEntries(
    Array.from({ length: missing }, (_, index) => [
      `treatments/${first.slug}-ritual-${index + 1}.yaml`,
      stringify({
        name: `Rituál ${index + 1}`,
        category: first.slug,
        order: order + index + 1,
        duration: 60,
        price: 1000,
      }),
    ]),
  )
  publishOnMain(repo, entries, "Obsah: procedury")
  return treatmentsOf(repo)
}

/**
 * A treatment of main whose price is none of `prices`, for a test that types them (Decap saves nothing when a field
 * is set back to its live value): where every treatment costs one of them, the first gets another price on main,
 * its file changed in that line alone.
 */
export function treatmentPricedOtherThan(repo: Repo, prices: number[]): Treatment {
  const treatments = treatmentsOf(repo)
  const other = treatments.find((treatment) => !prices.includes(treatment.price))
  if (other) return other
  const { slug } = treatments[0]
  const file = `treatments/${slug}.yaml`
  const text = fs.readFileSync(path.join(repo.dir, "content", file), "utf8")
  publishOnMain(repo, { [file]: text.replace(/^price: .*$/m, `price: ${Math.max(...prices) + 100}`) }, "Obsah: cena")
  return treatmentsOf(repo).find((treatment) => treatment.slug === slug)!
}

/**
 * main's team, for the tests that open a member's entry: at least `atLeast` members, each with a photo file in the
 * repository (a photo on another server is refused while src/content/photo-hosts.ts allows none). A smaller team
 * first gets members on main, with their portraits.
 */
export async function teamAtLeast(repo: Repo, atLeast = 1): Promise<TeamMember[]> {
  const team = repo.content().team
  if (team.length >= atLeast) return team
  const order = Math.max(0, ...team.map((member) => member.order))
  const entries: Record<string, string> = {}
  for (const [index, name] of ["Alena", "Blanka", "Dita"].slice(0, atLeast - team.length).entries()) {
    const slug = `${name.toLowerCase()}-pridana`
    await paintPortrait(path.join(repo.dir, "content", "images", "team", `${slug}.jpg`), index)
    entries[`team/${slug}.yaml`] = stringify({
      name,
      role: "wellnessSpecialist",
      bio: `${name} pečuje o vlasovou pokožku.`,
      photo: `../images/team/${slug}.jpg`,
      photoAlt: `${name} v salonu`,
      order: order + index + 1,
    })
  }
  publishOnMain(repo, entries, "Obsah: členky týmu")
  return repo.content().team
}

/** Where a team member's photo is in the repository. */
export const photoFileOf = (member: TeamMember) => `content/${member.photo.replace(/^\.\.\//, "")}`

function repoAt({ api, repoDir: dir }: Backend) {
  const git = (...args: string[]) =>
    // What git says on a refusal belongs to the error, not to the test's output.
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    })
  /** A file of a branch, byte for byte (a photo); throws where the branch has none. */
  const bytesOn = (branch: string, file: string) =>
    execFileSync("git", ["show", `${branch}:${file}`], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
  const fileOn = (branch: string, file: string) => {
    try {
      return git("show", `${branch}:${file}`)
    } catch {
      return undefined
    }
  }
  // A branch's content/ read from a copy out of git: decap-server's own git calls switch the working tree to a
  // draft's branch and back (a photo of a draft there one moment, gone the next) and lock the index.
  const contentOf = <T>(branch: string, read: (content: string) => T): T => {
    const into = fs.mkdtempSync(path.join(os.tmpdir(), "branch-"))
    try {
      execFileSync("tar", ["-x", "-C", into], {
        input: execFileSync("git", ["archive", branch, "content"], { cwd: dir }),
      })
      return read(path.join(into, "content"))
    } finally {
      fs.rmSync(into, { recursive: true, force: true })
    }
  }
  return {
    dir,
    git,
    bytesOn,
    fileOn,
    yamlOn: (branch: string, file: string) => {
      const text = fileOn(branch, file)
      return text === undefined ? undefined : (parse(text) as Record<string, unknown>)
    },
    /** main's content as the check reads it: tests pick what to edit from it, so they follow the catalogue. */
    content: () => contentOf("main", loadContent),
    /** The files a draft changes, as its pull request lists them: against the commit it branched from. */
    draftFiles: (branch: string) => git("diff", "--name-only", `main...${branch}`).split("\n").filter(Boolean).sort(),
    /** The content check on a branch's files, as the Test workflow runs it on the draft's pull request. */
    checkBranch: (branch: string) => contentOf(branch, (content) => checkContent(content).issues),
    /**
     * Back to the repository decap-server.ts made: main at its first commit, no drafts. First until decap-server
     * has finished the calls of pages already closed (an earlier test's), whose git commands lock the index.
     */
    reset: async () => {
      const idle = await fetch(new URL("/idle", api))
      if (!idle.ok)
        throw new Error(`decap-server is still busy after 30 s (${idle.status}): the repository stays as it is`)
      git("checkout", "--quiet", "--force", "main")
      git("reset", "--quiet", "--hard", "start")
      git("clean", "--quiet", "--force", "-d", "-x")
      const drafts = git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean)
      if (drafts.length > 0) git("branch", "--quiet", "-D", ...drafts)
    },
  }
}

/**
 * One browser context for a worker's tests, in a browser whose pages share one renderer process (TEST_CHROMIUM_ARGS,
 * tooling/chromium.ts): a test's new page then takes the editor's 3.3 MB script from the context's cache and runs
 * it from code the process compiled for an earlier test, instead of fetching and compiling it again. Each test
 * still gets pages of its own, and none of an earlier
 * test's storage: Decap's login and its local backups of unsaved forms are cleared after every test.
 */
export const test = base.extend<object, { backend: Backend; repo: Repo; editorContext: BrowserContext }>({
  backend: [
    async ({}, use) => {
      const { backend, stop } = await startBackend()
      await use(backend)
      await stop()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  repo: [
    async ({ backend }, use) => {
      await use(repoAt(backend))
    },
    { scope: "worker" },
  ],
  editorContext: [
    async ({ browser }, use, { project }) => {
      const { baseURL, viewport, locale, timezoneId } = project.use
      const context = await browser.newContext({ baseURL, viewport, locale, timezoneId })
      // Pasting goes through the system clipboard.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin })
      // Logged in to the local backend as Decap keeps it (its login has no password): no login screen to pass.
      await context.addInitScript(() =>
        localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" })),
      )
      await use(context)
      await context.close()
    },
    { scope: "worker" },
  ],
  context: async ({ editorContext, baseURL }, use, testInfo) => {
    await use(editorContext)
    // A failed test's pages stay for its screenshots and page snapshot; Playwright then starts a new worker.
    if (testInfo.status !== testInfo.expectedStatus) return
    // A blank page keeps the renderer process (and its compiled code) from this test's pages to the next test's.
    const blank = await editorContext.newPage()
    for (const open of editorContext.pages()) if (open !== blank) await open.close()
    const session = await editorContext.newCDPSession(blank)
    await session.send("Storage.clearDataForOrigin", { origin: new URL(baseURL!).origin, storageTypes: "all" })
    await session.detach()
  },
  page: async ({ context }, use) => {
    const page = await context.newPage()
    for (const blank of context.pages()) if (blank !== page) await blank.close()
    await use(page)
  },
  /**
   * The editor's calls to its backend reach decap-server: the browser resolves localhost:8081 to decap-server's
   * address and port, so the editor asks the address it knows and its CSP judges that. Not a `context.route`: a
   * route turns the browser's cache off, and each test would fetch the editor's 3.3 MB script anew.
   */
  launchOptions: [
    async ({ launchOptions, backend }, use) => {
      const decap = new URL(backend.api)
      const rule = `--host-resolver-rules=MAP ${new URL(EDITOR_BACKEND_URL).host} ${decap.host}`
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), rule] })
    },
    { scope: "worker" },
  ],
})

export type Editor = { page: Page; watch: PageWatch; preview: FrameLocator }

export const saveButton = (page: Page) =>
  page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true })

/** The editor's calls to its backend from a page: how many it has made, and those not answered yet. */
const callsFrom = new WeakMap<Page, { asked: number; asking: Set<unknown> }>()
function backendCalls(page: Page) {
  const known = callsFrom.get(page)
  if (known) return known
  const calls = { asked: 0, asking: new Set<unknown>() }
  page.on("request", (request) => {
    if (!request.url().startsWith(EDITOR_BACKEND_URL)) return
    calls.asking.add(request)
    calls.asked += 1
  })
  page.on("requestfinished", (request) => calls.asking.delete(request))
  page.on("requestfailed", (request) => calls.asking.delete(request))
  callsFrom.set(page, calls)
  return calls
}

/** Decap fills an entry's form from the live file, then again once its backend has answered whether a draft
 * exists: that answer (a 404, or the draft's file). */
const draftAnswer = (page: Page, hash: string) =>
  hash.includes("/entries/")
    ? page.waitForResponse(
        (response) => {
          if (!response.url().startsWith(EDITOR_BACKEND_URL)) return false
          const question = response.request().postData() ?? ""
          return (
            (/"action":"unpublishedEntry"/.test(question) && response.status() === 404) ||
            /"action":"unpublishedEntryDataFile"/.test(question)
          )
        },
        { timeout: 60_000 },
      )
    : undefined

/**
 * A person starts typing once the entry has loaded, and so does a test: the draft's answer, then Decap may fill
 * the form again from a later answer (a file collection asks more than once): until nothing has been asked or
 * awaited over three reads.
 */
async function settled(page: Page, answered: Promise<unknown> | undefined): Promise<void> {
  const calls = backendCalls(page)
  await expect(saveButton(page)).toBeVisible({ timeout: 30_000 })
  await answered
  const quiet: number[] = []
  const still = () =>
    quiet.push(calls.asking.size === 0 ? calls.asked : -1) >= 3 && quiet.slice(-3).every((n) => n === calls.asked)
  await expect.poll(still, { intervals: [100], timeout: 30_000 }).toBe(true)
  // The answer is drawn into the form on the next frame.
  await nextFrames(page)
}

/** Goes to an entry at `#hash` by `go` (an address pasted, Back) and waits until the editor shows it. */
export async function entryShown(page: Page, hash: string, go: () => Promise<unknown>): Promise<void> {
  backendCalls(page)
  const answered = draftAnswer(page, hash)
  await go()
  await settled(page, answered)
}

/** Opens the editor at `#hash` in `page`, once it shows the entry (settled) or the collection. */
export async function openEditor(page: Page, hash: string): Promise<Editor> {
  const watch = await watchPage(page)
  const go = () => page.goto(`/admin/#${hash}`)
  if (/\/(entries\/|new$)/.test(hash)) await entryShown(page, hash, go)
  else {
    await go()
    await expect(page.getByRole("link", { name: phrase("app.header.workflow") })).toBeVisible({ timeout: 30_000 })
  }
  return { page, watch, preview: page.frameLocator("#preview-pane") }
}

/** Types into a field with the keyboard, as a person does: select what is there, then type over it. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click()
  await field.press("Control+A")
  await field.press("Backspace")
  await field.page().keyboard.type(text)
}

/** Pastes text into a field with Ctrl+V from the system clipboard, as from a Word document, over what is there. */
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
  await saveButton(page).click()
  await expect(page.getByText("Položka uložena").first()).toBeVisible()
}

/** Answers the browser's next dialog (Decap asks with window.confirm), resolving to what it asked. */
export const answerDialog = (page: Page, accept = true) =>
  new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    }),
  )

/**
 * The draft's Stav set to Připraveno, once the backend has stored it (until then the button says Aktualizace…), as
 * she sees it: Publikovat asked before that is refused with onPublishingNotReady.
 */
export async function setReady(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Stav: / }).click()
  await page.getByRole("menuitem", { name: phrase("editor.editorToolbar.ready") }).click()
  await expect(page.getByRole("button", { name: `Stav: ${phrase("editor.editorToolbar.ready")}` })).toBeVisible()
}

/** "Publikovat" as the guide says it: the draft set to ready, then published, which merges it into main. */
export async function publish(page: Page): Promise<void> {
  await setReady(page)
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  await expect(page.getByRole("menuitem", { name: "Publikovat teď" })).toBeVisible()
  // No "… a duplikovat" (a copy keeps the order, which the check refuses) and no "… a vytvořit nový".
  for (const key of ["publishAndDuplicate", "publishAndCreateNew"])
    await expect(page.getByRole("menuitem", { name: phrase(`editor.editorToolbar.${key}`) })).toHaveCount(0)
  const asked = answerDialog(page)
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
  expect(await asked).toBe("Opravdu chcete publikovat tuto položku?")
  await expect(page.getByText("Položka publikována").first()).toBeVisible()
}

/** Nothing went wrong in the editor; Decap's own question for a draft that does not exist (a 404) is how it asks. */
export function expectClean(watch: PageWatch): void {
  const notFoundDraft = (text: string) => /status of 404/.test(text) && text.includes(EDITOR_BACKEND_URL)
  expect(watch.consoleErrors.filter((text) => !notFoundDraft(text))).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.cspViolations).toEqual([])
}

/** Whether the image has loaded: its natural width, 0 until it has. */
export const naturalWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))

/** Phones reuse file names: a camera's and WhatsApp's. */
export const PHONE_NAMES = { camera: "IMG_20261127_101512.jpg", whatsApp: "IMG-20261127-WA0001.jpg" } as const

export type Photo = { file: string; bytes: Buffer }

/**
 * A real JPEG of `width` × `height`, a gradient in `hue` (0–255), so two photos of one size differ, saved as
 * `name` (as a phone names it) in a folder of its own among the test's outputs; `padTo` bytes long with padding
 * after its end marker, as cameras add data.
 */
export async function makePhoto(name: string, width: number, height: number, hue: number, padTo = 0): Promise<Photo> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let at = 0; at < width * height; at++) {
    const [x, y] = [at % width, Math.floor(at / width)]
    pixels.set([(hue + (x * 255) / width) % 256, (y * 255) / height, 255 - hue], at * 3)
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  const bytes = Buffer.concat([jpeg, Buffer.alloc(Math.max(0, padTo - jpeg.length))])
  const file = test.info().outputPath(`photo-${hue}-${width}x${height}`, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, bytes)
  return { file, bytes }
}

/**
 * Uploads `photo` in the field's picker as the guide says: Vyberte (jiný) obrázek → Nahrát nový → the file →
 * Vybrat označené (or Zavřít, without `choose`). Resolves to the name it is listed under, never the phone's own.
 */
export async function uploadPhoto(page: Page, photo: Photo, { choose = true } = {}): Promise<string> {
  await page.getByRole("button", { name: /^Vyberte (jiný )?obrázek$/ }).click()
  const chooseSelected = page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.chooseSelected") })
  await expect(chooseSelected).toBeVisible()
  await expect(page.getByText(phrase("mediaLibrary.mediaLibraryModal.loading"))).toHaveCount(0)
  // The photos the picker lists, by their file names.
  const listed = () => page.getByText(/^[^\s/]+\.(jpe?g|png|webp|avif)$/i).allInnerTexts()
  const before = new Set(await listed())
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(phrase("mediaLibrary.mediaLibraryModal.upload"), { exact: true }).click()
  await (await chooser).setFiles(photo.file)
  let added: string[] = []
  await expect.poll(async () => (added = (await listed()).filter((name) => !before.has(name)))).toHaveLength(1)
  // Listed under a new name (the entry's, or the phone's made plain, and a suffix), never the phone's own.
  expect(added[0]).toMatch(/^[a-z0-9-]+-[a-z2-9]{6}\.(jpe?g|png|webp|avif)$/)
  expect(added[0]).not.toBe(path.basename(photo.file))
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
