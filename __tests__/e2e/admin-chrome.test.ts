/**
 * Everything the guide sends the salon's editor to is on screen, and says what
 * it means in Czech: the review board a click away with a summary that counts
 * its drafts, no „Zrušit publikování“ where it cannot work, Decap's own
 * messages in grammatical Czech, a refused save that shows where and says so,
 * photos with their thumbnails and the crop the site gives them, the contact
 * details previewed as a list, and an entry that can be saved and published on
 * a phone. src/admin/editor-chrome.ts, refused-save.ts, photo-control.tsx,
 * previews.tsx, locale.ts; against decap-server in git mode (support/editor.ts).
 */
import sharp from "sharp"
import type { Locator, Page } from "playwright-core"
import { workflowSummary } from "../../src/admin/editor-chrome"
import { phrase } from "../../src/admin/locale"
import { cropNote } from "../../src/admin/photo-control"
import { PORTRAIT } from "../../src/admin/previews"
import { refusedSaveNotice } from "../../src/admin/refused-save"
import { loadContent } from "../../src/content"
import { expectClean, publish, save, editorSessionOfThisFile, typeInto } from "./support/editor"
import { eventually } from "./support/pages"
import { makePhoto } from "./support/photos"

const session = editorSessionOfThisFile()

const content = () => loadContent(session().contentDir())
const treatments = () => content().categories.flatMap((category) => category.treatments)
const saveButton = (page: Page) => page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true })

/** Saves a new price of a treatment as a draft, in its own tab. */
async function draftPrice(slug: string, price: number): Promise<void> {
  const { page, watch } = await session().openEditor(`/collections/treatments/entries/${slug}`)
  await typeInto(page.getByLabel("Cena (Kč)"), String(price))
  await save(page)
  expectClean(watch)
  await page.close()
}

/** Whether an element lies wholly inside the page's viewport. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = locator.page().viewportSize()!
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  )
}

it("reaches the review board by clicking Schvalování, whose summary counts the drafts its columns show", async () => {
  const [first, second] = treatments()
  await draftPrice(first.slug, first.price + 10)
  await draftPrice(second.slug, second.price + 10)

  const { page, watch } = await session().openEditor("/collections/treatments")
  // The header has Obsah and Schvalování, and no Média (whose uploads and deletes would write to main).
  await page.getByRole("link", { name: phrase("app.header.content") }).waitFor()
  await expect(page.getByRole("button", { name: phrase("app.header.media") }).count()).resolves.toBe(0)
  await page.getByRole("link", { name: phrase("app.header.workflow") }).click()
  await page.getByRole("heading", { name: phrase("workflow.workflow.workflowHeading") }).waitFor()
  const drafts = page.getByRole("heading", { name: phrase("workflow.workflowList.draftHeader") })
  await drafts.waitFor()
  // Two cards in the first column, and the summary says two.
  await page.getByText("2 položky", { exact: true }).first().waitFor()
  await page.getByText(workflowSummary(2, 0), { exact: true }).waitFor()

  // One set to Připraveno from its card's entry: the summary counts it ready.
  await page
    .getByRole("link", { name: new RegExp(first.name) })
    .first()
    .click()
  await page.getByRole("button", { name: /^Stav: / }).click()
  await page.getByRole("menuitem", { name: phrase("editor.editorToolbar.ready") }).click()
  await page.getByRole("button", { name: `Stav: ${phrase("editor.editorToolbar.ready")}` }).waitFor()
  await page.goBack()
  await page.getByText(workflowSummary(2, 1), { exact: true }).waitFor()
  expectClean(watch)
  await page.close()
}, 240_000)

it("offers no „Zrušit publikování“ on the settings and page texts, which cannot be unpublished", async () => {
  for (const entry of ["settings/entries/contact", "settings/entries/site", "pages/entries/home-page"]) {
    const { page, watch } = await session().openEditor(`/collections/${entry}`)
    const state = page.getByRole("button", { name: phrase("editor.editorToolbar.published") })
    if ((await state.count()) > 0) await state.click()
    await page.waitForTimeout(300)
    await expect(page.getByText(phrase("editor.editorToolbar.unpublish")).count()).resolves.toBe(0)
    expectClean(watch)
    await page.close()
  }
}, 180_000)

it("says Decap's own messages in Czech that fits any label: an empty required field, the number of menu items, an optional field", async () => {
  const { page, watch } = await session().openEditor("/collections/settings/entries/site")
  const booking = page.getByLabel("Adresa online rezervace")
  await booking.click()
  await booking.press("Control+A")
  await booking.press("Backspace")
  // A fifth menu item, one more than the menu takes.
  expect(content().site.nav).toHaveLength(4)
  await page.getByRole("button", { name: phrase("editor.editorWidgets.list.add"), exact: true }).click()
  await saveButton(page).click()
  await page.getByText("Adresa online rezervace: povinné pole je prázdné; vyplňte ho.", { exact: true }).waitFor()
  await page.getByText("Menu: počet položek musí být od 1 do 4.", { exact: true }).waitFor()
  const shown = await page.locator("body").innerText()
  expect(shown).not.toMatch(/\b(Failed|Error|field|Expand|Collapse|Close|Not allowed)\b/)
  expect(shown).not.toMatch(/je povinný\.|položek\./)
  expectClean(watch, 1)
  await page.close()

  const treatment = await session().openEditor(`/collections/treatments/entries/${treatments()[0].slug}`)
  await treatment.page.getByText(`Popis (${phrase("editor.editorControl.field.optional")})`).waitFor()
  expectClean(treatment.watch)
  await treatment.page.close()
}, 180_000)

it("takes a refused save to its first error, unfolding the group it is in, and says nothing was saved", async () => {
  const { page, watch } = await session().openEditor("/collections/settings/entries/site")
  // The booking button's text is in the folded group Krátké texty: she opens it, empties the field, folds it again.
  const groupId = await page.locator("label", { hasText: /^Krátké texty/ }).getAttribute("for")
  const toggle = page.locator(`[id="${groupId}"] [data-testid="expand-button"]`).first()
  await expect(toggle.getAttribute("aria-label")).resolves.toBe(phrase("editor.editorWidgets.object.expand"))
  await toggle.click()
  const field = page.getByLabel("Tlačítko rezervace", { exact: true })
  await field.click()
  await field.press("Control+A")
  await field.press("Backspace")
  await toggle.click()
  await expect(toggle.getAttribute("aria-label")).resolves.toBe(phrase("editor.editorWidgets.object.expand"))
  await expect(field.isVisible()).resolves.toBe(false)
  // Back at the top of the form, where the toolbar is.
  await page.getByLabel("Název salonu").scrollIntoViewIfNeeded()

  await saveButton(page).click()
  const notice = page.getByRole("alert").filter({ hasText: refusedSaveNotice(1) })
  await notice.waitFor()
  expect(await onScreen(notice)).toBe(true)
  await eventually(async () => {
    expect(await field.isVisible()).toBe(true)
    expect(await onScreen(field)).toBe(true)
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true)
  })
  await page.getByText("Tlačítko rezervace: povinné pole je prázdné; vyplňte ho.", { exact: true }).waitFor()
  // Typing the text back hides the notice.
  await page.keyboard.type("Objednat se")
  await expect(notice.isVisible()).resolves.toBe(false)
  expectClean(watch, 1)
  await page.close()
}, 180_000)

it("shows a photo already in the repository as its thumbnail, and a landscape photo with the portrait crop it will get", async () => {
  const member = content().team[1]
  const { width } = await sharp(`${session().contentDir()}/${member.photo.replace(/^\.\.\//, "")}`).metadata()
  const { page, watch, preview } = await session().openEditor(`/collections/team/entries/${member.slug}`)
  // Decap's own thumbnail in the field, loaded from the repository.
  const thumbnail = page.locator('img[role="presentation"]').first()
  await eventually(async () =>
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width),
  )

  const landscape = await makePhoto("IMG_20261127_101512.jpg", 1600, 1200, 70)
  await page.getByRole("button", { name: "Vyberte jiný obrázek" }).click()
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(phrase("mediaLibrary.mediaLibraryModal.upload"), { exact: true }).click()
  await (await chooser).setFiles(landscape.file)
  await page
    .getByText(new RegExp(`^${member.slug}-[a-z2-9]{6}\\.jpg$`))
    .first()
    .waitFor()
  await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.chooseSelected") }).click()

  // The form says what the site will do, and shows it.
  await page.getByText(cropNote(1600, 1200, PORTRAIT)!, { exact: true }).waitFor()
  const crop = page.locator("[data-photo-crop] img")
  const framed = async (image: Locator) =>
    image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { ratio: Math.round((box.width / box.height) * 100) / 100, fit: getComputedStyle(img).objectFit }
    })
  await eventually(async () => expect(await framed(crop)).toEqual({ ratio: PORTRAIT, fit: "cover" }))
  // The preview's card shows the same file, cropped the same way.
  const uploaded = await crop.getAttribute("src")
  const portrait = preview.locator("article img").first()
  await eventually(async () => {
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(uploaded)
    expect(await framed(portrait)).toEqual({ ratio: PORTRAIT, fit: "cover" })
  })
  expectClean(watch)
  await page.close()
}, 180_000)

it("previews Kontakt as a list of its fields and values, as they are typed", async () => {
  const { contact } = content()
  const { page, watch, preview } = await session().openEditor("/collections/settings/entries/contact")
  const valueOf = (label: string) => preview.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd")
  await eventually(async () => expect(await valueOf("Telefon").innerText()).toBe(contact.phone))
  await expect(valueOf("Město").innerText()).resolves.toBe(contact.city)
  await expect(valueOf("Přiblížení").innerText()).resolves.toBe(String(contact.map.zoom))
  await typeInto(page.getByLabel("Telefon"), "+420 777 123 456")
  await eventually(async () => expect(await valueOf("Telefon").innerText()).toBe("+420 777 123 456"))
  expectClean(watch)
  await page.close()
}, 120_000)

it("fits a phone: at 375 px a price is typed, saved and published without scrolling sideways", async () => {
  const treatment = treatments()[3]
  const { page, watch } = await session().openEditor(`/collections/treatments/entries/${treatment.slug}`, {
    width: 375,
    height: 812,
  })
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await noSidewaysScroll()
  const price = page.getByLabel("Cena (Kč)")
  await typeInto(price, String(treatment.price + 20))
  await expect(onScreen(saveButton(page))).resolves.toBe(true)
  await save(page)
  // After scrolling down the form, the toolbar stays at the top with Stav and Publikovat on screen.
  await page.getByLabel("Štítek").scrollIntoViewIfNeeded()
  const state = page.getByRole("button", { name: /^Stav: / })
  await expect(onScreen(state)).resolves.toBe(true)
  await expect(onScreen(page.getByRole("button", { name: "Publikovat", exact: true }))).resolves.toBe(true)
  await noSidewaysScroll()
  await publish(page)
  await noSidewaysScroll()
  expect(session().yamlOn("main", `content/treatments/${treatment.slug}.yaml`)?.price).toBe(treatment.price + 20)
  expectClean(watch)
  await page.close()
}, 180_000)
