/**
 * The lists the guide sends the salon's editor to, as she reads them: each treatment with its category's name (not
 * the file name Decap knows it by) and its order, sorted by order, and under "Seskupit podle → Kategorie" each
 * category's treatments under its name in the page's order; and an address of an entry that no longer exists, which
 * says so in Czech and leads back to the list instead of an empty form. src/admin/category-names.ts,
 * missing-entry.ts, scripts/content-model/decap-collections.ts; against decap-server in git mode (editor.ts).
 */
import { phrase } from "../../../src/admin/locale"
import { BACK_TO_LIST, ENTRY_GONE, ENTRY_GONE_DETAIL } from "../../../src/admin/missing-entry"
import type { Treatment } from "../../../src/content"
import { watchPage } from "../support/fixtures"
import { expect, expectClean, openEditor, test } from "./editor"

test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ repo }) => repo.reset())

/** A treatment's line in the list, as the guide shows one: category, order, name, duration, price. */
const line = (categoryName: string, treatment: Treatment) =>
  `${categoryName} · ${treatment.order}. ${treatment.name} – ${treatment.duration} min, ${treatment.price} Kč`

test("lists each treatment with its category's name and its order, and groups them by category under its name, in the page's order", async ({
  page,
  repo,
}) => {
  const { categories } = repo.content()
  const lines = categories.flatMap((category) => category.treatments.map((treatment) => line(category.name, treatment)))
  const { watch } = await openEditor(page, "/collections/treatments")
  const entries = page.locator('a[href*="/collections/treatments/entries/"]')
  await expect(entries).toHaveCount(lines.length, { timeout: 30_000 })
  // Sorted by Pořadí v kategorii when the list opens, each line with its category's name.
  await expect.poll(async () => (await entries.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(lines.sort())
  const orders = (await entries.allInnerTexts()).map((text) => Number(/ · (\d+)\. /.exec(text)?.[1]))
  expect(orders).toEqual([...orders].sort((a, b) => a - b))

  await page.getByText(phrase("collection.collectionTop.groupBy"), { exact: true }).click()
  await page.getByRole("menuitem", { name: "Kategorie", exact: true }).click()
  for (const category of categories) {
    const heading = page.getByRole("heading", { name: `Kategorie ${category.name}`, exact: true })
    await expect(heading).toBeVisible()
    const group = page.locator("div", { has: heading }).last()
    await expect(group.locator('a[href*="/collections/treatments/entries/"]')).toHaveText(
      category.treatments.map((treatment) => line(category.name, treatment)),
      { useInnerText: true },
    )
  }
  await expect(page.getByRole("heading", { name: /^Kategorie [a-z0-9-]+$/ })).toHaveCount(0)
  expectClean(watch)
})

test("says in Czech that a deleted treatment's address no longer exists, offers no form to fill, and leads back to the list", async ({
  page,
  repo,
}) => {
  const { categories } = repo.content()
  const count = categories.flatMap((category) => category.treatments).length
  // One of several in its category: the category stays, and main passes the check.
  const gone = categories.find((category) => category.treatments.length > 1)!.treatments[0]
  // Deleted on main after she bookmarked it, as a pull request on GitHub deletes it.
  repo.git("rm", "--quiet", `content/treatments/${gone.slug}.yaml`)
  repo.git("commit", "--quiet", "-m", "Obsah: procedura smazána")

  const watch = await watchPage(page)
  await page.goto(`/admin/#/collections/treatments/entries/${gone.slug}`)
  await expect(page.getByRole("heading", { name: ENTRY_GONE, exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(ENTRY_GONE_DETAIL, { exact: true })).toBeVisible()
  // Nothing to type into and nothing to save: Uložit would have brought the file back.
  await expect(page.getByLabel("Název")).toHaveCount(0)
  await expect(page.getByRole("button", { name: phrase("editor.editorToolbar.save"), exact: true })).toHaveCount(0)

  await page.getByRole("link", { name: `← ${BACK_TO_LIST}` }).click()
  await expect(page).toHaveURL(/#\/collections\/treatments$/)
  await expect(page.locator('a[href*="/collections/treatments/entries/"]')).toHaveCount(count - 1, {
    timeout: 30_000,
  })
  expect(repo.git("branch", "--list", "cms/*").trim()).toBe("")
  expectClean(watch)
})
