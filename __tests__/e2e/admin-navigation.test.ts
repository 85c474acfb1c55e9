/**
 * The entry on screen is the entry saved, however the editor got there: another
 * entry's address pasted into the same tab (a link, a bookmark), Back and
 * Forward, a file entry after another (Kontakt, then Web…), a second tab. Decap
 * keeps the first entry's form under a new address; the editor reloads instead,
 * and a save whose form is not the address's entry is refused in Czech
 * (src/admin/entry-address.ts, entry-saves.ts). Every check reads the draft
 * branches decap-server wrote, in git mode (support/editor.ts).
 */
import { ANOTHER_ENTRY } from "../../src/admin/entry-saves"
import { phrase } from "../../src/admin/locale"
import { loadContent } from "../../src/content"
import { formatPrice } from "../../src/utils/format"
import { expectClean, goInHistory, goToEntry, save, editorSessionOfThisFile, typeInto } from "./support/editor"
import { eventually } from "./support/pages"

const session = editorSessionOfThisFile()

/** Two treatments of the catalogue and a third, with prices none of the tests types. */
const treatments = () => loadContent(session().contentDir()).categories.flatMap((category) => category.treatments)
const entryUrl = (collection: string, slug: string) =>
  `${session().server.url}admin/#/collections/${collection}/entries/${slug}`
const treatmentFile = (slug: string) => `content/treatments/${slug}.yaml`
const draftOf = (collection: string, slug: string) => `cms/${collection}/${slug}`
const branches = () => session().backend.git("branch", "--list", "cms/*").trim()

/** A new price for a treatment: its live one plus `more`, so it is never the live price. */
const newPrice = (slug: string, more: number) => Number(session().yamlOn("main", treatmentFile(slug))?.price) + more

it("saves the entry whose address was pasted into the tab, and after Back the one Back shows", async () => {
  const [first, second] = treatments()
  const { page, watch, preview } = await session().openEditor(`/collections/treatments/entries/${first.slug}`)
  const name = page.getByLabel("Název")
  const price = page.getByLabel("Cena (Kč)")
  await expect(name.inputValue()).resolves.toBe(first.name)

  // Another entry's address pasted into the same tab: its form, its preview, its file.
  await goToEntry(page, entryUrl("treatments", second.slug))
  await expect(name.inputValue()).resolves.toBe(second.name)
  await preview.locator("article[data-treatment] h3", { hasText: second.name }).waitFor()
  const secondPrice = newPrice(second.slug, 100)
  await typeInto(price, String(secondPrice))
  await preview.getByText(formatPrice(secondPrice).replace(/\u00a0/g, " ")).waitFor()
  await save(page)
  expect(session().yamlOn(draftOf("treatments", second.slug), treatmentFile(second.slug))?.price).toBe(secondPrice)
  expect(session().draftFiles(draftOf("treatments", second.slug))).toEqual([treatmentFile(second.slug)])
  expect(branches()).not.toContain(draftOf("treatments", first.slug))

  // Back: the first entry again, and its save is its own.
  await goInHistory(page, "back")
  expect(page.url()).toBe(entryUrl("treatments", first.slug))
  await expect(name.inputValue()).resolves.toBe(first.name)
  const firstPrice = newPrice(first.slug, 200)
  await typeInto(price, String(firstPrice))
  await save(page)
  expect(session().yamlOn(draftOf("treatments", first.slug), treatmentFile(first.slug))?.price).toBe(firstPrice)
  expect(session().draftFiles(draftOf("treatments", first.slug))).toEqual([treatmentFile(first.slug)])
  expect(session().yamlOn(draftOf("treatments", second.slug), treatmentFile(second.slug))?.price).toBe(secondPrice)

  // Forward: the second entry, with its draft in the form.
  await goInHistory(page, "forward")
  await expect(name.inputValue()).resolves.toBe(second.name)
  await expect(price.inputValue()).resolves.toBe(String(secondPrice).replace(".", ","))
  expectClean(watch)
  await page.close()
}, 180_000)

it("never mixes two files: Web… opened after Kontakt in the same tab shows and saves Web…", async () => {
  const content = loadContent(session().contentDir())
  const { page, watch } = await session().openEditor("/collections/settings/entries/contact")
  await expect(page.getByLabel("Telefon").inputValue()).resolves.toBe(content.contact.phone)

  await goToEntry(page, entryUrl("settings", "site"))
  const salonName = page.getByLabel("Název salonu")
  await expect(salonName.inputValue()).resolves.toBe(content.site.name)
  await expect(page.getByLabel("Adresa online rezervace").inputValue()).resolves.toBe(content.site.bookingUrl)
  await typeInto(salonName, `${content.site.name} Teplice`)
  await save(page)
  const live = session().yamlOn("main", "content/site.yaml")!
  expect(session().yamlOn(draftOf("settings", "site"), "content/site.yaml")).toEqual({
    ...live,
    name: `${content.site.name} Teplice`,
  })
  expect(session().draftFiles(draftOf("settings", "site"))).toEqual(["content/site.yaml"])
  expect(branches()).not.toContain(draftOf("settings", "contact"))
  expect(session().checkBranch(draftOf("settings", "site"))).toEqual([])
  expectClean(watch)
  await page.close()
}, 180_000)

it("refuses to save a form under another entry's address when she stays on the page, and saves nothing", async () => {
  const third = treatments()[2]
  const fourth = treatments()[3]
  const { page, watch } = await session().openEditor(`/collections/treatments/entries/${third.slug}`)
  const before = branches()
  await typeInto(page.getByLabel("Cena (Kč)"), String(newPrice(third.slug, 300)))
  // The address changes while the form has unsaved changes: the browser asks whether to leave, and she stays.
  const leaving = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await page.goto(entryUrl("treatments", fourth.slug))
  await expect(leaving).resolves.toBe("beforeunload")
  // The form is still the first entry's, under the second's address: Uložit writes neither file.
  await expect(page.getByLabel("Název").inputValue()).resolves.toBe(third.name)
  await page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true }).click()
  await page.getByText(ANOTHER_ENTRY).first().waitFor()
  await eventually(async () => expect(branches()).toBe(before))
  // Decap logs the refused save as an error of its own.
  expect(watch.consoleErrors.filter((text) => !text.includes(ANOTHER_ENTRY) && !/status of 404/.test(text))).toEqual([])
  expect(watch.cspViolations).toEqual([])
  await page.close()
}, 180_000)

it("saves each tab's own entry when two are open side by side", async () => {
  const [, , , , fifth, sixth] = treatments()
  const tabs = [
    {
      slug: fifth.slug,
      price: newPrice(fifth.slug, 400),
      ...(await session().openEditor(`/collections/treatments/entries/${fifth.slug}`)),
    },
    {
      slug: sixth.slug,
      price: newPrice(sixth.slug, 500),
      ...(await session().openEditor(`/collections/treatments/entries/${sixth.slug}`)),
    },
  ]
  for (const tab of tabs) await typeInto(tab.page.getByLabel("Cena (Kč)"), String(tab.price))
  for (const tab of tabs) {
    await tab.page.bringToFront()
    await save(tab.page)
  }
  for (const tab of tabs) {
    expect(session().yamlOn(draftOf("treatments", tab.slug), treatmentFile(tab.slug))?.price).toBe(tab.price)
    expect(session().draftFiles(draftOf("treatments", tab.slug))).toEqual([treatmentFile(tab.slug)])
    expectClean(tab.watch)
    await tab.page.close()
  }
}, 180_000)
