/**
 * What a visitor must see of the content on a page in Chromium, as assertions
 * on an open page against the expectations of the content it was built from.
 * The published site's tests and the rebuild test (__tests__/rebuild/) share them.
 */
import type { Locator, Page } from "playwright-core"
import { codePointsOf, FONT_FILES, SUBSETS } from "../../../src/theme/font-files"
import {
  DURATION,
  escapeRegExp,
  type Expected,
  type ExpectedTreatment,
  initialsOf,
  isWebAddress,
  normalise,
  PRICE,
} from "./content"
import {
  categoryHeaders,
  categoryList,
  categoryOpen,
  eventually,
  shown,
  shownEach,
  textsShown,
  waitForCategoryTransition,
} from "./pages"

/** A category panel shows its treatments' names, durations and prices, the n-th of each on the n-th card. */
export async function expectTreatmentsShown(panel: Locator, expected: readonly ExpectedTreatment[]): Promise<void> {
  expect(await textsShown(panel.getByRole("heading", { level: 3 }))).toEqual(
    expected.map(({ name }) => ({ text: name, shown: true })),
  )
  expect(await textsShown(panel.getByText(DURATION))).toEqual(
    expected.map(({ duration }) => ({ text: duration, shown: true })),
  )
  expect(await textsShown(panel.getByText(PRICE))).toEqual(expected.map(({ price }) => ({ text: price, shown: true })))
}

/** /treatments/ lists every category in order, closed, with its list of treatments not shown. */
export async function expectCategoriesCollapsed(page: Page, expected: Expected): Promise<void> {
  const found = await categoryHeaders(page).evaluateAll((summaries) =>
    summaries.map((summary) => ({
      name: summary.querySelector("h2")?.textContent ?? "",
      open: (summary.parentElement as HTMLDetailsElement).open,
    })),
  )
  expect(found.map(({ name, open }) => ({ name: normalise(name), open }))).toEqual(
    expected.categories.map(({ name }) => ({ name, open: false })),
  )
  for (const header of await categoryHeaders(page).all()) expect(await shown(categoryList(header))).toBe(false)
}

/** Opens every category of /treatments/ with a click on its header, and waits until each has finished opening. */
export async function openAllCategories(page: Page): Promise<void> {
  const headers = await categoryHeaders(page).all()
  for (const header of headers) await header.click()
  for (const header of headers) {
    expect(await categoryOpen(header)).toBe(true)
    await waitForCategoryTransition(header)
  }
}

/** Every category's list (open) shows all its treatments, in order. */
export async function expectCatalogueShown(page: Page, expected: Expected): Promise<void> {
  const headers = await categoryHeaders(page).all()
  expect(headers).toHaveLength(expected.categories.length)
  for (const [index, header] of headers.entries()) {
    await eventually(() => expectTreatmentsShown(categoryList(header), expected.categories[index].treatments))
  }
}

/**
 * /about/ (scrolled through, so lazy photos have loaded) shows every team
 * member in order with name, role and bio, and a loaded photo, or the
 * initials. Other hosts are blocked in the tests, so a photo given as a web
 * address shows the initials here.
 */
export async function expectTeamShown(page: Page, expected: Expected): Promise<void> {
  const team = page.getByRole("region", { name: normalise(expected.pages.about.team.heading) })
  const cards = team.getByRole("listitem")
  await eventually(async () => {
    const found = await cards.evaluateAll((items) =>
      items.map((item) => {
        const photo = [...item.querySelectorAll("img")].find((img) => img.alt !== "")
        const initials = [...item.querySelectorAll('[aria-hidden="true"]')]
          .map((element) => (element.textContent ?? "").trim())
          .find(Boolean)
        const loaded = photo !== undefined && photo.complete && photo.naturalWidth > 0
        return {
          name: item.querySelector("h3")?.textContent ?? "",
          text: item.textContent ?? "",
          portrait: loaded ? `photo ${photo.alt}` : initials ? `initials ${initials}` : "nothing",
        }
      }),
    )
    expect(
      found.map(({ name, text, portrait }) => ({
        name: normalise(name),
        text: normalise(text),
        portrait: normalise(portrait),
      })),
    ).toEqual(
      expected.team.map((member) => ({
        name: member.name,
        text: expect.stringMatching(new RegExp(`${escapeRegExp(member.role)}.*${escapeRegExp(member.bio)}`)),
        portrait: isWebAddress(member.photo)
          ? expect.stringMatching(
              new RegExp(`^(photo ${escapeRegExp(member.photoAlt)}|initials ${initialsOf(member.name)})$`),
            )
          : `photo ${member.photoAlt}`,
      })),
    )
  })
  // Seen, not only in the page: every name and every portrait (photo or initials).
  expect(await textsShown(team.getByRole("heading", { level: 3 }))).toEqual(
    expected.team.map(({ name }) => ({ text: name, shown: true })),
  )
  const portraits = cards.locator("img[alt]:not([alt='']), [aria-hidden='true']:not(:empty)")
  await eventually(async () => expect(await portraits.evaluateAll(shownEach)).toEqual(expected.team.map(() => true)))
}

/** The address, the phone as a tel: link and the opening hours of contact.yaml, seen in main. */
export async function expectContactShown(page: Page, expected: Expected): Promise<void> {
  const main = page.locator("main")
  // The address may break into lines: read it as rendered text.
  const addressBlock = main.locator("address")
  expect(normalise(await addressBlock.innerText())).toBe(expected.shownAddress)
  await eventually(async () => expect(await shown(addressBlock)).toBe(true))
  const phone = main.getByRole("link", { name: expected.contact.phone, exact: true })
  expect(await phone.getAttribute("href")).toBe(`tel:${expected.contact.phone.replace(/[^\d+]/g, "")}`)
  expect(await shown(phone)).toBe(true)
  expect(await shown(main.getByText(expected.contact.openingHours, { exact: true }))).toBe(true)
}

/**
 * The page downloads the preloaded font files (Latin and the Czech letters of
 * each family) and a family's file of the other Latin Extended-A letters only
 * when its text has such a letter: a Czech page fetches exactly what it did
 * before that file existed, and a page with Ľubica gets her Ľ in the site's font.
 */
export async function expectFontFilesFor(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  const { fetched, text } = await page.evaluate(() => ({
    fetched: performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/fonts/"))
      .map((pathname) => pathname.slice("/fonts/".length)),
    text: document.body.innerText,
  }))
  const preloaded = FONT_FILES.filter((face) => SUBSETS[face.subset].preload).map((face) => face.file)
  const extension = FONT_FILES.filter((face) => !SUBSETS[face.subset].preload)
  const needsExtension = [...text].some((character) =>
    extension.some((face) => codePointsOf(face.file).includes(character.codePointAt(0) ?? 0)),
  )
  const unique = [...new Set(fetched)].sort()
  if (!needsExtension) expect(unique).toEqual([...preloaded].sort())
  else {
    expect(unique).toEqual(expect.arrayContaining(preloaded))
    expect(unique.filter((file) => !preloaded.includes(file)).length).toBeGreaterThan(0)
    expect(unique.every((file) => FONT_FILES.some((face) => face.file === file))).toBe(true)
  }
}
