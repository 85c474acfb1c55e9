/**
 * The content editor at /admin/ (Decap CMS), against `decap-server` in its git
 * mode on a throwaway repository, which has Decap's editorial workflow as
 * GitHub does: a save is a draft on a branch of its own, the preview pane draws
 * the site's own card or page from the form while the editor types, publishing
 * merges the draft into main, and a value the content check would refuse is
 * refused in the form with the check's words. It never loads on the public
 * pages. Its config is generated from the content model (a unit test holds
 * them together: content-check-generated.test.ts).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FrameLocator, Page } from "playwright-core"
import { parse } from "yaml"
import { checkContent, collectionByType, formPattern, loadContent, modelOf, nodeAt } from "../../src/content"
import { theme } from "../../src/theme"
import { formatDuration, formatPrice } from "../../src/utils/format"
import { type BrowserSession, launchBrowser, type PageWatch, watchPage } from "./support/browser"
import { type DecapBackend, EDITOR_BACKEND_URL, forwardEditorBackend, startDecapBackend } from "./support/decap-backend"
import { eventually } from "./support/pages"
import { builtRoutes, publicDir, type SiteServer, startSiteServer } from "./support/server"

describe("the public pages", () => {
  it("contain no code of the editor", () => {
    const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    const withEditor = scripts.filter((name) =>
      /decap|netlify-?cms/i.test(fs.readFileSync(path.join(publicDir, name), "utf8")),
    )
    expect(withEditor).toEqual([])
  })

  it("never link to or load anything under /admin/", () => {
    for (const route of builtRoutes()) {
      const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")
      expect([route, /["'(]\/admin\//.test(html)]).toEqual([route, false])
    }
  })
})

describe("editing in the browser, with drafts", () => {
  let server: SiteServer
  let backend: DecapBackend
  let browser: BrowserSession

  beforeAll(async () => {
    ;[server, backend, browser] = await Promise.all([startSiteServer(), startDecapBackend(), launchBrowser()])
    await forwardEditorBackend(browser.context, backend)
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()])
    await backend?.close()
  })

  // What the tests edit is picked from the content in the editor's repository (the first category and its
  // first treatment, the first team member), so they follow the salon's catalogue.
  const contentDir = () => path.join(backend.repoDir, "content")
  const firstCategory = () => loadContent(contentDir()).categories[0]
  const nextOrder = () => Math.max(...firstCategory().treatments.map((t) => t.order)) + 1
  const yamlOn = (branch: string, file: string) => {
    const text = backend.fileOn(branch, file)
    return text === undefined ? undefined : (parse(text) as Record<string, unknown>)
  }
  /** The content check on a branch's content, as the Test workflow runs it on the draft's pull request. */
  const checkBranch = (branch: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-"))
    try {
      backend.git("--work-tree", dir, "checkout", branch, "--", "content")
      return checkContent(path.join(dir, "content")).issues
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      backend.git("reset", "--quiet")
    }
  }

  async function openEditor(hash: string): Promise<{ page: Page; watch: PageWatch; preview: FrameLocator }> {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1400, height: 1000 })
    const watch = await watchPage(page)
    await page.goto(`${server.url}admin/#${hash}`)
    // The first visit logs in (to the local backend, without a password); the browser keeps the login.
    const login = page.getByRole("button", { name: "Přihlásit" })
    const editorShown = page.getByRole("button", { name: "Uložit", exact: true })
    await login.or(editorShown).first().waitFor()
    if (await login.isVisible()) {
      await login.click()
      await page.goto(`${server.url}admin/#${hash}`)
    }
    return { page, watch, preview: page.frameLocator("#preview-pane") }
  }

  /** Decap's save: in the editorial workflow, a commit on the entry's draft branch. */
  async function save(page: Page): Promise<void> {
    await page.getByRole("button", { name: "Uložit", exact: true }).click()
    await page.getByText("Položka uložena").first().waitFor()
  }

  /** "Publikovat" as the guide says it: the draft set to ready, then published, which merges it into main. */
  async function publish(page: Page): Promise<void> {
    await page.getByRole("button", { name: /^Stav: / }).click()
    await page.getByRole("menuitem", { name: "Připraveno" }).click()
    await page.getByRole("button", { name: "Publikovat", exact: true }).click()
    // Decap asks "Opravdu chcete publikovat tuto položku?" in the browser's own dialog.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      }),
    )
    await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
    await expect(asked).resolves.toBe("Opravdu chcete publikovat tuto položku?")
    await page.getByText("Položka publikována").first().waitFor()
  }

  /** Nothing went wrong in the editor; Decap's own question for a draft that does not exist (a 404) is how it asks. */
  function expectClean(watch: PageWatch): void {
    const notFoundDraft = (text: string) => /status of 404/.test(text) && text.includes(EDITOR_BACKEND_URL)
    expect(watch.consoleErrors.filter((text) => !notFoundDraft(text))).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.cspViolations).toEqual([])
  }

  it("saves a new price as a draft on its own branch, drawn by the site's card, while main keeps the live price", async () => {
    const { slug } = firstCategory().treatments[0]
    const file = `content/treatments/${slug}.yaml`
    const live = yamlOn("main", file)!
    const newPrice = Number(live.price) + 100
    const { page, watch, preview } = await openEditor(`/collections/treatments/entries/${slug}`)

    const price = page.getByLabel("Cena (Kč)")
    await expect(price.inputValue()).resolves.toBe(String(live.price))
    await price.fill(String(newPrice))
    // The preview is the site's treatment card, with its styles and fonts, redrawn as the editor types.
    const card = preview.locator("article[data-treatment]")
    await expect(card.locator("h3").innerText()).resolves.toBe(String(live.name))
    await preview.getByText(formatPrice(newPrice).replace(/\u00a0/g, " ")).waitFor()
    await expect(card.getByText(formatDuration(Number(live.duration)).replace(/\u00a0/g, " ")).count()).resolves.toBe(1)
    const drawn = await card.evaluate(async (article) => ({
      background: getComputedStyle(article).backgroundColor,
      nameFont: getComputedStyle(article.querySelector("h3")!).fontFamily,
      // The frame has the site's @font-face rules: the name's face loads, Czech letters included.
      fontsLoaded: (await article.ownerDocument.fonts.load('600 1em "EB Garamond Variable"', "ČŘ")).length > 0,
    }))
    const surface = await page.evaluate((colour) => {
      const probe = document.createElement("i")
      probe.style.color = colour
      document.body.append(probe)
      const rgb = getComputedStyle(probe).color
      probe.remove()
      return rgb
    }, theme.colors.surface)
    expect(drawn).toEqual({
      background: surface,
      nameFont: expect.stringMatching(/^"EB Garamond Variable"/),
      fontsLoaded: true,
    })

    await save(page)
    const branch = `cms/treatments/${slug}`
    expect(backend.git("branch", "--list", branch).trim()).toMatch(branch)
    expect(yamlOn(branch, file)).toEqual({ ...live, price: newPrice })
    expect(yamlOn("main", file)).toEqual(live)
    expect(checkBranch(branch)).toEqual([])
    expectClean(watch)
    await page.close()
  })

  it("publishes the draft: main gets the right YAML and the draft's branch is gone", async () => {
    const { slug } = firstCategory().treatments[0]
    const file = `content/treatments/${slug}.yaml`
    const branch = `cms/treatments/${slug}`
    const draft = yamlOn(branch, file)
    expect(draft).toBeDefined()
    const { page, watch } = await openEditor(`/collections/treatments/entries/${slug}`)
    await page.getByRole("button", { name: /^Stav: / }).waitFor()
    await publish(page)
    expect(yamlOn("main", file)).toEqual(draft)
    expect(backend.git("branch", "--list", branch).trim()).toBe("")
    expect(checkBranch("main")).toEqual([])
    expectClean(watch)
    await page.close()
  })

  /** Fills a new treatment of the first category, all but its name. */
  async function newTreatment(page: Page, order: number): Promise<void> {
    await page.getByLabel("Kategorie").click()
    await page.getByText(firstCategory().name, { exact: true }).click()
    await page.getByLabel("Pořadí v kategorii").fill(String(order))
    await page.getByLabel("Délka (minuty)").fill("60")
    await page.getByLabel("Cena (Kč)").fill("1000")
  }

  // What the form says for a treatment's name: the rule, the characters and the length of the content model.
  const nameField = nodeAt(modelOf(collectionByType("Treatment")), ["name"])
  const nameMessage = `Název: ${formPattern("text", nameField?.maxLength).message}.`

  it.each([
    ["spaces alone, which pass Decap's own required check", "   "],
    ["an emoji, which the site's fonts cannot print", "Čajový rituál ✨"],
    ["more characters than a card title takes", "Čajový rituál ".repeat(10).trim()],
  ])("refuses to save a name of %s, in the content check's words", async (_case, name) => {
    const branches = backend.git("branch", "--list")
    // Decap rejects its own save promise when a field is invalid; that page error is Decap's, so it is not checked.
    const { page } = await openEditor("/collections/treatments/new")
    await newTreatment(page, nextOrder())
    await page.getByLabel("Název").fill(name)
    await page.getByRole("button", { name: "Uložit", exact: true }).click()
    await page.getByText(nameMessage).first().waitFor()
    expect(backend.git("branch", "--list")).toBe(branches)
    await page.close()
  })

  it("adds a treatment as a draft, then publishes it: the content check passes and it is listed at its order", async () => {
    const category = firstCategory()
    const before = category.treatments
    const order = nextOrder()
    const { page, watch, preview } = await openEditor("/collections/treatments/new")
    await newTreatment(page, order)
    await page.getByLabel("Název").fill("Čajový Rituál Ľubice")
    await preview.locator("h3", { hasText: "Čajový Rituál Ľubice" }).waitFor()
    await save(page)

    // Decap names the file "<category>-<name without diacritics>" (the collection's slug in config.yml).
    const slug = `${category.slug}-cajovy-ritual-lubice`
    const file = `content/treatments/${slug}.yaml`
    expect(yamlOn(`cms/treatments/${slug}`, file)).toEqual({
      name: "Čajový Rituál Ľubice",
      category: category.slug,
      order,
      duration: 60,
      price: 1000,
    })
    expect(yamlOn("main", file)).toBeUndefined()

    await publish(page)
    expect(checkContent(contentDir()).issues).toEqual([])
    expect(firstCategory().treatments.map((t) => [t.slug, t.order])).toEqual([
      ...before.map((t) => [t.slug, t.order]),
      [slug, order],
    ])
    expectClean(watch)
    await page.close()
  })

  it("draws a team member's card with the portrait from the repository, and the page texts as their page", async () => {
    const member = loadContent(contentDir()).team[0]
    const team = await openEditor(`/collections/team/entries/${member.slug}`)
    await team.page.getByLabel("Medailonek").fill("Nový medailonek psaný v editoru.")
    await team.preview.getByText("Nový medailonek psaný v editoru.").waitFor()
    const portrait = team.preview.locator("article img").first()
    await eventually(async () =>
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0),
    )
    expectClean(team.watch)
    await team.page.close()

    const home = await openEditor("/collections/pages/entries/home-page")
    const heading = home.page.getByLabel("Nadpis").first()
    await heading.fill("Hlava v klidu")
    await home.preview.getByRole("heading", { level: 1, name: "Hlava v klidu" }).waitFor()
    expectClean(home.watch)
    await home.page.close()
  })
})
