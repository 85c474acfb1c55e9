/**
 * Everything the guide sends the salon's editor to is on screen, and says what it means in Czech: the review
 * board a click away with a summary that counts its drafts, „Na webu“ a label whose menu would be empty, Decap's
 * own messages in grammatical Czech, a refused save that shows where and says so, photos with their thumbnails and
 * the crop the site gives them, the contact details previewed as a list, a category previewed as the page shows it,
 * and an entry that can be saved and published on a phone. src/admin/editor-chrome.ts, published-state.ts,
 * refused-save.ts, photo-control.tsx, previews.tsx, locale.ts;
 * against decap-server in git mode (editor.ts).
 */
import path from "node:path"
import type { BrowserContext, Locator } from "@playwright/test"
import sharp from "sharp"
import { workflowSummary } from "../../../src/admin/editor-chrome"
import { phrase } from "../../../src/admin/locale"
import { cropNote, PORTRAIT } from "../../../src/admin/photo-frames"
import { refusedSaveNotice } from "../../../src/admin/refused-save"
import siteSettingsSchema from "../../../src/content/generated/json-schema/site-settings.json"
import { escapeRegExp } from "../../support/expected-content"
import {
  expect,
  expectClean,
  makePhoto,
  naturalWidth,
  openEditor,
  photoFileOf,
  publish,
  save,
  saveButton,
  setReady,
  teamAtLeast,
  test,
  treatmentsAtLeast,
  treatmentsOf,
  typeInto,
  uploadPhoto,
} from "./editor"
import { nextFrames } from "../support/pages"

test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ repo }) => repo.reset())

/** Saves a new price of a treatment as a draft, in its own tab. */
async function draftPrice(context: BrowserContext, slug: string, price: number): Promise<void> {
  const { page, watch } = await openEditor(await context.newPage(), `/collections/treatments/entries/${slug}`)
  await typeInto(page.getByLabel("Cena (Kč)"), String(price))
  await save(page)
  expectClean(watch)
  await page.close()
}

test("reaches the review board by clicking Schvalování, whose summary counts the drafts its columns show", async ({
  context,
  page,
  repo,
}) => {
  const [first, second] = treatmentsAtLeast(repo, 2)
  await draftPrice(context, first.slug, first.price + 10)
  await draftPrice(context, second.slug, second.price + 10)

  const { watch } = await openEditor(page, "/collections/treatments")
  // The header has Obsah and Schvalování, and no Média (whose uploads and deletes would write to main).
  await expect(page.getByRole("link", { name: phrase("app.header.content") })).toBeVisible()
  await expect(page.getByRole("button", { name: phrase("app.header.media") })).toHaveCount(0)
  await page.getByRole("link", { name: phrase("app.header.workflow") }).click()
  await expect(page.getByRole("heading", { name: phrase("workflow.workflow.workflowHeading") })).toBeVisible()
  await expect(page.getByRole("heading", { name: phrase("workflow.workflowList.draftHeader") })).toBeVisible()
  // Two cards in the first column, and the summary says two.
  await expect(page.getByText("2 položky", { exact: true }).first()).toBeVisible()
  await expect(page.getByText(workflowSummary(2, 0), { exact: true })).toBeVisible()

  // One set to Připraveno from its card's entry: the summary counts it ready.
  await page
    .getByRole("link", { name: new RegExp(escapeRegExp(first.name)) })
    .first()
    .click()
  await setReady(page)
  await page.goBack()
  await expect(page.getByText(workflowSummary(2, 1), { exact: true })).toBeVisible()
  expectClean(watch)
})

test("shows „Na webu“ as a label that opens no menu, empty or not: no „Zrušit publikování“, no „Duplikovat“, on every kind of entry", async ({
  context,
  repo,
}) => {
  const treatment = repo.content().categories[0].treatments[0]
  const [member] = await teamAtLeast(repo)
  const category = repo.content().categories[0]
  for (const entry of [
    `treatments/entries/${treatment.slug}`,
    `team/entries/${member.slug}`,
    `categories/entries/${category.slug}`,
    "settings/entries/contact",
    "pages/entries/home-page",
  ]) {
    const { page, watch } = await openEditor(await context.newPage(), `/collections/${entry}`)
    const state = page.getByText(phrase("editor.editorToolbar.published"), { exact: true })
    await expect(state).toBeVisible()
    // A label: no button to press or tab to, and a click opens nothing.
    await expect(page.getByRole("button", { name: phrase("editor.editorToolbar.published") })).toHaveCount(0)
    await expect(state).not.toHaveAttribute("tabindex", /.*/)
    await state.click()
    await nextFrames(page)
    await expect(page.getByRole("menu")).toHaveCount(0)
    await expect(page.getByRole("menuitem", { includeHidden: true })).toHaveCount(0)
    await expect(page.getByText(phrase("editor.editorToolbar.unpublish"))).toHaveCount(0)
    expectClean(watch)
    await page.close()
  }
})

test("says Decap's own messages in Czech that fits any label: an empty required field, the number of menu items, an optional field", async ({
  context,
  page,
  repo,
}) => {
  const { watch } = await openEditor(page, "/collections/settings/entries/site")
  const booking = page.getByLabel("Adresa online rezervace")
  await booking.click()
  await booking.press("Control+A")
  await booking.press("Backspace")
  // Menu items added until there is one more than the menu takes, however many it has.
  const { minItems, maxItems } = siteSettingsSchema.properties.nav
  for (let items = repo.content().site.nav.length; items <= maxItems; items++)
    await page.getByRole("button", { name: phrase("editor.editorWidgets.list.add"), exact: true }).click()
  await saveButton(page).click()
  await expect(
    page.getByText("Adresa online rezervace: povinné pole je prázdné; vyplňte ho.", { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText(`Menu: počet položek musí být od ${minItems} do ${maxItems}.`, { exact: true }),
  ).toBeVisible()
  const body = page.locator("body")
  await expect(body).not.toHaveText(/\b(Failed|Error|field|Expand|Collapse|Close|Not allowed)\b/, {
    useInnerText: true,
  })
  await expect(body).not.toHaveText(/je povinný\.|položek\./, { useInnerText: true })
  expectClean(watch)

  const treatment = await openEditor(
    await context.newPage(),
    `/collections/treatments/entries/${treatmentsOf(repo)[0].slug}`,
  )
  await expect(treatment.page.getByText(`Popis (${phrase("editor.editorControl.field.optional")})`)).toBeVisible()
  expectClean(treatment.watch)
})

test("takes a refused save to its first error, unfolding the group it is in, and says nothing was saved", async ({
  page,
}) => {
  const { watch } = await openEditor(page, "/collections/settings/entries/site")
  // The booking button's text is in the folded group Krátké texty: she opens it, empties the field, folds it again.
  const groupId = await page.locator("label", { hasText: /^Krátké texty/ }).getAttribute("for")
  const toggle = page.locator(`[id="${groupId}"] [data-testid="expand-button"]`).first()
  const expand = phrase("editor.editorWidgets.object.expand")
  await expect(toggle).toHaveAttribute("aria-label", expand)
  await toggle.click()
  const field = page.getByLabel("Tlačítko rezervace", { exact: true })
  await field.click()
  await field.press("Control+A")
  await field.press("Backspace")
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-label", expand)
  await expect(field).toBeHidden()
  // Back at the top of the form, where the toolbar is.
  await page.getByLabel("Název salonu").scrollIntoViewIfNeeded()

  await saveButton(page).click()
  const notice = page.getByRole("alert").filter({ hasText: refusedSaveNotice(1) })
  await expect(notice).toBeInViewport({ ratio: 1 })
  await expect(field).toBeVisible()
  await expect(field).toBeInViewport({ ratio: 1 })
  await expect(field).toBeFocused()
  await expect(
    page.getByText("Tlačítko rezervace: povinné pole je prázdné; vyplňte ho.", { exact: true }),
  ).toBeVisible()
  // Typing the text back hides the notice.
  await page.keyboard.type("Objednat se")
  await expect(notice).toBeHidden()
  expectClean(watch)
})

test("shows a photo already in the repository as its thumbnail, and a landscape photo with the portrait crop it will get", async ({
  page,
  repo,
}) => {
  const [member] = await teamAtLeast(repo)
  const { width } = await sharp(path.join(repo.dir, photoFileOf(member))).metadata()
  const { watch, preview } = await openEditor(page, `/collections/team/entries/${member.slug}`)
  // Decap's own thumbnail in the field, loaded from the repository.
  await expect.poll(() => naturalWidth(page.locator('img[role="presentation"]').first())).toBe(width)

  const landscape = await makePhoto("IMG_20261127_101512.jpg", 1600, 1200, 70)
  expect(await uploadPhoto(page, landscape)).toMatch(new RegExp(`^${member.slug}-[a-z2-9]{6}\\.jpg$`))

  // The form says what the site will do, and shows it.
  await expect(page.getByText(cropNote(1600, 1200, PORTRAIT)!, { exact: true })).toBeVisible()
  const crop = page.locator("[data-photo-crop] img")
  const framed = (image: Locator) =>
    image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { ratio: Math.round((box.width / box.height) * 100) / 100, fit: getComputedStyle(img).objectFit }
    })
  await expect.poll(() => framed(crop)).toEqual({ ratio: PORTRAIT, fit: "cover" })
  // The preview's card shows the same file, cropped the same way.
  const uploaded = await crop.getAttribute("src")
  const portrait = preview.locator("article img").first()
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(uploaded)
  await expect.poll(() => framed(portrait)).toEqual({ ratio: PORTRAIT, fit: "cover" })
  expectClean(watch)
})

test("previews Kontakt as a list of its fields and values, as they are typed", async ({ page, repo }) => {
  const { contact } = repo.content()
  const { watch, preview } = await openEditor(page, "/collections/settings/entries/contact")
  const valueOf = (label: string) => preview.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd")
  await expect(valueOf("Telefon")).toHaveText(contact.phone)
  await expect(valueOf("Město")).toHaveText(contact.city)
  await expect(valueOf("Přiblížení")).toHaveText(String(contact.map.zoom))
  await typeInto(page.getByLabel("Telefon"), "+420 777 123 456")
  await expect(valueOf("Telefon")).toHaveText("+420 777 123 456")
  expectClean(watch)
})

test("previews a category as the page Procedury shows it, opened with its treatments, and its name and description as they are typed", async ({
  page,
  repo,
}) => {
  const category = repo.content().categories[0]
  const { watch, preview } = await openEditor(page, `/collections/categories/entries/${category.slug}`)
  const card = preview.locator(`details#${category.slug}`)
  await expect(card).toHaveAttribute("open", "")
  await expect(card.locator("summary h2")).toHaveText(category.name)
  await expect(card.locator("summary")).toContainText(category.description)
  await expect(card.locator("article[data-treatment] h3")).toHaveText(
    category.treatments.map((treatment) => treatment.name),
  )
  for (const treatment of category.treatments) await expect(card.locator(`[id="${treatment.slug}"]`)).toBeVisible()

  await typeInto(page.getByLabel("Název"), "NOVÝ RITUÁL")
  await typeInto(page.getByLabel("Popis"), "Nový popis kategorie.")
  await expect(card.locator("summary h2")).toHaveText("NOVÝ RITUÁL")
  await expect(card.locator("summary")).toContainText("Nový popis kategorie.")
  await expect(card).toHaveAttribute("open", "")
  expectClean(watch)
})

test("fits a phone: at 375 px a price is typed, saved and published without scrolling sideways", async ({
  page,
  repo,
}) => {
  const treatment = treatmentsOf(repo).at(-1)!
  await page.setViewportSize({ width: 375, height: 812 })
  const { watch } = await openEditor(page, `/collections/treatments/entries/${treatment.slug}`)
  const noSidewaysScroll = () =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await noSidewaysScroll()
  await typeInto(page.getByLabel("Cena (Kč)"), String(treatment.price + 20))
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 })
  await save(page)
  // After scrolling down the form, the toolbar stays at the top with Stav and Publikovat on screen.
  await page.getByLabel("Štítek").scrollIntoViewIfNeeded()
  await expect(page.getByRole("button", { name: /^Stav: / })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole("button", { name: "Publikovat", exact: true })).toBeInViewport({ ratio: 1 })
  await noSidewaysScroll()
  await publish(page)
  await noSidewaysScroll()
  expect(repo.yamlOn("main", `content/treatments/${treatment.slug}.yaml`)?.price).toBe(treatment.price + 20)
  expectClean(watch)
})
