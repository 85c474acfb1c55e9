/**
 * Nothing she typed is lost (src/admin/draft-backup.ts): what the form holds unsaved comes back after a reload, a
 * reload within a moment of the last key, or a closed tab, when she answers OK to the editor's question „Prohlížeč
 * má z minula rozepsané změny…“, and stays in the form, marked unsaved, until she saves it; Zrušit starts from the
 * saved version and the question does not come back. Leaving the entry inside the editor keeps them too, as its
 * question before leaving says; a photo uploaded comes back once Decap's own backup has it, and a field never names
 * an upload the page no longer holds. Typed with the keyboard, against decap-server in git mode (editor.ts).
 */
import path from "node:path"
import type { Page } from "@playwright/test"
import { phrase } from "../../../src/admin/locale"
import { escapeRegExp } from "../../support/expected-content"
import {
  entryShown,
  expect,
  expectClean,
  makePhoto,
  openEditor,
  PHONE_NAMES,
  type Repo,
  save,
  teamAtLeast,
  test,
  treatmentsOf,
  typeInto,
  uploadPhoto,
} from "./editor"

test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ repo }) => repo.reset())

const QUESTION = phrase("editor.editor.confirmLoadBackup")
const treatmentHash = (slug: string) => `/collections/treatments/entries/${slug}`
const CONTACT = "/collections/settings/entries/contact"

/**
 * Answers the page's questions as she does: leaving the page (the browser's own question before a reload), yes; the
 * editor's question about unsaved changes, OK or Zrušit as `restore` says. Returns the editor's questions, as asked.
 */
function answerQuestions(page: Page, restore: boolean): string[] {
  const asked: string[] = []
  page.on("dialog", (dialog) => {
    if (dialog.type() === "beforeunload") return void dialog.accept()
    asked.push(dialog.message())
    void (restore ? dialog.accept() : dialog.dismiss())
  })
  return asked
}

/** The page reloaded (F5), once the editor shows the entry again. */
const reload = (page: Page, hash: string) => entryShown(page, hash, () => page.reload())

/** Decap's own backup of an entry's form (IndexedDB, 2 s after the last key) once it holds `text`. */
const decapBackupHolds = (page: Page, key: string, text: string) =>
  expect
    .poll(
      () =>
        page.evaluate(
          ([key, text]) =>
            new Promise<boolean>((resolve, reject) => {
              const opened = indexedDB.open("localforage")
              opened.onerror = () => reject(opened.error)
              opened.onsuccess = () => {
                const db = opened.result
                if (!db.objectStoreNames.contains("keyvaluepairs")) return void (db.close(), resolve(false))
                const read = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key)
                read.onerror = () => reject(read.error)
                read.onsuccess = () => {
                  db.close()
                  const raw = (read.result as { raw?: string } | undefined)?.raw
                  resolve(typeof raw === "string" && raw.includes(text))
                }
              }
            }),
          [key, text],
        ),
      { timeout: 15_000 },
    )
    .toBe(true)

/** The form says it has unsaved changes, and not that it has none. */
async function expectUnsaved(page: Page): Promise<void> {
  await expect(page.getByText(phrase("editor.editorToolbar.unsavedChanges"), { exact: true })).toBeVisible()
  await expect(page.getByText(phrase("editor.editorToolbar.changesSaved"), { exact: true })).toHaveCount(0)
}

const treatmentOnDraft = (repo: Repo, slug: string) =>
  repo.yamlOn(`cms/treatments/${slug}`, `content/treatments/${slug}.yaml`)

const NAME = "Rituál s levandulí"
const DESCRIPTION = "Klidná masáž hlavy, šíje a ramen s teplým olejem."

test("keeps every field she typed through a reload once OK is pressed, unsaved, until Uložit saves it", async ({
  page,
  repo,
}) => {
  const [treatment] = treatmentsOf(repo)
  expect([treatment.name, treatment.description]).not.toContain(NAME)
  const hash = treatmentHash(treatment.slug)
  const { watch } = await openEditor(page, hash)
  await typeInto(page.getByLabel("Název", { exact: true }), NAME)
  await typeInto(page.getByLabel(/^Popis/), DESCRIPTION)
  await decapBackupHolds(page, `backup.treatments.${treatment.slug}`, DESCRIPTION)

  const asked = answerQuestions(page, true)
  await reload(page, hash)
  expect(asked).toEqual([QUESTION])
  await expect(page.getByLabel("Název", { exact: true })).toHaveValue(NAME)
  await expect(page.getByLabel(/^Popis/)).toHaveValue(DESCRIPTION)
  await expectUnsaved(page)

  await save(page)
  expect(treatmentOnDraft(repo, treatment.slug)).toMatchObject({ name: NAME, description: DESCRIPTION })
  await expect(page.getByText(phrase("editor.editorToolbar.changesSaved"), { exact: true })).toBeVisible()
  // Saved: nothing is asked after the next reload.
  await reload(page, hash)
  expect(asked).toEqual([QUESTION])
  await expect(page.getByLabel("Název", { exact: true })).toHaveValue(NAME)
  expectClean(watch)
})

test("keeps what she typed a moment before the reload", async ({ page, repo }) => {
  const { contact } = repo.content()
  const phone = "+420 417 555 010"
  const hours = "Po–Pá 9–18, o víkendu dle objednání"
  expect([contact.phone, contact.openingHours]).not.toContain(phone)
  const { watch } = await openEditor(page, CONTACT)
  await typeInto(page.getByLabel("Telefon", { exact: true }), phone)
  await typeInto(page.getByLabel("Otevírací doba", { exact: true }), hours)
  const lastKey = Date.now()

  const asked = answerQuestions(page, true)
  let reloadedAfter = Infinity
  await entryShown(page, CONTACT, () => {
    reloadedAfter = Date.now() - lastKey
    return page.reload()
  })
  // Well before Decap writes its own backup, 2 s after the last key.
  expect(reloadedAfter).toBeLessThan(300)
  expect(asked).toEqual([QUESTION])
  await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue(phone)
  await expect(page.getByLabel("Otevírací doba", { exact: true })).toHaveValue(hours)
  await expectUnsaved(page)
  expectClean(watch)
})

test("keeps what she typed when she closes the tab, for the next tab that opens the entry", async ({
  context,
  page,
  repo,
}) => {
  const [treatment] = treatmentsOf(repo)
  const hash = treatmentHash(treatment.slug)
  const first = await openEditor(page, hash)
  await typeInto(page.getByLabel("Název", { exact: true }), NAME)
  await page.close()
  expectClean(first.watch)

  const next = await context.newPage()
  const asked = answerQuestions(next, true)
  const { watch } = await openEditor(next, hash)
  expect(asked).toEqual([QUESTION])
  await expect(next.getByLabel("Název", { exact: true })).toHaveValue(NAME)
  await expectUnsaved(next)
  expectClean(watch)
})

test("starts from the saved version after Zrušit, and does not ask again", async ({ page, repo }) => {
  const [treatment] = treatmentsOf(repo)
  const hash = treatmentHash(treatment.slug)
  const { watch } = await openEditor(page, hash)
  await typeInto(page.getByLabel("Název", { exact: true }), NAME)

  const asked = answerQuestions(page, false)
  await reload(page, hash)
  expect(asked).toEqual([QUESTION])
  await expect(page.getByLabel("Název", { exact: true })).toHaveValue(treatment.name)
  await expect(page.getByText(phrase("editor.editorToolbar.changesSaved"), { exact: true })).toBeVisible()

  await reload(page, hash)
  expect(asked).toEqual([QUESTION])
  await expect(page.getByLabel("Název", { exact: true })).toHaveValue(treatment.name)
  expectClean(watch)
})

test("keeps what she typed when she leaves the entry in the editor, as its question before leaving says", async ({
  page,
  repo,
}) => {
  const [treatment] = treatmentsOf(repo)
  const hash = treatmentHash(treatment.slug)
  const { watch } = await openEditor(page, hash)
  await typeInto(page.getByLabel("Název", { exact: true }), NAME)

  const asked = answerQuestions(page, true)
  const back = phrase("editor.editorToolbar.backCollection").replace("%{collectionLabel}", "Procedury")
  await page.getByRole("link", { name: new RegExp(escapeRegExp(back)) }).click()
  await expect.poll(() => asked).toEqual([phrase("editor.editor.onLeavePage")])
  const entryLink = page.getByRole("link", { name: new RegExp(escapeRegExp(treatment.name)) }).first()
  await entryShown(page, hash, () => entryLink.click())
  expect(asked).toEqual([phrase("editor.editor.onLeavePage"), QUESTION])
  await expect(page.getByLabel("Název", { exact: true })).toHaveValue(NAME)
  await expectUnsaved(page)
  expectClean(watch)
})

for (const { when, wait } of [
  { when: "once Decap's own backup holds it", wait: true },
  { when: "or, reloaded at once, the saved photo", wait: false },
]) {
  test(`keeps a team member's new photo with her text ${when}`, async ({ page, repo }) => {
    const [member] = await teamAtLeast(repo)
    const hash = `/collections/team/entries/${member.slug}`
    const name = `${member.name} Nová`
    const { watch } = await openEditor(page, hash)
    const photo = await makePhoto(PHONE_NAMES.camera, 960, 1200, 60)
    const uploaded = await uploadPhoto(page, photo)
    await typeInto(page.getByLabel("Jméno", { exact: true }), name)
    if (wait) await decapBackupHolds(page, `backup.team.${member.slug}`, uploaded)

    const asked = answerQuestions(page, true)
    await reload(page, hash)
    expect(asked).toEqual([QUESTION])
    await expect(page.getByLabel("Jméno", { exact: true })).toHaveValue(name)
    await expectUnsaved(page)
    await save(page)
    const branch = `cms/team/${member.slug}`
    const saved = repo.yamlOn(branch, `content/team/${member.slug}.yaml`)
    expect(saved?.name).toBe(name)
    if (wait) {
      expect(path.basename(String(saved?.photo))).toBe(uploaded)
      expect(repo.bytesOn(branch, `content/images/team/${uploaded}`).equals(photo.bytes)).toBe(true)
    } else expect(saved?.photo).toBe(member.photo)
    expect(repo.checkBranch(branch)).toEqual([])
    expectClean(watch)
  })
}
