/**
 * Taking a treatment off the site and bringing it back, in the browser editor, each as one draft: the box Odebrat
 * z webu ticked, saved (a draft on its branch, main untouched, the preview saying it will not be on the web) and
 * published (main's file says `removed: true` and the project's reader no longer lists it), then unticked, saved and
 * published again (listed again, where it was). Never a delete on main: Decap offers none.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import type { Treatment } from "../../../src/content"
import { type Editor, expect, expectClean, openEditor, publish, save, test, treatmentsOf } from "./editor"

test.beforeEach(({ repo }) => repo.reset())

const REMOVE = "Odebrat z webu"
const NOT_ON_WEB = /Tato procedura se na webu neukáže/
const removeBox = (page: Page) => page.getByRole("switch", { name: REMOVE })

/** The box's state as she sees it, and what the preview says about it. */
async function expectRemoved({ page, preview }: Editor, removed: boolean): Promise<void> {
  await expect(removeBox(page)).toHaveAttribute("aria-checked", String(removed))
  await expect(preview.getByText(NOT_ON_WEB)).toHaveCount(removed ? 1 : 0)
}

test("removes a treatment with one draft and brings it back with another", async ({ context, repo }) => {
  test.setTimeout(300_000)
  const before = treatmentsOf(repo)
  // A treatment of a category that keeps another: the last one of a category cannot be removed.
  const treatment = before.find((t) => before.filter((other) => other.category === t.category).length > 1) as Treatment
  const file = `content/treatments/${treatment.slug}.yaml`
  const branch = `cms/treatments/${treatment.slug}`
  const entry = `/collections/treatments/entries/${treatment.slug}`
  const mainAtStart = repo.git("rev-parse", "main").trim()

  // Removing: the box ticked with a click, the preview says so, Uložit makes a draft; main stays as it was.
  const removing = await openEditor(await context.newPage(), entry)
  await expect(removing.page.getByText("Procedura zůstane v editoru, ale na webu se neukáže")).toBeVisible()
  await expectRemoved(removing, false)
  await removeBox(removing.page).click()
  await expectRemoved(removing, true)
  await save(removing.page)
  expect(repo.git("rev-parse", "main").trim()).toBe(mainAtStart)
  expect(repo.draftFiles(branch)).toEqual([file])
  expect(repo.git("diff", "--unified=0", `main...${branch}`, "--", file)).toMatch(/^\+removed: true$/m)
  expect(repo.yamlOn(branch, file)?.removed).toBe(true)
  expect(repo.yamlOn("main", file)?.removed).toBeUndefined()
  expect(repo.checkBranch(branch)).toEqual([])
  expect(treatmentsOf(repo)).toEqual(before)
  expectClean(removing.watch)
  await removing.page.close()

  // The draft opened again shows the box ticked; Publikovat puts it on main, and the site no longer lists it.
  const draft = await openEditor(await context.newPage(), entry)
  await expect(draft.page.getByRole("button", { name: /^Stav: Koncept$/ })).toBeVisible()
  await expectRemoved(draft, true)
  await publish(draft.page)
  expect(repo.yamlOn("main", file)?.removed).toBe(true)
  expect(repo.checkBranch("main")).toEqual([])
  expect(treatmentsOf(repo).map((t) => t.slug)).toEqual(
    before.filter((t) => t.slug !== treatment.slug).map((t) => t.slug),
  )
  expectClean(draft.watch)
  await draft.page.close()

  // Undoing: the removed treatment is still in the editor, ticked; unticked with the keyboard, saved, published.
  const undoing = await openEditor(await context.newPage(), entry)
  await expectRemoved(undoing, true)
  await removeBox(undoing.page).focus()
  await undoing.page.keyboard.press("Space")
  await expectRemoved(undoing, false)
  await save(undoing.page)
  expect(repo.draftFiles(branch)).toEqual([file])
  expect(repo.yamlOn(branch, file)?.removed).toBe(false)
  expect(repo.yamlOn("main", file)?.removed).toBe(true)
  expect(repo.checkBranch(branch)).toEqual([])
  await publish(undoing.page)
  expect(repo.yamlOn("main", file)?.removed).toBe(false)
  expect(repo.checkBranch("main")).toEqual([])
  expect(treatmentsOf(repo)).toEqual(before)
  expectClean(undoing.watch)
})

test("refuses, in the draft's check, to remove the last treatment of a category, naming it", async ({
  context,
  repo,
}) => {
  test.setTimeout(120_000)
  const { categories } = repo.content()
  // The category with the fewest treatments: all of them but one are first taken off the site on main, so the one
  // she ticks is the last of the category on the site.
  const category = [...categories].sort((a, b) => a.treatments.length - b.treatments.length)[0]
  const [kept, ...others] = category.treatments
  if (others.length > 0) {
    for (const other of others) {
      const otherFile = path.join(repo.dir, "content", "treatments", `${other.slug}.yaml`)
      fs.appendFileSync(otherFile, "removed: true\n")
    }
    repo.git("commit", "--quiet", "-am", "Obsah: odebrané procedury")
  }
  const { page, watch } = await openEditor(await context.newPage(), `/collections/treatments/entries/${kept.slug}`)
  await removeBox(page).click()
  await save(page)
  // Said on each treatment of the category taken off the site: the one just ticked among them.
  const refusal = `v kategorii „${category.name}“ by na webu nezůstala žádná procedura; nechte tuto proceduru na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte do kategorie jinou`
  const files = category.treatments.map((t) => `content/treatments/${t.slug}.yaml`).sort()
  expect(files).toContain(`content/treatments/${kept.slug}.yaml`)
  expect(repo.checkBranch(`cms/treatments/${kept.slug}`).map((i) => [i.file, i.field, i.message])).toEqual(
    files.map((file) => [file, "removed", refusal]),
  )
  expectClean(watch)
})
