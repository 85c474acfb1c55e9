/**
 * @jest-environment node
 *
 * What the editor's form saves or says for a value (src/admin/field-problems.ts):
 * prices and durations as Czech people type them, saved as the number meant or
 * refused with the content check's message, never another number; texts refused
 * with the check's own message, naming the character, the limit and the length.
 * The limits come from the content model, as the form's config does.
 */
import { collectionByType, modelOf, nodeAt, say } from "../../src/content"
import { numberProblem, readTypedNumber, textProblem } from "../../src/admin/field-problems"

const treatment = modelOf(collectionByType("Treatment"))
const priceNode = nodeAt(treatment, ["price"])!
const durationNode = nodeAt(treatment, ["duration"])!
const nameNode = nodeAt(treatment, ["name"])!
const price = { min: priceNode.minimum, max: priceNode.maximum, integer: false, unit: "Kč", rule: "price" as const }
const duration = { min: durationNode.minimum, max: durationNode.maximum, integer: true, unit: "minut" }

/** What the form does with a typed price: the number it saves, or the message it says. */
function typedPrice(typed: string): number | string {
  const problem = numberProblem(typed, price)
  if (problem) return problem.message
  const read = readTypedNumber(typed)
  if (!("number" in read)) throw new Error(`${typed}: no number and no problem`)
  return read.number
}

describe("a price typed the Czech way", () => {
  it.each([
    ["1490", 1490],
    ["1 490", 1490],
    ["1 490 Kč", 1490],
    ["1\u00a0490 Kč", 1490],
    ["1 490,- Kč", 1490],
    // A Czech thousands dot: 1.490 is 1490, as the content check reads it too.
    ["1.490", 1490],
    ["990,5", 990.5],
    ["990,50", 990.5],
    ["990.50", 990.5],
    ["1,290.00", 1290],
    ["1.290,50", 1290.5],
    ["1.49", 1.49],
  ])("%s is saved as %d", (typed, saved) => {
    expect(typedPrice(typed)).toBe(saved)
  })

  it.each([
    // A Czech reader sees 1,49 Kč, an English one 1490 Kč: never guessed.
    ["1,490", say("priceDecimals", { value: "1,490" })],
    ["990,555", say("priceDecimals", { value: "990,555" })],
    ["0", say("numberRange", { value: 0, min: price.min!, max: price.max!, unit: "Kč" })],
    ["100 001", say("numberRange", { value: 100001, min: price.min!, max: price.max!, unit: "Kč" })],
    ["tisíc", say("expectedNumber", { value: "tisíc" })],
    ["1490 EUR", say("expectedNumber", { value: "1490 EUR" })],
  ])("%s is refused: %s", (typed, message) => {
    expect(typedPrice(typed)).toBe(message)
  })

  it("keeps a price saved in the file as it is", () => {
    expect(numberProblem(1290, price)).toBeUndefined()
    expect(numberProblem(990.5, price)).toBeUndefined()
    expect(numberProblem(12.345, price)?.message).toBe(say("priceDecimals", { value: 12.345 }))
  })
})

describe("a duration", () => {
  it("is a whole number of minutes in the model's range", () => {
    expect(numberProblem("90 min", duration)).toBeUndefined()
    expect(readTypedNumber("90 min")).toEqual({ number: 90 })
    expect(numberProblem("90,5", duration)?.message).toBe(say("wholeNumber", { value: "90,5" }))
    expect(numberProblem("5", duration)?.message).toBe(
      say("numberRange", { value: 5, min: duration.min!, max: duration.max!, unit: "minut" }),
    )
  })
})

describe("a text", () => {
  const name = { rule: "text" as const, maxLength: nameNode.maxLength }

  it("pasted from a Word list, with a tab and an emoji, is refused naming each character", () => {
    const message = textProblem("\tČajový rituál ✨", name)?.message
    expect(message).toBe(say("unprintable", { characters: ["tabulátor (U+0009)", "„✨“ (U+2728)"] }))
    expect(message).toMatch(/tabulátor \(U\+0009\), „✨“ \(U\+2728\)/)
  })

  it("of spaces alone is refused as blank, and one too long says the limit and its length", () => {
    expect(textProblem("   ", name)?.message).toBe(say("blank", { value: "   " }))
    const long = "Čajový rituál ".repeat(10).trim()
    expect(textProblem(long, name)?.message).toBe(say("textTooLong", { max: name.maxLength!, length: long.length }))
    expect(textProblem(long, name)?.message).toContain(`teď má ${long.length}`)
  })

  it("that the check passes is passed", () => {
    expect(textProblem("Čajový Rituál Ľubice", name)).toBeUndefined()
    expect(textProblem("", { rule: "optionalText", maxLength: 30 })).toBeUndefined()
  })
})
