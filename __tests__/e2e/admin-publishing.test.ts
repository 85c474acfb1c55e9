/**
 * Publishing several drafts in a row with `npm run cms` in git mode, as the
 * salon does on a busy day: a price change saved as a draft, then two new
 * treatments saved and published one after the other, then the price change
 * opened, with its draft in the form, and published too. decap-server alone
 * compares main with a draft's tip, so the two new treatments count as files
 * the older draft deletes and it fails to open („API_ERROR: Unknown error“); the
 * local editor compares a draft with its base, as GitHub does
 * (scripts/local-editor/draft-diffs.ts).
 */
import { loadContent } from "../../src/content"
import { editorSessionOfThisFile, expectClean, fillNewTreatment, publish, save, typeInto } from "./support/editor"

const session = editorSessionOfThisFile()

it("publishes two new treatments in a row, then opens an older draft with its own change and publishes it", async () => {
  const category = loadContent(session().contentDir()).categories[0]
  const older = { ...category.treatments[0], newPrice: category.treatments[0].price + 30 }
  const fileOf = (slug: string) => `content/treatments/${slug}.yaml`

  const edited = await session().openEditor(`/collections/treatments/entries/${older.slug}`)
  await typeInto(edited.page.getByLabel("Cena (Kč)"), String(older.newPrice))
  await save(edited.page)
  expectClean(edited.watch)
  await edited.page.close()

  const lastOrder = Math.max(...category.treatments.map((treatment) => treatment.order))
  const added = ["Ranní rituál", "Večerní rituál"].map((name, index) => ({
    name,
    slug: `${category.slug}-${name.startsWith("Ranní") ? "ranni" : "vecerni"}-ritual`,
    order: lastOrder + 1 + index,
  }))
  for (const treatment of added) {
    const { page, watch } = await session().openEditor("/collections/treatments/new")
    await fillNewTreatment(page, category.name, treatment.order)
    await typeInto(page.getByLabel("Název"), treatment.name)
    await save(page)
    await publish(page)
    expect(session().yamlOn("main", fileOf(treatment.slug))?.name).toBe(treatment.name)
    expectClean(watch)
    await page.close()
  }

  // The older draft's pull request lists its own file alone, and the editor opens it with its change.
  expect(session().draftFiles(`cms/treatments/${older.slug}`)).toEqual([fileOf(older.slug)])
  const { page, watch } = await session().openEditor(`/collections/treatments/entries/${older.slug}`)
  await page.getByRole("button", { name: /^Stav: Koncept$/ }).waitFor()
  await expect(page.getByLabel("Cena (Kč)").inputValue()).resolves.toBe(String(older.newPrice).replace(".", ","))
  await expect(page.getByText(/API_ERROR|Chyba při načítání/).count()).resolves.toBe(0)
  await publish(page)
  expect(session().yamlOn("main", fileOf(older.slug))?.price).toBe(older.newPrice)
  for (const treatment of added) expect(session().yamlOn("main", fileOf(treatment.slug))?.name).toBe(treatment.name)
  expect(session().checkBranch("main")).toEqual([])
  expectClean(watch)
  await page.close()
}, 300_000)
