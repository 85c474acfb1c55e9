/**
 * Publishing several drafts in a row with `npm run cms` in git mode, as the
 * salon does on a busy day: three drafts saved, two published one after the
 * other, then the third opened, with its draft in the form, and published too.
 * decap-server alone compares main with a draft's tip, so after the two
 * publishes the third failed to open („API_ERROR: Unknown error“); the local
 * editor compares a draft with its base, as GitHub does
 * (scripts/local-editor/draft-diffs.ts).
 */
import { loadContent } from "../../src/content"
import { type EditorSession, expectClean, publish, save, startEditorSession, typeInto } from "./support/editor"

let session: EditorSession

beforeAll(async () => {
  session = await startEditorSession()
})
afterAll(async () => {
  await session?.close()
})

it("publishes two drafts in a row, then opens the third with its draft and publishes it", async () => {
  const drafts = loadContent(session.contentDir())
    .categories.flatMap((category) => category.treatments)
    .slice(0, 3)
    .map((treatment) => ({ ...treatment, newPrice: treatment.price + 30 }))
  const fileOf = (slug: string) => `content/treatments/${slug}.yaml`

  for (const draft of drafts) {
    const { page, watch } = await session.openEditor(`/collections/treatments/entries/${draft.slug}`)
    await typeInto(page.getByLabel("Cena (Kč)"), String(draft.newPrice))
    await save(page)
    expectClean(watch)
    await page.close()
  }
  for (const draft of drafts.slice(0, 2)) {
    const { page, watch } = await session.openEditor(`/collections/treatments/entries/${draft.slug}`)
    await publish(page)
    expect(session.yamlOn("main", fileOf(draft.slug))?.price).toBe(draft.newPrice)
    expectClean(watch)
    await page.close()
  }

  const third = drafts[2]
  // Its pull request lists its own file alone.
  expect(session.draftFiles(`cms/treatments/${third.slug}`)).toEqual([fileOf(third.slug)])
  const { page, watch } = await session.openEditor(`/collections/treatments/entries/${third.slug}`)
  await page.getByRole("button", { name: /^Stav: Koncept$/ }).waitFor()
  await expect(page.getByLabel("Cena (Kč)").inputValue()).resolves.toBe(String(third.newPrice).replace(".", ","))
  await expect(page.getByText(/API_ERROR|Chyba při načítání/).count()).resolves.toBe(0)
  await publish(page)
  expect(drafts.map((draft) => session.yamlOn("main", fileOf(draft.slug))?.price)).toEqual(
    drafts.map((draft) => draft.newPrice),
  )
  expect(session.checkBranch("main")).toEqual([])
  expectClean(watch)
  await page.close()
}, 300_000)
