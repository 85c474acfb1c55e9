/**
 * Publishing several drafts in a row with `npm run cms` in git mode, as the salon does on a busy day: a price
 * change saved as a draft, then two new team members with their photos saved and published one after the other,
 * then the price change opened, with its draft in the form, and published too. decap-server alone compares main
 * with a draft's tip, so the new members' files count as files the older draft deletes, and it fails to open
 * („API_ERROR: Unknown error“); the local editor, and the tests' decap-server.ts, compare a draft with its base,
 * as GitHub does (src/admin/decap/decap-server.ts).
 */
import {
  expect,
  expectClean,
  fillNewMember,
  makePhoto,
  openEditor,
  PHONE_NAMES,
  publish,
  save,
  test,
  typeInto,
  uploadPhoto,
} from "./editor"

test.beforeEach(({ repo }) => repo.reset())

test("publishes two new team members in a row, then opens an older draft with its own change and publishes it", async ({
  context,
  repo,
}) => {
  test.setTimeout(300_000)
  const content = repo.content()
  const treatment = content.categories[0].treatments[0]
  const older = { ...treatment, newPrice: treatment.price + 30 }
  const fileOf = (slug: string) => `content/treatments/${slug}.yaml`

  const edited = await openEditor(await context.newPage(), `/collections/treatments/entries/${older.slug}`)
  await typeInto(edited.page.getByLabel("Cena (Kč)"), String(older.newPrice))
  await save(edited.page)
  expectClean(edited.watch)
  await edited.page.close()

  const lastOrder = Math.max(...content.team.map((member) => member.order))
  const members = [
    { name: "Eliška", slug: "eliska", hue: 30 },
    { name: "Františka", slug: "frantiska", hue: 150 },
  ]
  for (const [index, member] of members.entries()) {
    const { page, watch } = await openEditor(await context.newPage(), "/collections/team/new")
    await fillNewMember(page, member.name, lastOrder + 1 + index)
    await uploadPhoto(page, await makePhoto(PHONE_NAMES.whatsApp, 960, 1200, member.hue))
    await save(page)
    await publish(page)
    expect(repo.yamlOn("main", `content/team/${member.slug}.yaml`)?.name).toBe(member.name)
    expectClean(watch)
    await page.close()
  }

  // The older draft's pull request lists its own file alone, and the editor opens it with its change.
  expect(repo.draftFiles(`cms/treatments/${older.slug}`)).toEqual([fileOf(older.slug)])
  const { page, watch } = await openEditor(await context.newPage(), `/collections/treatments/entries/${older.slug}`)
  await expect(page.getByRole("button", { name: /^Stav: Koncept$/ })).toBeVisible()
  await expect(page.getByLabel("Cena (Kč)")).toHaveValue(String(older.newPrice).replace(".", ","))
  await expect(page.getByText(/API_ERROR|Chyba při načítání/)).toHaveCount(0)
  await publish(page)
  expect(repo.yamlOn("main", fileOf(older.slug))?.price).toBe(older.newPrice)
  for (const member of members) expect(repo.yamlOn("main", `content/team/${member.slug}.yaml`)).toBeDefined()
  expect(repo.checkBranch("main")).toEqual([])
  expectClean(watch)
})
