/**
 * The content editor at /admin/ (Decap CMS), against `decap-server` in its git
 * mode on a throwaway repository, which has Decap's editorial workflow as
 * GitHub does: a save is a draft on a branch of its own, the preview pane draws
 * the site's own card or page from the form while the editor types, publishing
 * merges the draft into main, and a value the content check would refuse is
 * refused in the form with the check's words. It never loads on the public
 * pages. Its config is generated from the content model (a unit test holds
 * them together: content-check-generated.test.ts). Uploads, addresses, the
 * editor's chrome and publishing several drafts: admin-*.test.ts.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "playwright-core"
import { HELP_SUMMARY } from "../../src/admin/editor-chrome"
import { phrase } from "../../src/admin/locale"
import { checkContent, collectionByType, loadContent, modelOf, nodeAt, say } from "../../src/content"
import { theme } from "../../src/theme"
import { formatDuration, formatPrice } from "../../src/utils/format"
import type { DecapBackend } from "./support/decap-backend"
import {
  type EditorSession,
  expectClean,
  fieldError,
  fillNewTreatment,
  pasteInto,
  publish,
  save,
  startEditorSession,
  typeInto,
} from "./support/editor"
import { blankIcons, eventually } from "./support/pages"
import { builtRoutes, publicDir } from "./support/server"

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
  let session: EditorSession
  let backend: DecapBackend

  beforeAll(async () => {
    session = await startEditorSession()
    backend = session.backend
  })
  afterAll(async () => {
    await session?.close()
  })

  // What the tests edit is picked from the content in the editor's repository (the first category and its
  // first treatment, the first team member), so they follow the salon's catalogue.
  const contentDir = () => session.contentDir()
  const firstCategory = () => loadContent(contentDir()).categories[0]
  const nextOrder = () => Math.max(...firstCategory().treatments.map((t) => t.order)) + 1
  const yamlOn = (branch: string, file: string) => session.yamlOn(branch, file)
  const checkBranch = (branch: string) => session.checkBranch(branch)
  const openEditor = (hash: string) => session.openEditor(hash)

  it("saves a new price as a draft on its own branch, drawn by the site's card, while main keeps the live price", async () => {
    const { slug } = firstCategory().treatments[0]
    const file = `content/treatments/${slug}.yaml`
    const live = yamlOn("main", file)!
    const newPrice = Number(live.price) + 100
    const { page, watch, preview } = await openEditor(`/collections/treatments/entries/${slug}`)

    const price = page.getByLabel("Cena (Kč)")
    await expect(price.inputValue()).resolves.toBe(String(live.price))
    await typeInto(price, String(newPrice))
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
    // The frame holds the site's icons too: the card's are drawn.
    expect(await blankIcons(card)).toEqual([])

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
  const newTreatment = (page: Page, order: number) => fillNewTreatment(page, firstCategory().name, order)

  // What the form says for a treatment's name: the content check's message, with the model's limit.
  const nameMax = nodeAt(modelOf(collectionByType("Treatment")), ["name"])?.maxLength ?? 0
  const longName = "Čajový rituál ".repeat(10).trim()

  it.each([
    ["typed as spaces alone, which pass Decap's own required check", "type", "   ", say("blank", { value: "   " })],
    [
      "pasted from a Word list with a tab and an emoji",
      "paste",
      "\tČajový rituál ✨",
      say("unprintable", { characters: ["tabulátor (U+0009)", "„✨“ (U+2728)"] }),
    ],
    [
      "typed longer than a card title takes",
      "type",
      longName,
      say("textTooLong", { max: nameMax, length: longName.length }),
    ],
  ])("refuses to save a name %s, naming what is wrong in the check's words", async (_case, how, name, message) => {
    const branches = backend.git("branch", "--list")
    // Decap rejects its own save promise when a field is invalid; that page error is Decap's, so it is not checked.
    const { page } = await openEditor("/collections/treatments/new")
    await newTreatment(page, nextOrder())
    const field = page.getByLabel("Název")
    if (how === "paste") await pasteInto(field, name)
    else await typeInto(field, name)
    // What reached the widget is what was typed or pasted, the tab included.
    await expect(field.inputValue()).resolves.toBe(name)
    await page.getByRole("button", { name: "Uložit", exact: true }).click()
    await fieldError(page, "Název", message).waitFor()
    expect(backend.git("branch", "--list")).toBe(branches)
    await page.close()
  })

  it("saves each price spelling as the number a Czech reader means, or refuses it in the check's words; a price change is a one-line diff; the draft can be discarded", async () => {
    // A treatment whose live price is none of the prices typed below (Decap saves nothing when a field is set
    // back to its live value), and not the one the tests above edit.
    const meant = [1490, 990.5, 1290]
    const { slug } = loadContent(contentDir())
      .categories.flatMap((category) => category.treatments)
      .find((t) => !meant.includes(t.price) && t.slug !== firstCategory().treatments[0].slug)!
    const file = `content/treatments/${slug}.yaml`
    const branch = `cms/treatments/${slug}`
    const live = backend.fileOn("main", file)!
    const { page, watch } = await openEditor(`/collections/treatments/entries/${slug}`)
    const price = page.getByLabel("Cena (Kč)")
    const priceAt = (on: string) => (yamlOn(on, file) as { price?: unknown } | undefined)?.price
    // She types once the form shows the entry (Decap fills the form when the entry has loaded).
    await eventually(
      async () => expect(await price.inputValue()).toBe(String(priceAt("main")).replace(".", ",")),
      20_000,
    )
    const range = { min: 1, max: 100_000, unit: "Kč" }
    let saved = priceAt("main")

    const spellings: [string, number | string][] = [
      ["990,5", 990.5],
      ["1490", 1490],
      ["990.50", 990.5],
      ["1 490", 1490],
      ["1,290.00", 1290],
      ["1 490 Kč", 1490],
      ["1,490", say("priceDecimals", { value: "1,490" })],
      ["0", say("numberRange", { value: 0, ...range })],
      ["1290", 1290],
      ["1.490", 1490],
    ]
    const said: Record<string, number | string> = {}
    for (const [typed, meant] of spellings) {
      await typeInto(price, typed)
      await expect(price.inputValue()).resolves.toBe(typed)
      await page.getByRole("button", { name: "Uložit", exact: true }).click()
      if (typeof meant === "string") {
        await fieldError(page, "Cena (Kč)", meant).waitFor()
        said[typed] = meant
      } else {
        // The field says the number it will save whenever that is written differently.
        if (typed !== String(meant)) await page.getByText(`Uloží se: ${String(meant).replace(".", ",")} Kč`).waitFor()
        expect(meant).not.toBe(saved)
        await eventually(async () => expect(priceAt(branch)).toBe(meant), 20_000)
        // Decap reloads the saved draft into the form; the next spelling is typed once it has.
        await page.getByText(phrase("editor.editorToolbar.changesSaved")).waitFor()
        saved = meant
        said[typed] = meant
      }
      // A refused spelling leaves the draft as it was.
      expect(priceAt(branch)).toBe(saved)
    }
    expect(said).toEqual(Object.fromEntries(spellings))

    // The draft differs from the live file in the price line alone.
    const diff = backend.git("diff", "--unified=0", "main", branch, "--", file)
    expect(diff.split("\n").filter((line) => /^[-+](?![-+])/.test(line))).toEqual([
      `-price: ${String(priceAt("main"))}`,
      `+price: 1490`,
    ])
    expect(checkBranch(branch)).toEqual([])

    // Discarding the draft asks in words that say the site stays as it is, and leaves main untouched.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      }),
    )
    await page.getByRole("button", { name: phrase("editor.editorToolbar.deleteUnpublishedChanges") }).click()
    await expect(asked).resolves.toBe(phrase("editor.editor.onDeleteUnpublishedChanges"))
    await eventually(async () => expect(backend.git("branch", "--list", branch).trim()).toBe(""), 20_000)
    expect(backend.fileOn("main", file)).toBe(live)
    expectClean(watch, spellings.filter(([, said]) => typeof said === "string").length)
    await page.close()
  })

  it("adds a treatment as a draft, then publishes it: the content check passes and it is listed at its order", async () => {
    const category = firstCategory()
    const before = category.treatments
    const order = nextOrder()
    const { page, watch, preview } = await openEditor("/collections/treatments/new")
    await newTreatment(page, order)
    await typeInto(page.getByLabel("Název"), "Čajový Rituál Ľubice")
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

  it("adds a team member with an uploaded JPEG: saved into the draft with the photo, drawn in the preview; the picker deletes nothing", async () => {
    const team = loadContent(contentDir()).team
    const order = Math.max(...team.map((m) => m.order)) + 1
    // A real photo of the salon's, under a new name, as a phone would give it.
    const photo = fs.readFileSync(path.join(contentDir(), team[0].photo.replace(/^\.\.\//, "")))
    const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "upload-")), "nova-kolegyne.jpg")
    fs.writeFileSync(upload, photo)
    const { page, watch, preview } = await openEditor("/collections/team/new")

    // The help panel says what a draft is, on every screen of the editor.
    await page.getByText(HELP_SUMMARY).click()
    await page.getByText(/Uložit\s+udělá\s+koncept/).waitFor()
    await page.getByText(HELP_SUMMARY).click()

    await typeInto(page.getByLabel("Jméno"), "Bára")
    // The preview shows no role until one is chosen.
    const roleLabel = loadContent(contentDir()).site.roles.wellnessSpecialist
    await preview.locator("article h3", { hasText: "Bára" }).waitFor()
    await expect(preview.getByText(roleLabel, { exact: true }).count()).resolves.toBe(0)
    await page.getByLabel("Role").click()
    await page.getByText("Wellness specialistka", { exact: true }).click()
    await preview.getByText(roleLabel, { exact: true }).waitFor()
    await typeInto(page.getByLabel("Medailonek"), "Bára pečuje o vlasovou pokožku s klidem a jemností.")
    await typeInto(page.getByLabel("Popis fotografie"), "Bára v ošetřovně")
    await typeInto(page.getByLabel("Pořadí"), String(order))

    // No Média tab either, whose uploads and deletes would commit to main.
    await expect(page.getByRole("button", { name: "Média" }).count()).resolves.toBe(0)
    await page.getByRole("button", { name: "Vyberte obrázek" }).click()
    // The picker offers upload and choice, never a delete that would commit to main.
    await page.getByRole("button", { name: "Vybrat označené" }).waitFor()
    await expect(page.getByRole("button", { name: "Smazat označené" }).count()).resolves.toBe(0)
    await page.locator('input[type="file"]').setInputFiles(upload)
    // The picker selects a photo just uploaded, under a name no other file has (admin-uploads.test.ts); it goes
    // into the draft, not to the repository.
    const uploaded = page.getByText(/^nova-kolegyne-[a-z2-9]{6}\.jpg$/)
    await uploaded.first().waitFor()
    const name = (await uploaded.first().innerText()).trim()
    const choose = page.getByRole("button", { name: "Vybrat označené" })
    await choose.click()

    const portrait = preview.locator("article img").first()
    await eventually(async () =>
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0),
    )
    await save(page)

    const branch = "cms/team/bara"
    const file = "content/team/bara.yaml"
    expect(yamlOn(branch, file)).toEqual({
      name: "Bára",
      role: "wellnessSpecialist",
      bio: "Bára pečuje o vlasovou pokožku s klidem a jemností.",
      photo: `../images/team/${name}`,
      photoAlt: "Bára v ošetřovně",
      order,
    })
    // The photo is in the draft, byte for byte, and not on main.
    const bytes = execFileSync("git", ["show", `${branch}:content/images/team/${name}`], {
      cwd: backend.repoDir,
    })
    expect(bytes.equals(photo)).toBe(true)
    expect(backend.fileOn("main", `content/images/team/${name}`)).toBeUndefined()
    expect(checkBranch(branch)).toEqual([])

    // No photo was committed to main or deleted from it on its own (config.yml's uploadMedia and deleteMedia messages).
    const onMain = backend.git("log", "--format=%s", "main").trim().split("\n")
    expect(onMain.filter((subject) => /^Obsah: (nahrán|smazán) obrázek/.test(subject))).toEqual([])
    expectClean(watch)
    await page.close()
  })

  it("draws a team member's card with the portrait from the repository, and the page texts as their page", async () => {
    const member = loadContent(contentDir()).team[0]
    const team = await openEditor(`/collections/team/entries/${member.slug}`)
    await typeInto(team.page.getByLabel("Medailonek"), "Nový medailonek psaný v editoru.")
    await team.preview.getByText("Nový medailonek psaný v editoru.").waitFor()
    const portrait = team.preview.locator("article img").first()
    await eventually(async () =>
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0),
    )
    expectClean(team.watch)
    await team.page.close()

    const home = await openEditor("/collections/pages/entries/home-page")
    const heading = home.page.getByLabel("Nadpis").first()
    await eventually(async () => expect(await heading.inputValue()).not.toBe(""), 20_000)
    await typeInto(heading, "Hlava v klidu")
    await expect(heading.inputValue()).resolves.toBe("Hlava v klidu")
    await home.preview.getByRole("heading", { level: 1, name: "Hlava v klidu" }).waitFor()
    expectClean(home.watch)
    await home.page.close()
  })
})
