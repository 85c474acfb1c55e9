/**
 * Two colleagues on one entry, each in her own browser (two contexts, as a phone and a desktop): no save
 * overwrites what its author did not see (src/admin/entry-versions.ts). A save onto a draft or file that changed
 * since her form showed it merges her changed fields when the other change touched other fields, and says so; it
 * is refused, with both values and a choice per field, where both changed one field, and where the entry was
 * published or deleted meanwhile; a publish of a draft that changed since her tab read it is refused. Each case runs
 * in both orders of who opens first.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test"
import { BANNER_ID, BOARD_CHECK_MS, MARK_CLASS, MARK_TEXT } from "../../../src/admin/draft-marks"
import { PANEL_ID } from "../../../src/admin/version-notices"
import {
  DISCARD_NONE,
  PUBLISH_CHANGED,
  PUBLISH_GONE,
  PUBLISH_OFFLINE,
  SAVE_DELETED,
} from "../../../src/admin/entry-versions"
import {
  expect,
  expectClean,
  openEditor,
  publish,
  type Repo,
  saveButton,
  save,
  setReady,
  test,
  typeInto,
  treatmentPricedOtherThan,
} from "./editor"

test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ repo }) => repo.reset())

/** A colleague's own browser: logged in to the local backend as the test's context is (editor.ts). */
async function colleague(browser: Browser): Promise<BrowserContext> {
  const { baseURL } = test.info().project.use
  const other = await browser.newContext({ baseURL, viewport: { width: 1400, height: 1000 }, locale: "cs-CZ" })
  await other.addInitScript(() => localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" })))
  return other
}

/**
 * A page that keeps its timers of BOARD_CHECK_MS (they still run) for the test to run at once, as that much time
 * passing would: the board's own look, without the wait.
 */
async function withBoardChecksAtHand(page: Page): Promise<Page> {
  await page.addInitScript((period) => {
    const checks: (() => void)[] = []
    const setInterval = window.setInterval.bind(window)
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout === period && typeof handler === "function") checks.push(() => void handler(...args))
      return setInterval(handler, timeout, ...args)
    }) as typeof window.setInterval
    Object.assign(window, { runBoardChecks: () => checks.forEach((check) => check()) })
  }, BOARD_CHECK_MS)
  return page
}

/** BOARD_CHECK_MS pass on a page of withBoardChecksAtHand (unless it is reloading, which looks by itself). */
const boardChecksDue = (page: Page) =>
  page.evaluate(() => (window as unknown as { runBoardChecks: () => void }).runBoardChecks()).catch(() => undefined)

const treatmentHash = (slug: string) => `/collections/treatments/entries/${slug}`
const treatmentFile = (slug: string) => `content/treatments/${slug}.yaml`
const draftOf = (slug: string) => `cms/treatments/${slug}`
const panel = (page: Page) => page.locator(`#${PANEL_ID}`)
/** The lines a draft changes in a file, as git shows them against main. */
const changedLines = (repo: Repo, branch: string, file: string) =>
  repo
    .git("diff", "--unified=0", "main", branch, "--", file)
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line))

for (const firstSaves of ["the colleague who opened first", "the colleague who opened second"]) {
  test(`refuses a save over a price a colleague saved meanwhile, when ${firstSaves} saves first`, async ({
    browser,
    context,
    repo,
  }) => {
    const treatment = treatmentPricedOtherThan(repo, [])
    const [priceA, priceB] = [treatment.price + 110, treatment.price + 210]
    const other = await colleague(browser)
    const opened = [
      await openEditor(await context.newPage(), treatmentHash(treatment.slug)),
      await openEditor(await other.newPage(), treatmentHash(treatment.slug)),
    ]
    const [a, b] = firstSaves.endsWith("first") ? opened : [...opened].reverse()
    await typeInto(a.page.getByLabel("Cena (Kč)"), String(priceA))
    await save(a.page)
    await typeInto(b.page.getByLabel("Cena (Kč)"), String(priceB))
    await saveButton(b.page).click()

    // B is told which field differs, with both values, and nothing of hers is written; her value stays in the form.
    await expect(panel(b.page)).toContainText("Nic se neuložilo")
    const choice = panel(b.page).getByRole("group", { name: "Cena (Kč)" })
    await expect(choice.getByRole("radio", { name: `Ponechat moji: ${priceB.toLocaleString("cs-CZ")}` })).toBeVisible()
    await expect(choice.getByRole("radio", { name: `Vzít novější: ${priceA.toLocaleString("cs-CZ")}` })).toBeVisible()
    expect(repo.yamlOn(draftOf(treatment.slug), treatmentFile(treatment.slug))?.price).toBe(priceA)
    await expect(b.page.getByLabel("Cena (Kč)")).toHaveValue(String(priceB))

    // A publishes what her screen shows: the draft has not changed since, so it goes live.
    await publish(a.page)
    expect(repo.yamlOn("main", treatmentFile(treatment.slug))?.price).toBe(priceA)

    // B keeps her value, chosen with the keyboard, and saves: a new draft onto the live file, one line.
    await choice.getByRole("radio", { name: /^Ponechat moji/ }).check()
    await save(b.page)
    expect(changedLines(repo, draftOf(treatment.slug), treatmentFile(treatment.slug))).toEqual([
      `-price: ${priceA}`,
      `+price: ${priceB}`,
    ])
    expectClean(a.watch)
    expectClean(b.watch)
    await other.close()
  })
}

for (const firstOpens of ["A", "B"]) {
  test(`merges a save into a colleague's published change of another field (${firstOpens} opens first)`, async ({
    browser,
    context,
    repo,
  }) => {
    const other = await colleague(browser)
    const pages = { A: await context.newPage(), B: await other.newPage() }
    const order = firstOpens === "A" ? (["A", "B"] as const) : (["B", "A"] as const)
    const editors = {} as Record<"A" | "B", Awaited<ReturnType<typeof openEditor>>>
    for (const who of order) editors[who] = await openEditor(pages[who], "/collections/settings/entries/contact")
    const live = repo.yamlOn("main", "content/contact.yaml")!
    const hours = `${String(live.openingHours)} a v sobotu 9–12`
    const phone = "+420 417 555 019"

    // B changes the opening hours and publishes them.
    await typeInto(editors.B.page.getByLabel("Otevírací doba", { exact: true }), hours)
    await save(editors.B.page)
    await publish(editors.B.page)
    expect(repo.yamlOn("main", "content/contact.yaml")?.openingHours).toBe(hours)

    // A, whose form still shows the old hours, changes only the phone: the draft keeps B's hours.
    await typeInto(editors.A.page.getByLabel("Telefon", { exact: true }), phone)
    await save(editors.A.page)
    expect(changedLines(repo, "cms/settings/contact", "content/contact.yaml")).toEqual([
      `-phone: ${String(live.phone)}`,
      `+phone: ${phone}`,
    ])
    await expect(panel(editors.A.page)).toContainText("Otevírací doba")
    await expect(panel(editors.A.page)).toContainText("nic se nepřepsalo")
    expectClean(editors.A.watch)
    expectClean(editors.B.watch)
    await other.close()
  })
}

test("refuses a save of a treatment deleted meanwhile, and says so", async ({ context, repo }) => {
  const treatment = treatmentPricedOtherThan(repo, [])
  const { page, watch } = await openEditor(await context.newPage(), treatmentHash(treatment.slug))
  // Someone removes the treatment on main (as on GitHub).
  repo.git("rm", "--quiet", treatmentFile(treatment.slug))
  repo.git("commit", "--quiet", "-m", "Obsah: procedura odebrána")
  await typeInto(page.getByLabel("Cena (Kč)"), String(treatment.price + 10))
  await saveButton(page).click()
  await expect(panel(page)).toContainText(SAVE_DELETED)
  expect(repo.git("branch", "--list", "cms/*").trim()).toBe("")
  expectClean(watch)
})

/** Publikovat teď on the entry open in `page`, answering Decap's question. */
async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
}

for (const firstOpens of ["A", "B"] as const) {
  test(`refuses A's publish of a draft B changed meanwhile (${firstOpens} opens the draft first)`, async ({
    browser,
    context,
    repo,
  }) => {
    const treatment = treatmentPricedOtherThan(repo, [])
    const start = await openEditor(await context.newPage(), treatmentHash(treatment.slug))
    await typeInto(start.page.getByLabel("Cena (Kč)"), String(treatment.price + 20))
    await save(start.page)
    await start.page.close()
    const other = await colleague(browser)
    const openA = async () => openEditor(await context.newPage(), treatmentHash(treatment.slug))
    const openB = async () => openEditor(await other.newPage(), treatmentHash(treatment.slug))
    const mine = firstOpens === "A" ? await openA() : undefined
    const b = await openB()
    const a = mine ?? (await openA())
    await b.page.bringToFront()
    await typeInto(b.page.getByLabel("Popis"), "Novější popis od kolegyně.")
    await save(b.page)
    await a.page.bringToFront()
    await setReady(a.page)
    await publishNow(a.page)
    await expect(a.page.getByText(PUBLISH_CHANGED).first()).toBeVisible()
    expect(repo.yamlOn("main", treatmentFile(treatment.slug))?.price).toBe(treatment.price)
    // The draft is still there, and her toolbar still offers it.
    await expect(a.page.getByRole("button", { name: "Publikovat", exact: true })).toBeVisible()
    for (const { watch } of [start, a, b]) expectClean(watch)
    await other.close()
  })
}

for (const [action, refusal] of [
  ["publish", PUBLISH_GONE],
  ["discard", DISCARD_NONE],
] as const) {
  test(`refuses to ${action} a draft a colleague published meanwhile, and then shows that no draft is left`, async ({
    browser,
    context,
    repo,
  }) => {
    const treatment = treatmentPricedOtherThan(repo, [])
    const mine = await openEditor(await context.newPage(), treatmentHash(treatment.slug))
    const price = String(treatment.price + 30)
    await typeInto(mine.page.getByLabel("Cena (Kč)"), price)
    await save(mine.page)
    const other = await colleague(browser)
    const theirs = await openEditor(await other.newPage(), treatmentHash(treatment.slug))
    await publish(theirs.page)
    expect(repo.yamlOn("main", treatmentFile(treatment.slug))?.price).toBe(Number(price))

    await mine.page.bringToFront()
    const discard = mine.page.getByRole("button", { name: /^Zahodit/ })
    if (action === "publish") {
      await setReady(mine.page)
      await publishNow(mine.page)
    } else {
      mine.page.once("dialog", (dialog) => void dialog.accept())
      await discard.click()
    }
    await expect(panel(mine.page)).toContainText(refusal)
    // No draft is left, and her toolbar no longer offers one: no Publikovat, no Zahodit; the price is the live one.
    await expect(mine.page.getByRole("button", { name: "Publikovat", exact: true })).toHaveCount(0)
    await expect(discard).toHaveCount(0)
    await expect(mine.page.getByRole("button", { name: /^Stav: / })).toHaveCount(0)
    await expect(mine.page.getByLabel("Cena (Kč)")).toHaveValue(price)
    expect(repo.git("branch", "--list", "cms/*").trim()).toBe("")
    for (const { watch } of [mine, theirs]) expectClean(watch)
    await other.close()
  })
}

for (const drafting of ["A", "B"] as const) {
  test(`shows ${drafting}'s draft to the other colleague before she types: banner, list, board`, async ({
    browser,
    context,
    repo,
  }) => {
    const treatment = treatmentPricedOtherThan(repo, [])
    const other = await colleague(browser)
    const [mine, theirs] = drafting === "A" ? [context, other] : [other, context]
    // The other colleague's board is open, in a tab behind another one.
    const board = await openEditor(await withBoardChecksAtHand(await theirs.newPage()), "/workflow")
    const cards = board.page.getByRole("link", { name: new RegExp(treatment.name) })
    await expect(cards).toHaveCount(0)
    const author = await openEditor(await mine.newPage(), treatmentHash(treatment.slug))
    await typeInto(author.page.getByLabel("Cena (Kč)"), String(treatment.price + 40))
    await save(author.page)

    const reader = await openEditor(await theirs.newPage(), treatmentHash(treatment.slug))
    await expect(reader.page.locator(`#${BANNER_ID}`)).toContainText("má rozpracovaný koncept")
    await expect(reader.page.locator(`#${BANNER_ID}`)).toContainText("stav: Koncept")
    await reader.page.goto("/admin/#/collections/treatments")
    await expect(reader.page.locator(`a[href$="/entries/${treatment.slug}"] .${MARK_CLASS}`)).toHaveText(MARK_TEXT)
    // Her board comes back into view and shows the draft (headless Chromium keeps every tab visible: the board's
    // own look every BOARD_CHECK_MS finds it, here run as soon as she looks).
    await board.page.bringToFront()
    await boardChecksDue(board.page)
    await expect(cards).toHaveCount(1, { timeout: BOARD_CHECK_MS * 3 })
    for (const { watch } of [board, author, reader]) expectClean(watch)
    await other.close()
  })
}

test("says in Czech that a publish without a connection published nothing, and publishes on the next try", async ({
  context,
  repo,
}) => {
  const treatment = treatmentPricedOtherThan(repo, [])
  const { page, watch } = await openEditor(await context.newPage(), treatmentHash(treatment.slug))
  await typeInto(page.getByLabel("Cena (Kč)"), String(treatment.price + 60))
  await save(page)
  await setReady(page)
  // The connection drops just as she publishes: the backend's publish call never arrives.
  await page.route("http://localhost:8081/api/v1", (route) =>
    /"action":"publishUnpublishedEntry"/.test(route.request().postData() ?? "") ? route.abort() : route.fallback(),
  )
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
  await expect(panel(page)).toContainText(PUBLISH_OFFLINE)
  expect(repo.yamlOn("main", treatmentFile(treatment.slug))?.price).toBe(treatment.price)
  // The draft is still there, and the toolbar says so: publishing again works once the connection is back.
  await page.unroute("http://localhost:8081/api/v1")
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
  await expect(page.getByText("Položka publikována").first()).toBeVisible()
  expect(repo.yamlOn("main", treatmentFile(treatment.slug))?.price).toBe(treatment.price + 60)
  expect(watch.pageErrors).toEqual([])
  expect(
    watch.consoleErrors.filter((text) => !/status of 404|net::ERR_FAILED|Failed to load resource/.test(text)),
  ).toEqual([])
})

test("restores her unsaved phone onto the opening hours a colleague published while her tab was closed", async ({
  browser,
  context,
  repo,
}) => {
  const live = repo.yamlOn("main", "content/contact.yaml")!
  const phone = "+420 417 555 018"
  const hours = `${String(live.openingHours)}, v neděli zavřeno`
  const mine = await openEditor(await context.newPage(), "/collections/settings/entries/contact")
  await typeInto(mine.page.getByLabel("Telefon", { exact: true }), phone)
  await mine.page.close()

  const other = await colleague(browser)
  const theirs = await openEditor(await other.newPage(), "/collections/settings/entries/contact")
  await typeInto(theirs.page.getByLabel("Otevírací doba", { exact: true }), hours)
  await save(theirs.page)
  await publish(theirs.page)

  // She opens the entry again and takes her unsaved text back: her phone, the colleague's hours.
  const page = await context.newPage()
  page.once("dialog", (dialog) => void dialog.accept())
  const back = await openEditor(page, "/collections/settings/entries/contact")
  await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue(phone)
  await expect(page.getByLabel("Otevírací doba", { exact: true })).toHaveValue(hours)
  await save(page)
  expect(changedLines(repo, "cms/settings/contact", "content/contact.yaml")).toEqual([
    `-phone: ${String(live.phone)}`,
    `+phone: ${phone}`,
  ])
  for (const { watch } of [theirs, back]) expectClean(watch)
  await other.close()
})

test("asks which opening hours to keep when she takes back unsaved hours a colleague changed and published", async ({
  browser,
  context,
  repo,
}) => {
  const live = repo.yamlOn("main", "content/contact.yaml")!
  const [mineHours, theirsHours] = [
    `${String(live.openingHours)}, v sobotu do 14:00`,
    `${String(live.openingHours)}, v neděli zavřeno`,
  ]
  const mine = await openEditor(await context.newPage(), "/collections/settings/entries/contact")
  await typeInto(mine.page.getByLabel("Otevírací doba", { exact: true }), mineHours)
  await mine.page.close()

  const other = await colleague(browser)
  const theirs = await openEditor(await other.newPage(), "/collections/settings/entries/contact")
  await typeInto(theirs.page.getByLabel("Otevírací doba", { exact: true }), theirsHours)
  await save(theirs.page)
  await publish(theirs.page)

  // She takes her unsaved hours back; saving them is refused with both values, until she chooses.
  const page = await context.newPage()
  page.once("dialog", (dialog) => void dialog.accept())
  const back = await openEditor(page, "/collections/settings/entries/contact")
  await expect(page.getByLabel("Otevírací doba", { exact: true })).toHaveValue(mineHours)
  await saveButton(page).click()
  const choice = panel(page).getByRole("group", { name: "Otevírací doba" })
  await expect(choice.getByRole("radio", { name: `Ponechat moji: „${mineHours}“` })).toBeVisible()
  await expect(choice.getByRole("radio", { name: `Vzít novější: „${theirsHours}“` })).toBeVisible()
  expect(repo.git("branch", "--list", "cms/*").trim()).toBe("")
  // Nothing was saved, and the toolbar says so: no draft to discard.
  await expect(page.getByRole("button", { name: /^Zahodit/ })).toHaveCount(0)
  await choice.getByRole("radio", { name: /^Ponechat moji/ }).check()
  await save(page)
  expect(changedLines(repo, "cms/settings/contact", "content/contact.yaml")).toEqual([
    `-openingHours: ${theirsHours}`,
    `+openingHours: ${mineHours}`,
  ])
  for (const { watch } of [theirs, back]) expectClean(watch)
  await other.close()
})
