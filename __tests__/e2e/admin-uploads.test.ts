/**
 * Photos uploaded in the browser editor, as the salon's phone gives them: real
 * JPEGs under the names phones reuse (IMG_20261127_101512.jpg). An upload never
 * replaces or reuses another file: it gets a name no file has, silently
 * (src/admin/upload-names.ts); a save commits exactly the photos the entry's
 * fields name (src/admin/entry-files.ts), so a photo uploaded and then not
 * chosen stays in the browser and is gone once she leaves. Against decap-server
 * in git mode, as every editor test (support/editor.ts).
 */
import { loadContent } from "../../src/content"
import { LIMITS } from "../../src/content/browser"
import { phrase } from "../../src/admin/locale"
import type { Page } from "playwright-core"
import {
  answerDialog,
  editorSessionOfThisFile,
  expectClean,
  fillNewMember,
  publish,
  save,
  typeInto,
  uploadPhoto,
} from "./support/editor"
import { makeLargePhoto, makePhoto, type Photo, PHONE_NAMES } from "./support/photos"

const session = editorSessionOfThisFile()

const team = () => loadContent(session().contentDir()).team
const nextOrder = () => Math.max(...team().map((member) => member.order)) + 1
/** A file of a branch, byte for byte. */
const bytesOn = (branch: string, file: string) => session().backend.gitBytes(branch, file)

/** Every question the page asks in a dialog, answered No; an upload should ask none. */
function recordDialogs(page: Page): string[] {
  const asked: string[] = []
  page.on("dialog", (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  return asked
}

it("gives two different photos with one phone name two names: both portraits survive, byte for byte, in their drafts and after publishing both", async () => {
  const photos = [
    await makePhoto(PHONE_NAMES.camera, 960, 1200, 20),
    await makePhoto(PHONE_NAMES.camera, 960, 1200, 180),
  ]
  expect(photos[0].bytes.equals(photos[1].bytes)).toBe(false)
  const members = [
    { name: "Bára", slug: "bara", photo: photos[0] },
    { name: "Dana", slug: "dana", photo: photos[1] },
  ]
  const saved: { branch: string; file: string; photoFile: string; photo: Photo }[] = []
  for (const [index, member] of members.entries()) {
    const { page, watch } = await session().openEditor("/collections/team/new")
    const asked = recordDialogs(page)
    await fillNewMember(page, member.name, nextOrder() + index)
    await uploadPhoto(page, member.photo)
    await save(page)
    const branch = `cms/team/${member.slug}`
    const file = `content/team/${member.slug}.yaml`
    const photoPath = String(session().yamlOn(branch, file)?.photo)
    expect(photoPath).toMatch(/^\.\.\/images\/team\/img-20261127-101512-[a-z2-9]{6}\.jpg$/)
    const photoFile = `content/images/team/${photoPath.split("/").pop()}`
    // The draft holds the entry and its photo, exactly as uploaded.
    expect(session().draftFiles(branch)).toEqual([photoFile, file].sort())
    expect(bytesOn(branch, photoFile).equals(member.photo.bytes)).toBe(true)
    expect(session().checkBranch(branch)).toEqual([])
    expect(asked).toEqual([])
    expectClean(watch)
    saved.push({ branch, file, photoFile, photo: member.photo })
    await page.close()
  }
  expect(saved[0].photoFile).not.toBe(saved[1].photoFile)

  for (const { branch } of saved) {
    const { page, watch } = await session().openEditor(`/collections/team/entries/${branch.split("/").pop()}`)
    await publish(page)
    expectClean(watch)
    await page.close()
  }
  // Both on the site, each member with her own portrait.
  for (const { file, photoFile, photo } of saved) {
    expect(`content/images/team/${String(session().yamlOn("main", file)?.photo).split("/").pop()}`).toBe(photoFile)
    expect(bytesOn("main", photoFile).equals(photo.bytes)).toBe(true)
  }
  expect(session().checkBranch("main")).toEqual([])
}, 300_000)

it("never asks to replace a colleague's photo: a photo with her file's name gets a new name, and hers stays as it is", async () => {
  const [colleague, member] = team()
  const colleaguePhoto = `content/${colleague.photo.replace(/^\.\.\//, "")}`
  const before = bytesOn("main", colleaguePhoto)
  // A new photo that happens to have the colleague's file name.
  const photo = await makePhoto(colleaguePhoto.split("/").pop()!, 960, 1200, 90)
  const { page, watch } = await session().openEditor(`/collections/team/entries/${member.slug}`)
  const asked = recordDialogs(page)
  const name = await uploadPhoto(page, photo)
  // An existing entry's uploads are named after it.
  expect(name).toMatch(new RegExp(`^${member.slug}-[a-z2-9]{6}\\.jpg$`))
  await save(page)
  const branch = `cms/team/${member.slug}`
  expect(asked).toEqual([])
  expect(session().yamlOn(branch, `content/team/${member.slug}.yaml`)?.photo).toBe(`../images/team/${name}`)
  expect(session().draftFiles(branch)).toEqual([`content/images/team/${name}`, `content/team/${member.slug}.yaml`])
  expect(bytesOn(branch, colleaguePhoto).equals(before)).toBe(true)
  expect(bytesOn("main", colleaguePhoto).equals(before)).toBe(true)
  expectClean(watch)
  await page.close()
}, 120_000)

it("commits no photo that was uploaded and then not chosen, and forgets it once she leaves the entry", async () => {
  const member = team()[2]
  const file = `content/team/${member.slug}.yaml`
  const live = session().yamlOn("main", file)!
  const dropped = await makePhoto(PHONE_NAMES.whatsApp, 960, 1200, 130)
  const { page, watch } = await session().openEditor(`/collections/team/entries/${member.slug}`)
  // Uploaded in the picker, then the picker closed without choosing it.
  const name = await uploadPhoto(page, dropped, { choose: false })
  await typeInto(page.getByLabel("Medailonek"), "Nový medailonek, fotka zůstává.")
  await save(page)
  const branch = `cms/team/${member.slug}`
  expect(session().draftFiles(branch)).toEqual([file])
  expect(session().yamlOn(branch, file)).toEqual({ ...live, bio: "Nový medailonek, fotka zůstává." })
  expect(session().backend.git("log", "--all", "--format=%H", "--", `content/images/team/${name}`).trim()).toBe("")

  // Back in the entry later, the picker no longer has it.
  await page.reload()
  await page.getByRole("button", { name: "Vyberte jiný obrázek" }).click()
  await page.getByRole("button", { name: phrase("mediaLibrary.mediaLibraryModal.chooseSelected") }).waitFor()
  await page.getByText(session().yamlOn("main", file)!.photo!.toString().split("/").pop()!).first().waitFor()
  await expect(page.getByText(name).count()).resolves.toBe(0)
  expectClean(watch)
  await page.close()
}, 120_000)

it("keeps one file when the same picture is uploaded twice", async () => {
  const member = team()[3]
  const photo = await makePhoto(PHONE_NAMES.camera, 960, 1200, 60)
  const { page, watch } = await session().openEditor(`/collections/team/entries/${member.slug}`)
  const asked = recordDialogs(page)
  await uploadPhoto(page, photo)
  const name = await uploadPhoto(page, photo)
  await save(page)
  const branch = `cms/team/${member.slug}`
  expect(asked).toEqual([])
  expect(session().yamlOn(branch, `content/team/${member.slug}.yaml`)?.photo).toBe(`../images/team/${name}`)
  expect(session().draftFiles(branch)).toEqual([`content/images/team/${name}`, `content/team/${member.slug}.yaml`])
  expect(bytesOn(branch, `content/images/team/${name}`).equals(photo.bytes)).toBe(true)
  expectClean(watch)
  await page.close()
}, 120_000)

it("refuses a photo over the size limit in Czech, with the limit in MB", async () => {
  const member = team()[4]
  const large = await makeLargePhoto(PHONE_NAMES.camera, LIMITS.imageBytes)
  const { page, watch } = await session().openEditor(`/collections/team/entries/${member.slug}`)
  await page.getByRole("button", { name: "Vyberte jiný obrázek" }).click()
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(phrase("mediaLibrary.mediaLibraryModal.upload"), { exact: true }).click()
  const said = answerDialog(page)
  await (await chooser).setFiles(large.file)
  await expect(said).resolves.toBe(phrase("mediaLibrary.mediaLibrary.fileTooLarge"))
  await expect(said).resolves.toMatch(new RegExp(`nejvýš ${LIMITS.imageBytes / 1024 / 1024} MB`))
  expectClean(watch)
  await page.close()
}, 120_000)
