/**
 * The entry on screen is the entry saved, however the editor got there: another entry's address pasted into the
 * same tab (a link, a bookmark), Back and Forward, a file entry after another (Kontakt, then Web…), a second tab.
 * Decap keeps the first entry's form under a new address; the editor reloads instead, and a save whose form is not
 * the address's entry is refused in Czech (src/admin/entry-address.ts, entry-saves.ts). Every check reads the
 * draft branches decap-server wrote, in git mode (editor.ts).
 */
import type { Page } from "@playwright/test"
import { ANOTHER_ENTRY } from "../../../src/admin/entry-saves"
import { formatPrice } from "../../../src/utils/format"
import {
  entryShown,
  expect,
  expectClean,
  openEditor,
  type Repo,
  save,
  saveButton,
  test,
  treatmentsAtLeast,
  typeInto,
} from "./editor"

test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ repo }) => repo.reset())

const hashOf = (collection: string, slug: string) => `/collections/${collection}/entries/${slug}`
const treatmentFile = (slug: string) => `content/treatments/${slug}.yaml`
const draftOf = (collection: string, slug: string) => `cms/${collection}/${slug}`
const draftBranches = (repo: Repo) => repo.git("branch", "--list", "cms/*").trim()
/** A new price for a treatment: its live one plus `more`, so it is never the live price. */
const newPrice = (repo: Repo, slug: string, more: number) =>
  Number(repo.yamlOn("main", treatmentFile(slug))?.price) + more

/** The editor's address of an entry, as a link or bookmark has it. */
const entryUrl = (page: Page, collection: string, slug: string) =>
  new URL(`/admin/#${hashOf(collection, slug)}`, page.url()).href

/** Another entry's address in the same tab, as pasting a link into the address bar does; the editor reloads for it. */
const goToEntry = (page: Page, collection: string, slug: string) =>
  entryShown(page, hashOf(collection, slug), async () => {
    const loaded = page.waitForEvent("load", { timeout: 60_000 })
    await page.goto(entryUrl(page, collection, slug))
    await loaded
  })

/** Back (or Forward) in the tab's history to another entry. */
const goInHistory = (page: Page, direction: "back" | "forward", collection: string, slug: string) =>
  entryShown(page, hashOf(collection, slug), async () => {
    const loaded = page.waitForEvent("load", { timeout: 60_000 })
    await (direction === "back" ? page.goBack() : page.goForward())
    await loaded
  })

test("saves the entry whose address was pasted into the tab, and after Back the one Back shows", async ({
  page,
  repo,
}) => {
  const [first, second] = treatmentsAtLeast(repo, 2)
  const { watch, preview } = await openEditor(page, hashOf("treatments", first.slug))
  const name = page.getByLabel("Název")
  const price = page.getByLabel("Cena (Kč)")
  await expect(name).toHaveValue(first.name)

  // Another entry's address pasted into the same tab: its form, its preview, its file.
  await goToEntry(page, "treatments", second.slug)
  await expect(name).toHaveValue(second.name)
  await expect(preview.locator("article[data-treatment] h3", { hasText: second.name })).toBeVisible()
  const secondPrice = newPrice(repo, second.slug, 100)
  await typeInto(price, String(secondPrice))
  await expect(preview.getByText(formatPrice(secondPrice).replace(/\u00a0/g, " "))).toBeVisible()
  await save(page)
  expect(repo.yamlOn(draftOf("treatments", second.slug), treatmentFile(second.slug))?.price).toBe(secondPrice)
  expect(repo.draftFiles(draftOf("treatments", second.slug))).toEqual([treatmentFile(second.slug)])
  expect(draftBranches(repo)).not.toContain(draftOf("treatments", first.slug))

  // Back: the first entry again, and its save is its own.
  await goInHistory(page, "back", "treatments", first.slug)
  await expect(page).toHaveURL(entryUrl(page, "treatments", first.slug))
  await expect(name).toHaveValue(first.name)
  const firstPrice = newPrice(repo, first.slug, 200)
  await typeInto(price, String(firstPrice))
  await save(page)
  expect(repo.yamlOn(draftOf("treatments", first.slug), treatmentFile(first.slug))?.price).toBe(firstPrice)
  expect(repo.draftFiles(draftOf("treatments", first.slug))).toEqual([treatmentFile(first.slug)])
  expect(repo.yamlOn(draftOf("treatments", second.slug), treatmentFile(second.slug))?.price).toBe(secondPrice)

  // Forward: the second entry, with its draft in the form.
  await goInHistory(page, "forward", "treatments", second.slug)
  await expect(name).toHaveValue(second.name)
  await expect(price).toHaveValue(String(secondPrice).replace(".", ","))
  expectClean(watch)
})

test("never mixes two files: Web… opened after Kontakt in the same tab shows and saves Web…", async ({
  page,
  repo,
}) => {
  const content = repo.content()
  const { watch } = await openEditor(page, "/collections/settings/entries/contact")
  await expect(page.getByLabel("Telefon")).toHaveValue(content.contact.phone)

  await goToEntry(page, "settings", "site")
  const salonName = page.getByLabel("Název salonu")
  await expect(salonName).toHaveValue(content.site.name)
  await expect(page.getByLabel("Adresa online rezervace")).toHaveValue(content.site.bookingUrl)
  await typeInto(salonName, `${content.site.name} Teplice`)
  await save(page)
  const live = repo.yamlOn("main", "content/site.yaml")!
  expect(repo.yamlOn(draftOf("settings", "site"), "content/site.yaml")).toEqual({
    ...live,
    name: `${content.site.name} Teplice`,
  })
  expect(repo.draftFiles(draftOf("settings", "site"))).toEqual(["content/site.yaml"])
  expect(draftBranches(repo)).not.toContain(draftOf("settings", "contact"))
  expect(repo.checkBranch(draftOf("settings", "site"))).toEqual([])
  expectClean(watch)
})

test("refuses to save a form under another entry's address when she stays on the page, and saves nothing", async ({
  page,
  repo,
}) => {
  const [first, second] = treatmentsAtLeast(repo, 2)
  const { watch } = await openEditor(page, hashOf("treatments", first.slug))
  const before = draftBranches(repo)
  await typeInto(page.getByLabel("Cena (Kč)"), String(newPrice(repo, first.slug, 300)))
  // The address changes while the form has unsaved changes: the browser asks whether to leave, and she stays.
  const leaving = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await page.goto(entryUrl(page, "treatments", second.slug))
  expect(await leaving).toBe("beforeunload")
  // The form is still the first entry's, under the second's address: Uložit writes neither file.
  await expect(page.getByLabel("Název")).toHaveValue(first.name)
  await saveButton(page).click()
  await expect(page.getByText(ANOTHER_ENTRY).first()).toBeVisible()
  await expect.poll(() => draftBranches(repo)).toBe(before)
  // Decap logs the refused save as an error of its own.
  expect(watch.consoleErrors.filter((text) => !text.includes(ANOTHER_ENTRY) && !/status of 404/.test(text))).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test("saves each tab's own entry when two are open side by side", async ({ context, repo }) => {
  const [first, second] = treatmentsAtLeast(repo, 2)
  const tabs = []
  for (const [slug, more] of [
    [first.slug, 400],
    [second.slug, 500],
  ] as const) {
    const editor = await openEditor(await context.newPage(), hashOf("treatments", slug))
    tabs.push({ slug, price: newPrice(repo, slug, more), ...editor })
  }
  for (const tab of tabs) await typeInto(tab.page.getByLabel("Cena (Kč)"), String(tab.price))
  for (const tab of tabs) {
    await tab.page.bringToFront()
    await save(tab.page)
  }
  for (const tab of tabs) {
    expect(repo.yamlOn(draftOf("treatments", tab.slug), treatmentFile(tab.slug))?.price).toBe(tab.price)
    expect(repo.draftFiles(draftOf("treatments", tab.slug))).toEqual([treatmentFile(tab.slug)])
    expectClean(tab.watch)
  }
})
