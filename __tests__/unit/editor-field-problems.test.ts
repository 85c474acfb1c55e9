/**
 * @jest-environment node
 *
 * What the editor's form saves or says for a value (src/admin/field-problems.ts),
 * through the field config.yml names, as the widgets find it: prices and
 * durations as Czech people type them, saved as the number meant or refused in
 * the form's words, never another number; while she types, the line under the
 * field says what will be saved or why it cannot be; texts refused naming the
 * character, the limit and the length. The limits come from the content model.
 */
import { modelField, say } from "../../src/content"
import { formField, formProblem, typedValue, typingNote } from "../../src/admin/field-problems"

const price = formField("treatment.price")
const duration = formField("treatment.duration")
const name = formField("treatment.name")
const priceRange = { min: price.node.minimum!, max: price.node.maximum!, unit: "Kč" }
const durationRange = { min: duration.node.minimum!, max: duration.node.maximum!, unit: "minut" }

/** What the form does with a typed price: the number it saves, or the message it says. */
const typedPrice = (typed: string) => formProblem(price, typedValue(price, typed)) ?? typedValue(price, typed)

describe("the field a widget names", () => {
  it("is the model's field of that name, and a name the model lacks is an error, not a field without checks", () => {
    expect(formField("treatment.price")).toEqual(modelField("treatment.price"))
    expect(formField("treatment.price")).toBe(formField("treatment.price"))
    expect(formField("homePage.gallery.images[].alt").node.maxLength).toBe(200)
    expect(() => formField("treatment.prize")).toThrow(
      "config.yml names no field of the content model: treatment.prize",
    )
    expect(() => formField(undefined)).toThrow("config.yml names no field of the content model: undefined")
  })
})

describe("a price typed the Czech way", () => {
  it.each([
    ["1490", 1490],
    ["1 490", 1490],
    ["1 490 Kč", 1490],
    ["1\u00a0490 Kč", 1490],
    ["1 490,- Kč", 1490],
    ["1490 CZK", 1490],
    // A Czech thousands dot: 1.490 is 1490, as the content check reads it too.
    ["1.490", 1490],
    ["990,5", 990.5],
    ["990,50", 990.5],
    ["990.50", 990.5],
    ["1,290.00", 1290],
    ["1.290,50", 1290.5],
    ["1.49", 1.49],
    ["  1290  ", 1290],
  ])("%s is saved as %d", (typed, saved) => {
    expect(typedPrice(typed)).toBe(saved)
  })

  it.each([
    // A Czech reader sees 1,59 Kč, an English one 1590 Kč: never guessed, and said so, with both readings.
    [
      "1,590",
      say("numberAmbiguous", { value: "1,590", thousands: "1590 Kč", decimal: "1,59 Kč" }, "form"),
      "nejde poznat, jestli je to 1590 Kč, nebo 1,59 Kč: čárka před třemi číslicemi může oddělovat tisíce i desetinnou část; tisíce pište bez čárky (je tam „1,590“)",
    ],
    [
      "12,500 Kč",
      say("numberAmbiguous", { value: "12,500 Kč", thousands: "12500 Kč", decimal: "12,5 Kč" }, "form"),
      "nejde poznat, jestli je to 12500 Kč, nebo 12,5 Kč: čárka před třemi číslicemi může oddělovat tisíce i desetinnou část; tisíce pište bez čárky (je tam „12,500 Kč“)",
    ],
    [
      "990,5555",
      say("priceDecimals", { value: "990,5555" }, "form"),
      "cena smí mít nejvýš dvě desetinná místa (haléře); pište např. 1290 nebo 990,50 (je tam „990,5555“)",
    ],
    ["0", say("numberRange", { value: 0, ...priceRange }, "form"), "musí být číslo od 1 do 100 000 Kč (je tam 0)"],
    [
      "100 001",
      say("numberRange", { value: 100001, ...priceRange }, "form"),
      "musí být číslo od 1 do 100 000 Kč (je tam 100001)",
    ],
    [
      "tisíc",
      say("expectedNumber", { value: "tisíc", example: "1 290 Kč" }, "form"),
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 1 290 Kč (je tam „tisíc“)",
    ],
    [
      "1490 EUR",
      say("expectedNumber", { value: "1490 EUR", example: "1 290 Kč" }, "form"),
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 1 290 Kč (je tam „1490 EUR“)",
    ],
    // Minutes are not a price's unit.
    [
      "90 min",
      say("expectedNumber", { value: "90 min", example: "1 290 Kč" }, "form"),
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 1 290 Kč (je tam „90 min“)",
    ],
    [
      "1.490.5",
      say("expectedNumber", { value: "1.490.5", example: "1 290 Kč" }, "form"),
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 1 290 Kč (je tam „1.490.5“)",
    ],
  ])("%s is refused: %s", (typed, message, words) => {
    expect(typedPrice(typed)).toBe(message)
    expect(message).toBe(words)
  })

  it("keeps the text of what cannot be read, so the form holds no number nobody meant", () => {
    expect(typedValue(price, "1,590")).toBe("1,590")
    expect(typedValue(price, "tisíc")).toBe("tisíc")
    expect(typedValue(price, "   ")).toBe("")
  })

  it("keeps a price saved in the file as it is, and refuses one with three decimals in the form's words", () => {
    expect(formProblem(price, 1290)).toBeUndefined()
    expect(formProblem(price, 990.5)).toBeUndefined()
    expect(formProblem(price, 12.345)).toBe(
      "cena smí mít nejvýš dvě desetinná místa (haléře); pište např. 1290 nebo 990,50 (je tam 12.345)",
    )
    expect(formProblem(price, "")).toBeUndefined()
  })
})

describe("the line under a number field while she types", () => {
  it.each([
    ["", undefined],
    ["1490", undefined],
    ["1 490 Kč", "Uloží se: 1490 Kč"],
    ["990,5", "Uloží se: 990,5 Kč"],
    ["990.50", "Uloží se: 990,5 Kč"],
    [
      "1,590",
      `Neuloží se: ${say("numberAmbiguous", { value: "1,590", thousands: "1590 Kč", decimal: "1,59 Kč" }, "form")}`,
    ],
    ["tisíc", `Neuloží se: ${say("expectedNumber", { value: "tisíc", example: "1 290 Kč" }, "form")}`],
    ["0", `Neuloží se: ${say("numberRange", { value: 0, ...priceRange }, "form")}`],
  ])("for a price typed as %j says %j", (typed, note) => {
    expect(typingNote(price, typed)).toBe(note)
  })

  it("for a duration says minutes, and what a whole number needs", () => {
    expect(typingNote(duration, "90 min")).toBe("Uloží se: 90 minut")
    expect(typingNote(duration, "90")).toBeUndefined()
    expect(typingNote(duration, "90,5")).toBe(`Neuloží se: ${say("wholeNumber", { value: "90,5" })}`)
  })
})

describe("a duration", () => {
  it("takes minutes as she writes them, a whole number in the model's range", () => {
    for (const typed of ["90", "90 min", "90 min.", "90 minut", "90 minuty", "90min"]) {
      expect([typed, formProblem(duration, typedValue(duration, typed)), typedValue(duration, typed)]).toEqual([
        typed,
        undefined,
        90,
      ])
    }
    expect(formProblem(duration, typedValue(duration, "90,5"))).toBe("musí být celé číslo (je tam „90,5“)")
    expect(formProblem(duration, typedValue(duration, "5"))).toBe(
      say("numberRange", { value: 5, ...durationRange }, "form"),
    )
  })

  it("never asks for digits without units, nor for a decimal dot", () => {
    const message = formProblem(duration, typedValue(duration, "devadesát"))
    expect(message).toBe("z toho editor číslo nepřečte; napište ho číslicemi, např. 90 min (je tam „devadesát“)")
    expect(message).not.toMatch(/jednot|tečk/)
  })
})

describe("a number without a unit", () => {
  it("gives the field's lowest value as the example", () => {
    expect(formProblem(formField("siteSettings.copyrightYear"), "letos")).toBe(
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 2000 (je tam „letos“)",
    )
    expect(formProblem(formField("teamMember.order"), "první")).toBe(
      "z toho editor číslo nepřečte; napište ho číslicemi, např. 1 (je tam „první“)",
    )
  })
})

describe("a text", () => {
  it("pasted from a Word list, with a tab and an emoji, is refused naming each character", () => {
    const message = formProblem(name, "\tČajový rituál ✨")
    expect(message).toBe(say("unprintable", { characters: ["tabulátor (U+0009)", "„✨“ (U+2728)"] }))
    expect(message).toMatch(/tabulátor \(U\+0009\), „✨“ \(U\+2728\)/)
  })

  it("of spaces alone is refused as blank, and one too long says the limit and its length", () => {
    expect(formProblem(name, "   ")).toBe(say("blank", { value: "   " }))
    const long = "Čajový rituál ".repeat(10).trim()
    expect(formProblem(name, long)).toBe(say("textTooLong", { max: name.node.maxLength!, length: long.length }))
    expect(formProblem(name, long)).toContain(`teď má ${long.length}`)
  })

  it("that the check passes is passed; an empty one is Decap's to require", () => {
    expect(formProblem(name, "Čajový Rituál Ľubice")).toBeUndefined()
    expect(formProblem(name, "")).toBeUndefined()
    expect(formProblem(formField("treatment.badge"), "")).toBeUndefined()
  })

  it("in a phone or postcode field is asked for without quotes, which the form would refuse", () => {
    const phone = formField("contact.phone")
    expect(formProblem(phone, "123456")).toBe(
      "musí to být telefon v mezinárodním tvaru, např. +420 123 456 789 (je tam „123456“)",
    )
    // Typed as the old words asked, the quotes are refused: the form's words never ask for them.
    expect(formProblem(phone, '"+420 123 456 789"')).not.toMatch(/uvozovk/)
    expect(formProblem(phone, "+420 123 456 789")).toBeUndefined()
    expect(formProblem(formField("contact.postcode"), "4150")).toBe("musí to být PSČ, např. 415 01 (je tam „4150“)")
  })

  it("that is not text at all is asked to be written again, not quoted", () => {
    expect(formProblem(formField("contact.postcode"), 41501)).toBe(
      "má tu být text; smažte hodnotu a napište ji znovu (je tam 41501)",
    )
  })
})
