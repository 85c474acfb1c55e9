/**
 * What the editor's form says, typed and pasted with the keyboard in Czech, against decap-server in git mode:
 * each field checked by its own check of the content model, in the form's words (a form never asks for quotes,
 * nor for digits without units, and writes decimals with a comma); under a number field, while she types, what
 * will be saved or why it cannot be; the preview card never shows a number nobody typed; the team listed in its
 * order (Pořadí). Nothing here is saved: what the form refuses leaves the repository as it was.
 */
import type { Locator, Page } from "@playwright/test"
import { say } from "../../../src/content"
import { formatPrice } from "../../../src/utils/format"
import { expect, expectClean, fieldError, openEditor, pasteInto, type Repo, test, typeInto } from "./editor"

test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ repo }) => repo.reset())

const noBreak = (text: string) => text.replace(/\u00a0/g, " ")

/** The line under a field that says what will be saved or why not: the field's accessible description. */
async function noteUnder(field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute("aria-describedby", /.+/)
  return field.page().locator(`[id="${await field.getAttribute("aria-describedby")}"]`)
}

/** Uložit, refused: the field's error in the form's words, and no draft branch. */
async function refusedSave(page: Page, repo: Repo, label: string, message: string): Promise<void> {
  const branches = repo.git("branch", "--list")
  await page.getByRole("button", { name: "Uložit", exact: true }).click()
  await expect(fieldError(page, label, message)).toBeVisible()
  expect(repo.git("branch", "--list")).toBe(branches)
}

const FILE_ONLY_WORDS = /uvozov|bez mezer a jednotek|desetinnou tečkou|\d\.\d/

test.describe("a treatment's price and duration", () => {
  test("say while she types what will be saved or why it cannot be, refuse 1,590 as two numbers at once, and the card invents no price", async ({
    page,
    repo,
  }) => {
    const content = repo.content()
    const treatment = content.categories[0].treatments[0]
    const { watch, preview } = await openEditor(page, `/collections/treatments/entries/${treatment.slug}`)
    const price = page.getByLabel("Cena (Kč)")
    const priceNote = await noteUnder(price)
    const card = preview.locator("article[data-treatment]")
    const priceLabel = card.getByText(content.pages.treatments.labels.price, { exact: true })
    await expect(card.getByText(noBreak(formatPrice(treatment.price)))).toBeVisible()

    // Unreadable while she types: the reason at once, and the card without a price rather than 0.
    await typeInto(price, "tisíc")
    const unreadable = say("expectedNumber", { value: "tisíc", example: "1 290 Kč" }, "form")
    await expect(priceNote).toHaveText(`Neuloží se: ${unreadable}`)
    await expect(priceLabel).toHaveCount(0)
    await expect(card).not.toHaveText(/\b0\.00\sKč|NaN/, { useInnerText: true })
    await refusedSave(page, repo, "Cena (Kč)", unreadable)

    // Readable again: the card shows what will be saved, and the line says it in Czech.
    await pasteInto(price, "1 290 Kč")
    await expect(priceNote).toHaveText("Uloží se: 1290 Kč")
    await expect(card.getByText(noBreak(formatPrice(1290)))).toBeVisible()
    await expect(priceLabel).toBeVisible()

    // 1,590: 1590 Kč to an English reader, 1,59 Kč to a Czech one. Both are named; nothing is guessed.
    await typeInto(price, "1,590")
    const ambiguous = say("numberAmbiguous", { value: "1,590", thousands: "1590 Kč", decimal: "1,59 Kč" }, "form")
    await expect(priceNote).toHaveText(`Neuloží se: ${ambiguous}`)
    await refusedSave(page, repo, "Cena (Kč)", ambiguous)
    expect(ambiguous).not.toMatch(FILE_ONLY_WORDS)
    expect(ambiguous).not.toMatch(/desetinná místa/)

    // Too many hellers: the example written as the hint writes it, 990,50.
    await pasteInto(price, "990,5555")
    const decimals = say("priceDecimals", { value: "990,5555" }, "form")
    expect(decimals).toContain("990,50")
    await expect(priceNote).toHaveText(`Neuloží se: ${decimals}`)
    await refusedSave(page, repo, "Cena (Kč)", decimals)
    expect(decimals).not.toMatch(FILE_ONLY_WORDS)

    // A duration in minutes, as she writes it.
    const duration = page.getByLabel("Délka (minuty)")
    const durationNote = await noteUnder(duration)
    await typeInto(duration, "90 min")
    await expect(durationNote).toHaveText("Uloží se: 90 minut")
    await typeInto(duration, "devadesát")
    const minutes = say("expectedNumber", { value: "devadesát", example: "90 min" }, "form")
    await expect(durationNote).toHaveText(`Neuloží se: ${minutes}`)
    expect(minutes).not.toMatch(FILE_ONLY_WORDS)
    await expect(card.getByText(content.pages.treatments.labels.duration, { exact: true })).toHaveCount(0)
    expectClean(watch)
  })
})

test.describe("the contact's phone and postcode", () => {
  test("are asked for without quotes, which the form would refuse", async ({ page, repo }) => {
    const { watch } = await openEditor(page, "/collections/settings/entries/contact")
    const phone = page.getByLabel("Telefon")
    await typeInto(phone, "123456")
    const wrong = say("phone", { value: "123456" }, "form")
    expect(wrong).toBe("musí to být telefon v mezinárodním tvaru, např. +420 123 456 789 (je tam „123456“)")
    await refusedSave(page, repo, "Telefon", wrong)

    // Pasted in quotes, as the file's words would have her write it: refused, and still not asked for quotes.
    await pasteInto(phone, '"+420 417 555 010"')
    const quoted = say("phone", { value: '"+420 417 555 010"' }, "form")
    await refusedSave(page, repo, "Telefon", quoted)
    expect(quoted.replace(/ \(je tam .*\)$/, "")).not.toMatch(FILE_ONLY_WORDS)

    await typeInto(phone, "+420 417 555 010")
    await typeInto(page.getByLabel("PSČ"), "4150")
    const postcode = say("postcode", { value: "4150" }, "form")
    expect(postcode).toBe("musí to být PSČ, např. 415 01 (je tam „4150“)")
    await refusedSave(page, repo, "PSČ", postcode)
    await expect(fieldError(page, "Telefon", quoted)).toHaveCount(0)
    expectClean(watch)
  })
})

test.describe("the team", () => {
  test("is listed in its order (Pořadí), as the page O nás shows it", async ({ page, repo }) => {
    const { watch } = await openEditor(page, "/collections/team")
    const team = [...repo.content().team].sort((a, b) => a.order - b.order)
    const entries = page.locator('a[href*="/collections/team/entries/"]')
    await expect(entries).toHaveCount(team.length, { timeout: 30_000 })
    await expect(entries).toHaveText(
      team.map((member) => `${member.order}. ${member.name}`),
      { useInnerText: true, timeout: 20_000 },
    )
    expectClean(watch)
  })
})
