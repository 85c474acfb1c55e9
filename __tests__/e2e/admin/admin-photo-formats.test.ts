/**
 * Photos from any phone, in the photo field's picker: the file chooser asks for JPEG, PNG, WebP and AVIF alone (so
 * Safari turns an iPhone's HEIC into a JPEG); a file that still is not the picture its name says (a HEIC, the same
 * HEIC named .jpg, a PNG named .jpg) is refused as it is chosen, in Czech, saying what it is and how to get a JPEG,
 * and never reaches the draft or any other branch; a cut-out portrait on a transparent ground (PNG) is taken as it
 * is. Files chosen as a person does, through the chooser of "Nahrát nový" (src/admin/photo-uploads.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { PHOTO_ACCEPT, photoRefusal } from "../../../src/admin/photo-formats"
import { phrase } from "../../../src/admin/locale"
import type { TeamMember } from "../../../src/content"
import { paintTransparentPortrait } from "../../rebuild/support/second-catalogue"
import {
  expect,
  expectClean,
  makePhoto,
  openEditor,
  PHONE_NAMES,
  type Photo,
  type Repo,
  save,
  teamAtLeast,
  test,
  typeInto,
  uploadPhoto,
} from "./editor"

test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ repo }) => repo.reset())

/** A photo as an iPhone saves it by default: a real HEIC (made with libheif's heif-enc, 96 × 120 px). */
const IPHONE_HEIC = path.join(__dirname, "..", "..", "fixtures", "photos", "IMG_0042.heic")

/** `bytes` saved as `name` in a folder of its own among the test's outputs, as the file is on her computer. */
function fileNamed(name: string, bytes: Buffer, folder: string): Photo {
  const file = test.info().outputPath(folder, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, bytes)
  return { file, bytes }
}

const choosePhotoButton = (page: Page) => page.getByRole("button", { name: /^Vyberte (jiný )?obrázek$/ })
const pickerFiles = (page: Page) => page.getByText(/^[^\s/]+\.(jpe?g|png|webp|avif|heic|heif)$/i).allInnerTexts()
const refusalNotice = (page: Page) => page.getByRole("dialog").getByRole("alert")

/**
 * Chooses `photo` in the field's picker as the guide says (Vyberte obrázek → Nahrát nový → the file) and expects it
 * refused with `message` in the picker, and no file added to the picker's list; leaves the picker open.
 */
async function expectRefused(page: Page, photo: Photo, message: string): Promise<void> {
  await choosePhotoButton(page).click()
  await expect(
    page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.chooseSelected") }),
  ).toBeVisible()
  await expect(page.getByText(phrase("mediaLibrary.mediaLibraryModal.loading"))).toHaveCount(0)
  const before = await pickerFiles(page)
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(phrase("mediaLibrary.mediaLibraryModal.upload"), { exact: true }).click()
  await (await chooser).setFiles(photo.file)
  await expect(refusalNotice(page)).toHaveText(message)
  expect(await pickerFiles(page)).toEqual(before)
}

/**
 * After a refused upload: the picker closed, the field still names her photo, a change of another field saved;
 * the draft holds that change alone and no branch has the refused bytes in any commit.
 */
async function expectNothingUploaded(page: Page, repo: Repo, member: TeamMember, refused: Photo): Promise<void> {
  await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.close") }).click()
  await typeInto(page.getByLabel("Medailonek"), "Nový medailonek, fotka zůstává.")
  await save(page)
  const branch = `cms/team/${member.slug}`
  const file = `content/team/${member.slug}.yaml`
  expect(repo.draftFiles(branch)).toEqual([file])
  expect(repo.yamlOn(branch, file)?.photo).toBe(member.photo)
  const blob = repo.git("hash-object", refused.file).trim()
  expect(repo.git("rev-list", "--all", "--objects").split("\n")).not.toContainEqual(expect.stringMatching(blob))
}

test("refuses an iPhone's HEIC photo in Czech, saying what it is and how to get a JPEG, and uploads nothing", async ({
  page,
  repo,
}) => {
  const [member] = await teamAtLeast(repo)
  const heic = fileNamed("IMG_0042.HEIC", fs.readFileSync(IPHONE_HEIC), "heic")
  const { watch } = await openEditor(page, `/collections/team/entries/${member.slug}`)
  const message = photoRefusal("IMG_0042.HEIC", "heic")!
  expect(message).toMatch(/^Fotka „IMG_0042\.HEIC“ je ve formátu HEIC \(z iPhonu\)\. /)
  expect(message).toContain("Náhledu a zvolte Soubor → Exportovat… → Formát: JPEG")
  expect(message).toContain("Nastavení → Fotoaparát → Formáty → Nejkompatibilnější")
  await expectRefused(page, heic, message)
  await expectNothingUploaded(page, repo, member, heic)
  expectClean(watch)
})

test("refuses the same HEIC named .jpg, saying it is a HEIC all the same, and commits it nowhere", async ({
  page,
  repo,
}) => {
  const [member] = await teamAtLeast(repo)
  const disguised = fileNamed(PHONE_NAMES.camera, fs.readFileSync(IPHONE_HEIC), "heic-as-jpg")
  const { watch } = await openEditor(page, `/collections/team/entries/${member.slug}`)
  const message = photoRefusal(PHONE_NAMES.camera, "heic")!
  expect(message).toMatch(
    new RegExp(`^Fotka „${PHONE_NAMES.camera}“ je ve formátu HEIC \\(z iPhonu\\), i když končí na \\.jpg\\. `),
  )
  await expectRefused(page, disguised, message)
  await expectNothingUploaded(page, repo, member, disguised)
  expectClean(watch)
})

test("refuses a PNG named .jpg with the name it should have, then takes the JPEG chosen next", async ({
  page,
  repo,
}) => {
  const [member] = await teamAtLeast(repo)
  const png = await sharp({ create: { width: 480, height: 600, channels: 3, background: "#9a5b3f" } })
    .png()
    .toBuffer()
  const misnamed = fileNamed("portret.jpg", png, "png-as-jpg")
  const { watch } = await openEditor(page, `/collections/team/entries/${member.slug}`)
  const message = photoRefusal("portret.jpg", "png")!
  expect(message).toBe(
    "Fotka „portret.jpg“ je ve formátu PNG, i když končí na .jpg. Přejmenujte soubor na „portret.png“ a nahrajte ho znovu.",
  )
  await expectRefused(page, misnamed, message)
  await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.close") }).click()

  // A real JPEG next: taken, named after the entry, and the notice gone.
  const photo = await makePhoto(PHONE_NAMES.camera, 960, 1200, 70)
  const name = await uploadPhoto(page, photo)
  await expect(refusalNotice(page)).toHaveCount(0)
  await save(page)
  const branch = `cms/team/${member.slug}`
  expect(repo.draftFiles(branch)).toEqual([`content/images/team/${name}`, `content/team/${member.slug}.yaml`])
  expect(repo.bytesOn(branch, `content/images/team/${name}`).equals(photo.bytes)).toBe(true)
  const blob = repo.git("hash-object", misnamed.file).trim()
  expect(repo.git("rev-list", "--all", "--objects").split("\n")).not.toContainEqual(expect.stringMatching(blob))
  expectClean(watch)
})

test("asks the browser for JPEG, PNG, WebP and AVIF alone, and takes a transparent PNG portrait as it is", async ({
  page,
  repo,
}) => {
  const [member] = await teamAtLeast(repo)
  const file = test.info().outputPath("transparent", "portret-bez-pozadi.png")
  await paintTransparentPortrait(file, 0)
  const portrait: Photo = { file, bytes: fs.readFileSync(file) }
  const { watch } = await openEditor(page, `/collections/team/entries/${member.slug}`)

  await choosePhotoButton(page).click()
  const input = page.locator(".nc-fileUploadButton input[type=file]")
  await expect(input).toHaveAttribute(
    "accept",
    "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif",
  )
  expect(PHOTO_ACCEPT).toBe(await input.getAttribute("accept"))
  await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.close") }).click()

  const name = await uploadPhoto(page, portrait)
  expect(name).toMatch(new RegExp(`^${member.slug}-[a-z2-9]{6}\\.png$`))
  await expect(refusalNotice(page)).toHaveCount(0)
  await save(page)
  const branch = `cms/team/${member.slug}`
  expect(repo.yamlOn(branch, `content/team/${member.slug}.yaml`)?.photo).toBe(`../images/team/${name}`)
  expect(repo.draftFiles(branch)).toEqual([`content/images/team/${name}`, `content/team/${member.slug}.yaml`])
  expect(repo.bytesOn(branch, `content/images/team/${name}`).equals(portrait.bytes)).toBe(true)
  expect(repo.checkBranch(branch)).toEqual([])
  expectClean(watch)
})
