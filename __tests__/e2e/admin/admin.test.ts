/**
 * The content editor at /admin/ (Decap CMS), against `decap-server` in its git mode on a throwaway
 * repository (decap-server.ts), which has Decap's editorial workflow as GitHub does: a save is a
 * draft on a branch of its own, the preview pane draws the site's own card or page from the form while the
 * editor types, publishing merges the draft into main, and a value the content check would refuse is refused
 * in the form with the check's words. It never loads on the public pages. Its config is generated from the
 * content model (a unit test holds them together: content-check-generated.test.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { HELP_SUMMARY } from "../../../src/admin/editor-chrome"
import { phrase } from "../../../src/admin/locale"
import { checkContent, collectionByType, modelOf, nodeAt, say } from "../../../src/content"
import { ROUTES, NOT_FOUND_ROUTE } from "../../../src/routes"
import { theme } from "../../../src/theme"
import { formatDuration, formatPrice } from "../../../src/utils/format"
import {
  answerDialog,
  expect,
  expectClean,
  fieldError,
  naturalWidth,
  openEditor,
  pasteInto,
  photoFileOf,
  publish,
  type Repo,
  save,
  teamAtLeast,
  test,
  treatmentPricedOtherThan,
  typeInto,
} from "./editor"
import { blankIcons } from "../support/pages"

test.describe("the public pages", () => {
  test("contain no code of the editor", ({ site }) => {
    const scripts = fs.readdirSync(site.publicDir).filter((name) => name.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    const withEditor = scripts.filter((name) =>
      /decap|netlify-?cms/i.test(fs.readFileSync(path.join(site.publicDir, name), "utf8")),
    )
    expect(withEditor).toEqual([])
  })

  test("never link to or load anything under /admin/", ({ site }) => {
    for (const route of [...Object.values(ROUTES), NOT_FOUND_ROUTE]) {
      const html = fs.readFileSync(path.join(site.publicDir, route, "index.html"), "utf8")
      expect([route, /["'(]\/admin\//.test(html)]).toEqual([route, false])
    }
  })
})

test.describe("editing in the browser, with drafts", () => {
  // One repository for the whole story: a draft saved by one test is published by the next.
  test.describe.configure({ mode: "serial", timeout: 180_000 })

  // Each run of the story starts from the repository as decap-server.ts made it: main at its first commit.
  test.beforeAll(({ repo }) => repo.reset())

  // What the tests edit is picked from the content in the editor's repository (the first category and its
  // first treatment, the first team member), so they follow the salon's catalogue.
  const firstCategory = (repo: Repo) => repo.content().categories[0]
  const nextOrder = (repo: Repo) => Math.max(...firstCategory(repo).treatments.map((t) => t.order)) + 1

  test("saves a new price as a draft on its own branch, drawn by the site's card, while main keeps the live price", async ({
    page,
    repo,
  }) => {
    const { slug } = firstCategory(repo).treatments[0]
    const file = `content/treatments/${slug}.yaml`
    const live = repo.yamlOn("main", file)!
    const newPrice = Number(live.price) + 100
    const { watch, preview } = await openEditor(page, `/collections/treatments/entries/${slug}`)

    const price = page.getByLabel("Cena (Kč)")
    await expect(price).toHaveValue(String(live.price))
    await typeInto(price, String(newPrice))
    // The preview is the site's treatment card, with its styles and fonts, redrawn as the editor types.
    const card = preview.locator("article[data-treatment]")
    await expect(card.locator("h3")).toHaveText(String(live.name))
    await expect(preview.getByText(formatPrice(newPrice).replace(/\u00a0/g, " "))).toBeVisible()
    await expect(card.getByText(formatDuration(Number(live.duration)).replace(/\u00a0/g, " "))).toHaveCount(1)
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
    expect(repo.git("branch", "--list", branch).trim()).toMatch(branch)
    expect(repo.yamlOn(branch, file)).toEqual({ ...live, price: newPrice })
    expect(repo.yamlOn("main", file)).toEqual(live)
    expect(repo.checkBranch(branch)).toEqual([])
    expectClean(watch)
  })

  test("publishes the draft: main gets the right YAML and the draft's branch is gone", async ({ page, repo }) => {
    const { slug } = firstCategory(repo).treatments[0]
    const file = `content/treatments/${slug}.yaml`
    const branch = `cms/treatments/${slug}`
    const draft = repo.yamlOn(branch, file)
    expect(draft).toBeDefined()
    const { watch } = await openEditor(page, `/collections/treatments/entries/${slug}`)
    await expect(page.getByRole("button", { name: /^Stav: / })).toBeVisible()
    await publish(page)
    expect(repo.yamlOn("main", file)).toEqual(draft)
    expect(repo.git("branch", "--list", branch).trim()).toBe("")
    expect(repo.checkBranch("main")).toEqual([])
    expectClean(watch)
  })

  /** Fills a new treatment of the first category, all but its name. */
  async function newTreatment(page: Page, repo: Repo, order: number): Promise<void> {
    await page.getByLabel("Kategorie").click()
    await page.getByText(firstCategory(repo).name, { exact: true }).click()
    await typeInto(page.getByLabel("Pořadí v kategorii"), String(order))
    await typeInto(page.getByLabel("Délka (minuty)"), "60 min")
    await typeInto(page.getByLabel("Cena (Kč)"), "1 000 Kč")
  }

  // What the form says for a treatment's name: the content check's message, with the model's limit.
  const nameMax = nodeAt(modelOf(collectionByType("Treatment")), ["name"])?.maxLength ?? 0
  const longName = "Čajový rituál ".repeat(10).trim()

  for (const [what, how, name, message] of [
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
  ]) {
    test(`refuses to save a name ${what}, naming what is wrong in the check's words`, async ({ page, repo }) => {
      const branches = repo.git("branch", "--list")
      // Decap rejects its own save promise when a field is invalid; that page error is Decap's, so it is not checked.
      await openEditor(page, "/collections/treatments/new")
      await newTreatment(page, repo, nextOrder(repo))
      const field = page.getByLabel("Název")
      if (how === "paste") await pasteInto(field, name)
      else await typeInto(field, name)
      // What reached the widget is what was typed or pasted, the tab included.
      await expect(field).toHaveValue(name)
      await page.getByRole("button", { name: "Uložit", exact: true }).click()
      await expect(fieldError(page, "Název", message)).toBeVisible()
      expect(repo.git("branch", "--list")).toBe(branches)
    })
  }

  test("saves each price spelling as the number a Czech reader means, or refuses it in the check's words; a price change is a one-line diff; the draft can be discarded", async ({
    page,
    repo,
  }) => {
    const { slug } = treatmentPricedOtherThan(repo, [1490, 990.5, 1290])
    const file = `content/treatments/${slug}.yaml`
    const branch = `cms/treatments/${slug}`
    const live = repo.fileOn("main", file)!
    const { watch } = await openEditor(page, `/collections/treatments/entries/${slug}`)
    const price = page.getByLabel("Cena (Kč)")
    const priceAt = (on: string) => repo.yamlOn(on, file)?.price
    // She types once the form shows the entry (Decap fills the form when the entry has loaded).
    await expect(price).toHaveValue(String(priceAt("main")).replace(".", ","), { timeout: 20_000 })
    const range = { min: 1, max: 100_000, unit: "Kč" }
    let saved = priceAt("main")

    const spellings: [string, number | string][] = [
      ["990,5", 990.5],
      ["1490", 1490],
      ["990.50", 990.5],
      ["1 490", 1490],
      ["1,290.00", 1290],
      ["1 490 Kč", 1490],
      ["1,490", say("numberAmbiguous", { value: "1,490", thousands: "1490 Kč", decimal: "1,49 Kč" }, "form")],
      ["0", say("numberRange", { value: 0, ...range })],
      ["1290", 1290],
      ["1.490", 1490],
    ]
    const said: Record<string, number | string> = {}
    for (const [typed, meant] of spellings) {
      await typeInto(price, typed)
      await expect(price).toHaveValue(typed)
      await page.getByRole("button", { name: "Uložit", exact: true }).click()
      if (typeof meant === "string") {
        await expect(fieldError(page, "Cena (Kč)", meant)).toBeVisible()
        said[typed] = meant
      } else {
        // The field says the number it will save whenever that is written differently.
        if (typed !== String(meant))
          await expect(page.getByText(`Uloží se: ${String(meant).replace(".", ",")} Kč`)).toBeVisible()
        expect(meant).not.toBe(saved)
        await expect.poll(() => priceAt(branch), { timeout: 20_000 }).toBe(meant)
        // Decap reloads the saved draft into the form; the next spelling is typed once it has.
        await expect(page.getByText(phrase("editor.editorToolbar.changesSaved"))).toBeVisible()
        saved = meant
        said[typed] = meant
      }
      // A refused spelling leaves the draft as it was.
      expect(priceAt(branch)).toBe(saved)
    }
    expect(said).toEqual(Object.fromEntries(spellings))

    // The draft differs from the live file in the price line alone.
    const diff = repo.git("diff", "--unified=0", "main", branch, "--", file)
    expect(diff.split("\n").filter((line) => /^[-+](?![-+])/.test(line))).toEqual([
      `-price: ${String(priceAt("main"))}`,
      `+price: 1490`,
    ])
    expect(repo.checkBranch(branch)).toEqual([])

    // Discarding the draft asks in words that say the site stays as it is, and leaves main untouched.
    const asked = answerDialog(page)
    await page.getByRole("button", { name: phrase("editor.editorToolbar.deleteUnpublishedChanges") }).click()
    expect(await asked).toBe(phrase("editor.editor.onDeleteUnpublishedChanges"))
    await expect.poll(() => repo.git("branch", "--list", branch).trim(), { timeout: 20_000 }).toBe("")
    expect(repo.fileOn("main", file)).toBe(live)
    expectClean(watch)
  })

  test("adds a treatment as a draft, then publishes it: the content check passes and it is listed at its order", async ({
    page,
    repo,
  }) => {
    const category = firstCategory(repo)
    const before = category.treatments
    const order = nextOrder(repo)
    const { watch, preview } = await openEditor(page, "/collections/treatments/new")
    await newTreatment(page, repo, order)
    await typeInto(page.getByLabel("Název"), "Čajový Rituál Ľubice")
    await expect(preview.locator("h3", { hasText: "Čajový Rituál Ľubice" })).toBeVisible()
    await save(page)

    // Decap names the file "<category>-<name without diacritics>" (the collection's slug in config.yml).
    const slug = `${category.slug}-cajovy-ritual-lubice`
    const file = `content/treatments/${slug}.yaml`
    expect(repo.yamlOn(`cms/treatments/${slug}`, file)).toEqual({
      name: "Čajový Rituál Ľubice",
      category: category.slug,
      order,
      duration: 60,
      price: 1000,
    })
    expect(repo.yamlOn("main", file)).toBeUndefined()

    await publish(page)
    expect(checkContent(path.join(repo.dir, "content")).issues).toEqual([])
    expect(firstCategory(repo).treatments.map((t) => [t.slug, t.order])).toEqual([
      ...before.map((t) => [t.slug, t.order]),
      [slug, order],
    ])
    expectClean(watch)
  })

  test("adds a team member with an uploaded JPEG: saved into the draft with the photo, drawn in the preview; the picker deletes nothing", async ({
    page,
    repo,
  }, testInfo) => {
    // A real photo of the salon's, under a new name, as a phone would give it.
    const photo = fs.readFileSync(path.join(repo.dir, photoFileOf((await teamAtLeast(repo))[0])))
    const { team, site } = repo.content()
    const order = Math.max(...team.map((m) => m.order)) + 1
    const upload = testInfo.outputPath("nova-kolegyne.jpg")
    fs.mkdirSync(path.dirname(upload), { recursive: true })
    fs.writeFileSync(upload, photo)
    const { watch, preview } = await openEditor(page, "/collections/team/new")

    // The help panel says what a draft is, on every screen of the editor.
    await page.getByText(HELP_SUMMARY).click()
    await expect(page.getByText(/Uložit\s+udělá\s+koncept/)).toBeVisible()
    await page.getByText(HELP_SUMMARY).click()

    await typeInto(page.getByLabel("Jméno"), "Bára")
    // The preview shows no role until one is chosen.
    const roleLabel = site.roles.wellnessSpecialist
    await expect(preview.locator("article h3", { hasText: "Bára" })).toBeVisible()
    await expect(preview.getByText(roleLabel, { exact: true })).toHaveCount(0)
    await page.getByLabel("Role").click()
    await page.getByText("Wellness specialistka", { exact: true }).click()
    await expect(preview.getByText(roleLabel, { exact: true })).toBeVisible()
    await typeInto(page.getByLabel("Medailonek"), "Bára pečuje o vlasovou pokožku s klidem a jemností.")
    await typeInto(page.getByLabel("Popis fotografie"), "Bára v ošetřovně")
    await typeInto(page.getByLabel("Pořadí"), String(order))

    // No Média tab either, whose uploads and deletes would commit to main.
    await expect(page.getByRole("button", { name: "Média" })).toHaveCount(0)
    await page.getByRole("button", { name: "Vyberte obrázek" }).click()
    // The picker offers upload and choice, never a delete that would commit to main.
    await expect(page.getByRole("button", { name: "Vybrat označené" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Smazat označené" })).toHaveCount(0)
    await page.locator('input[type="file"]').setInputFiles(upload)
    // The picker selects a photo just uploaded, under a name no other file has (admin-uploads.test.ts); it goes
    // into the draft, not to the repository.
    const uploaded = page.getByText(/^nova-kolegyne-[a-z2-9]{6}\.jpg$/).first()
    await expect(uploaded).toBeVisible()
    const name = (await uploaded.innerText()).trim()
    await page.getByRole("button", { name: "Vybrat označené" }).click()

    await expect.poll(() => naturalWidth(preview.locator("article img").first())).toBeGreaterThan(0)
    await save(page)

    const branch = "cms/team/bara"
    const file = "content/team/bara.yaml"
    expect(repo.yamlOn(branch, file)).toEqual({
      name: "Bára",
      role: "wellnessSpecialist",
      bio: "Bára pečuje o vlasovou pokožku s klidem a jemností.",
      photo: `../images/team/${name}`,
      photoAlt: "Bára v ošetřovně",
      order,
    })
    // The photo is in the draft, byte for byte, and not on main.
    expect(repo.bytesOn(branch, `content/images/team/${name}`).equals(photo)).toBe(true)
    expect(repo.fileOn("main", `content/images/team/${name}`)).toBeUndefined()
    expect(repo.checkBranch(branch)).toEqual([])

    // No photo was committed to main or deleted from it on its own (config.yml's uploadMedia and deleteMedia messages).
    const onMain = repo.git("log", "--format=%s", "main").trim().split("\n")
    expect(onMain.filter((subject) => /^Obsah: (nahrán|smazán) obrázek/.test(subject))).toEqual([])
    expectClean(watch)
  })

  test("draws a team member's card with the portrait from the repository, and the page texts as their page", async ({
    page,
    context,
    repo,
  }) => {
    const [member] = await teamAtLeast(repo)
    const team = await openEditor(page, `/collections/team/entries/${member.slug}`)
    await typeInto(page.getByLabel("Medailonek"), "Nový medailonek psaný v editoru.")
    await expect(team.preview.getByText("Nový medailonek psaný v editoru.")).toBeVisible()
    await expect.poll(() => naturalWidth(team.preview.locator("article img").first())).toBeGreaterThan(0)
    expectClean(team.watch)

    const home = await openEditor(await context.newPage(), "/collections/pages/entries/home-page")
    const heading = home.page.getByLabel("Nadpis").first()
    await expect(heading).not.toHaveValue("", { timeout: 20_000 })
    await typeInto(heading, "Hlava v klidu")
    await expect(heading).toHaveValue("Hlava v klidu")
    await expect(home.preview.getByRole("heading", { level: 1, name: "Hlava v klidu" })).toBeVisible()
    expectClean(home.watch)
  })
})
