/**
 * @jest-environment node
 *
 * The one check of each text and number of the content model
 * (src/content/field-checks.ts), which the content check runs on files and the
 * editor's widgets on what is typed, and the one reader of numbers as people
 * write them (src/content/numbers.ts). Every branch, limit and word is pinned
 * here, so a change to any part of a rule fails a test.
 */
import {
  collections,
  fieldProblem,
  fieldsOf,
  isValueField,
  messages,
  type MessageKey,
  modelField,
  modelOf,
  modelRootName,
  type ModelNode,
  numberHabit,
  readNumber,
  say,
  siteSettings,
  spokenNumber,
  TYPED_UNITS,
} from "../../src/content"

const file = { medium: "file" } as const
const form = { medium: "form" } as const

describe("readNumber: a number as she wrote it", () => {
  const plain = (number: number, text: string, decimals = 0) => ({
    number,
    plain: text,
    habit: undefined,
    decimals,
    ambiguous: false,
  })
  const thousands = (number: number, text: string, decimals = 0, ambiguous = false) => ({
    number,
    plain: text,
    habit: "numberThousands",
    decimals,
    ambiguous,
  })
  it.each([
    ["1490", plain(1490, "1490")],
    ["  1490  ", plain(1490, "1490")],
    ["\t1490\n", plain(1490, "1490")],
    ["0120", plain(120, "0120")],
    ["990.5", plain(990.5, "990.5", 1)],
    ["990.50", plain(990.5, "990.50", 2)],
    ["1234.567", plain(1234.567, "1234.567", 3)],
    ["990,5", { number: 990.5, plain: "990.5", habit: "numberDecimalComma", decimals: 1, ambiguous: false }],
    ["1234,567", { number: 1234.567, plain: "1234.567", habit: "numberDecimalComma", decimals: 3, ambiguous: false }],
    ["1.490", thousands(1490, "1490")],
    ["1 490", thousands(1490, "1490")],
    ["1\u00a0490", thousands(1490, "1490")],
    ["1\u202f490", thousands(1490, "1490")],
    ["12 345 678", thousands(12345678, "12345678")],
    ["1.290,50", thousands(1290.5, "1290.50", 2)],
    ["1,290.5", thousands(1290.5, "1290.5", 1)],
    ["1 490,5", thousands(1490.5, "1490.5", 1)],
    // A comma before three digits alone: 1490 in English, 1,49 in Czech.
    ["1,490", thousands(1490, "1490", 0, true)],
    ["990,555", thousands(990555, "990555", 0, true)],
    ["1,490,000", thousands(1490000, "1490000")],
  ])("reads %j", (written, read) => {
    expect(readNumber(written)).toEqual(read)
  })

  it.each([
    "",
    "   ",
    "1490undefined",
    "tisíc",
    "-5",
    "+5",
    "1e3",
    "0x10",
    "1.490.5",
    "1,490,5",
    "1\t490",
    "1 49",
    "1,2,3",
    "1490 Kč",
    ".5",
    "5.",
  ])("cannot read %j without a unit", (written) => {
    expect(readNumber(written)).toBeUndefined()
  })

  it.each([
    ["1490 Kč", "Kč", 1490],
    ["1490Kč", "Kč", 1490],
    ["1 490 kč", "Kč", 1490],
    ["1490 CZK", "Kč", 1490],
    ["1 490,-", "Kč", 1490],
    ["1 490,–", "Kč", 1490],
    ["1 490,- Kč", "Kč", 1490],
    ["  1 490 Kč  ", "Kč", 1490],
    ["90 min", "minut", 90],
    ["90 min.", "minut", 90],
    ["90 MIN", "minut", 90],
    ["90 minut", "minut", 90],
    ["90 minuty", "minut", 90],
    ["90 minuta", "minut", 90],
  ])("reads %j with the unit %s", (written, unit, number) => {
    expect(readNumber(written, unit)?.number).toBe(number)
  })

  it.each([
    ["90 Kč", "minut"],
    ["90 min", "Kč"],
    ["1490 Kč Kč Kč", "Kč"],
    ["1490 EUR", "Kč"],
    ["90 minutes", "minut"],
    ["90 min", "metrů"],
  ])("does not read %j as a number of %s", (written, unit) => {
    expect(readNumber(written, unit)).toBeUndefined()
  })

  it("knows how each unit of the model is typed, with an example", () => {
    expect(Object.keys(TYPED_UNITS).sort()).toEqual(["Kč", "minut"])
    expect(TYPED_UNITS.Kč.example).toBe("1 290 Kč")
    expect(TYPED_UNITS.minut.example).toBe("90 min")
    expect(readNumber(TYPED_UNITS.Kč.example, "Kč")?.number).toBe(1290)
    expect(readNumber(TYPED_UNITS.minut.example, "minut")?.number).toBe(90)
  })
})

describe("numberHabit: what a file must not say", () => {
  it.each([
    ["1.490", { key: "numberThousands", plain: "1490" }],
    ["1,490", { key: "numberThousands", plain: "1490" }],
    ["1 490,50", { key: "numberThousands", plain: "1490.50" }],
    ["990,555", { key: "numberThousands", plain: "990555" }],
    ["990,5", { key: "numberDecimalComma", plain: "990.5" }],
    ["990,55", { key: "numberDecimalComma", plain: "990.55" }],
  ])("names %j", (written, habit) => {
    expect(numberHabit(written)).toEqual(habit)
  })

  it.each(["1490", "990.5", "1234,567", "990,5555", "1 490 Kč", "tisíc", ""])(
    "leaves %j to the type check",
    (written) => {
      expect(numberHabit(written)).toBeUndefined()
    },
  )
})

/** A field of the check's own making: a node of the model's JSON Schema and its metadata. */
const text = (maxLength?: number, meta: Record<string, unknown> = {}) => ({
  node: { type: "string" as const, ...(maxLength !== undefined && { maxLength }) },
  meta: { label: "Pole", rule: "text" as const, ...meta },
})
const numberField = (node: Partial<ModelNode>, meta: Record<string, unknown> = {}) => ({
  node: { type: "number" as const, ...node },
  meta: { label: "Číslo", ...meta },
})

describe("fieldProblem: a text", () => {
  it("is no business of the field's when it is not there", () => {
    for (const reading of [file, form]) {
      expect(fieldProblem(text(5), undefined, reading)).toBeUndefined()
      expect(fieldProblem(text(5), null, reading)).toBeUndefined()
    }
  })

  it("must be text", () => {
    for (const reading of [file, form]) {
      expect(fieldProblem(text(5), 41501, reading)).toEqual({ key: "expectedText", params: { value: 41501 } })
      expect(fieldProblem(text(5), ["a"], reading)).toEqual({ key: "expectedText", params: { value: ["a"] } })
    }
  })

  it("empty is the file's rule to refuse and the form's required to judge", () => {
    expect(fieldProblem(text(5), "", file)).toEqual({ key: "blank", params: { value: "" } })
    expect(fieldProblem(text(5), "", form)).toBeUndefined()
    expect(fieldProblem(text(5, { rule: "optionalText" }), "", file)).toBeUndefined()
  })

  it("is measured after trimming, up to its limit", () => {
    expect(fieldProblem(text(5), "12345", file)).toBeUndefined()
    expect(fieldProblem(text(5), "  12345  ", file)).toBeUndefined()
    expect(fieldProblem(text(5), "123456", file)).toEqual({ key: "textTooLong", params: { max: 5, length: 6 } })
    expect(fieldProblem(text(5), " 123456 ", form)).toEqual({ key: "textTooLong", params: { max: 5, length: 6 } })
    expect(fieldProblem(text(), "x".repeat(10_000), file)).toBeUndefined()
  })

  it("of an address is measured as written, and said with its trimmed length", () => {
    const address = text(5, { rule: "optionalText", untrimmed: true })
    expect(fieldProblem(address, "12345", file)).toBeUndefined()
    expect(fieldProblem(address, " 1234 ", file)).toEqual({ key: "textTooLong", params: { max: 5, length: 4 } })
  })

  it("follows its rule, whole", () => {
    const postcode = text(40, { rule: "postcode" })
    expect(fieldProblem(postcode, "415 01", file)).toBeUndefined()
    expect(fieldProblem(postcode, "4150", file)).toEqual({ key: "postcode", params: { value: "4150" } })
    expect(fieldProblem(text(40, { rule: "httpsUrl" }), "https://instagram", form)).toEqual({
      key: "urlHost",
      params: { value: "https://instagram" },
    })
    expect(fieldProblem(text(40, { rule: undefined }), "   ", file)).toBeUndefined()
  })

  it("holds only characters the fonts print, naming at most ten of them", () => {
    expect(fieldProblem(text(50), "Ľubica Łucja Gergő Straße", file)).toBeUndefined()
    expect(fieldProblem(text(50), "a ✨ b → ✨", file)).toEqual({
      key: "unprintable",
      params: { characters: ["„✨“ (U+2728)", "„→“ (U+2192)"] },
    })
    const many = "①②③④⑤⑥⑦⑧⑨⑩⑪"
    const found = fieldProblem(text(50), many, file)
    expect(found?.params).toEqual({ characters: [...many].slice(0, 10).map((c) => expect.stringContaining(c)) })
  })

  it("is judged in the check's order: length, then rule, then characters", () => {
    expect(fieldProblem(text(3, { rule: "postcode" }), "✨✨✨✨", file)?.key).toBe("textTooLong")
    expect(fieldProblem(text(9, { rule: "postcode" }), "✨", file)?.key).toBe("postcode")
  })
})

describe("fieldProblem: a number in a file", () => {
  const price = numberField({ minimum: 1, maximum: 100 }, { rule: "price", unit: "Kč" })
  const order = numberField({ type: "integer", minimum: 1 })

  it("is judged by its written text first", () => {
    expect(fieldProblem(price, 1.49, { medium: "file", written: "1.490" })).toEqual({
      key: "numberThousands",
      params: { value: "1.490", plain: "1490" },
    })
    expect(fieldProblem(price, "990,5", file)).toEqual({
      key: "numberDecimalComma",
      params: { value: "990,5", plain: "990.5" },
    })
    expect(fieldProblem(price, 50, { medium: "file", written: "50" })).toBeUndefined()
  })

  it("must be a number, as the file writes numbers", () => {
    expect(fieldProblem(price, "1 490 Kč", file)).toEqual({ key: "expectedNumber", params: { value: "1 490 Kč" } })
    expect(fieldProblem(price, true, file)).toEqual({ key: "expectedNumber", params: { value: true } })
  })

  it("lies in its range, bounds included", () => {
    expect(fieldProblem(price, 1, file)).toBeUndefined()
    expect(fieldProblem(price, 100, file)).toBeUndefined()
    const range = (value: number) => ({ key: "numberRange", params: { value, min: 1, max: 100, unit: "Kč" } })
    expect(fieldProblem(price, 0.99, file)).toEqual(range(0.99))
    expect(fieldProblem(price, 100.01, file)).toEqual(range(100.01))
    expect(fieldProblem(price, Infinity, file)).toEqual(range(Infinity))
    expect(fieldProblem(price, NaN, file)).toEqual(range(NaN))
    expect(fieldProblem(order, 0, file)).toEqual({ key: "numberMin", params: { value: 0, min: 1 } })
    expect(fieldProblem(order, 1, file)).toBeUndefined()
    expect(fieldProblem(order, 10 ** 9, file)).toBeUndefined()
    // A field without bounds takes any number.
    expect(fieldProblem(numberField({}), -5, file)).toBeUndefined()
    // Without an upper bound, no number at all is what .inf and .nan are said to be.
    expect(fieldProblem(order, -Infinity, file)).toEqual({ key: "expectedNumber", params: { value: -Infinity } })
  })

  it("is whole where the model says so; a whole number too big to count exactly is out of range", () => {
    const minutes = numberField({ type: "integer", minimum: 15, maximum: 210 }, { unit: "minut" })
    expect(fieldProblem(minutes, 2.5, file)).toEqual({ key: "wholeNumber", params: { value: 2.5 } })
    expect(fieldProblem(minutes, 2 ** 53, file)).toEqual({
      key: "numberRange",
      params: { value: 2 ** 53, min: 15, max: 210, unit: "minut" },
    })
    expect(fieldProblem(order, 2 ** 53, file)).toEqual({ key: "numberMin", params: { value: 2 ** 53, min: 1 } })
    expect(fieldProblem(order, 2 ** 53 - 1, file)).toBeUndefined()
    expect(fieldProblem(price, 2.5, file)).toBeUndefined()
  })

  it("follows its rule on the number as String() writes it", () => {
    expect(fieldProblem(price, 12.34, file)).toBeUndefined()
    expect(fieldProblem(price, 12.345, file)).toEqual({ key: "priceDecimals", params: { value: 12.345 } })
    expect(fieldProblem(numberField({ minimum: 0 }), 12.345, file)).toBeUndefined()
  })
})

describe("fieldProblem: a number typed into the form", () => {
  const price = numberField({ minimum: 1, maximum: 100_000 }, { rule: "price", unit: "Kč" })
  const year = numberField({ type: "integer", minimum: 2000, maximum: 2100 })

  it("is read the Czech way, with its unit", () => {
    expect(fieldProblem(price, "1 490 Kč", form)).toBeUndefined()
    expect(fieldProblem(price, "1.490", form)).toBeUndefined()
    expect(fieldProblem(price, "990,50", form)).toBeUndefined()
    expect(fieldProblem(price, 990.5, form)).toBeUndefined()
  })

  it("that cannot be read says how to type one, with the unit's example or the field's lowest value", () => {
    expect(fieldProblem(numberField({ minimum: 3 }, { unit: "metrů" }), "tři", form)).toEqual({
      key: "expectedNumber",
      params: { value: "tři", example: "3" },
    })
    expect(fieldProblem(price, "tisíc", form)).toEqual({
      key: "expectedNumber",
      params: { value: "tisíc", example: "1 290 Kč" },
    })
    expect(fieldProblem(year, "letos", form)).toEqual({
      key: "expectedNumber",
      params: { value: "letos", example: "2000" },
    })
    expect(fieldProblem(year, "2025 Kč", form)?.key).toBe("expectedNumber")
  })

  it("with a comma before three digits gives both readings in the field's unit", () => {
    expect(fieldProblem(price, "1,590", form)).toEqual({
      key: "numberAmbiguous",
      params: { value: "1,590", thousands: "1590 Kč", decimal: "1,59 Kč" },
    })
    expect(fieldProblem(year, "2,025", form)).toEqual({
      key: "numberAmbiguous",
      params: { value: "2,025", thousands: "2025", decimal: "2,025" },
    })
  })

  it("is then judged as a number, naming what she typed or the number read", () => {
    expect(fieldProblem(year, "2025,5", form)).toEqual({ key: "wholeNumber", params: { value: "2025,5" } })
    expect(fieldProblem(year, "1 999", form)).toEqual({
      key: "numberRange",
      params: { value: 1999, min: 2000, max: 2100, unit: undefined },
    })
    expect(fieldProblem(price, "12,345 6", form)?.key).toBe("expectedNumber")
    expect(fieldProblem(price, "12,3456", form)).toEqual({ key: "priceDecimals", params: { value: "12,3456" } })
  })
})

describe("the model's fields by name", () => {
  it("finds each text and number of every file by the name config.yml gives it", () => {
    const names: string[] = []
    const walk = (group: ModelNode, prefix: string) => {
      for (const field of fieldsOf(group)) {
        const name = `${prefix}.${field.name}`
        if (isValueField(field.node)) {
          names.push(name)
          expect([name, modelField(name)]).toEqual([name, field])
        }
        if (field.node.type === "object") walk(field.node, name)
        if (field.node.type === "array" && field.node.items) walk(field.node.items, `${name}[]`)
      }
    }
    for (const c of collections) walk(modelOf(c), modelRootName(c.schema))
    expect(names).toContain("treatment.price")
    expect(names).toContain("siteSettings.labels.lightbox.position")
    expect(names).toContain("homePage.gallery.images[].alt")
    expect(new Set(names).size).toBe(names.length)
  })

  it("names each file's model as zod-schemas.ts exports it", () => {
    expect(collections.map((c) => modelRootName(c.schema))).toEqual([
      "treatment",
      "category",
      "teamMember",
      "contact",
      "siteSettings",
      "homePage",
      "aboutPage",
      "treatmentsPage",
      "contactPage",
      "notFoundPage",
    ])
    expect(modelRootName(siteSettings)).toBe("siteSettings")
    expect(() => modelRootName({})).toThrow("this schema is not one of the content model's files (zod-schemas.ts)")
  })

  it.each([
    "treatment",
    "treatment.prize",
    "treatments.price",
    "TEAM_ROLES.role",
    "homePage.gallery.images.alt",
    "homePage.gallery.images[].alt.x",
    "treatment.nothing[].name",
    "",
  ])("finds nothing for %j", (name) => {
    expect(modelField(name)).toBeUndefined()
  })

  it("takes texts and numbers one by one, and leaves choices, groups and lists to the whole file's check", () => {
    expect(isValueField({ type: "string" })).toBe(true)
    expect(isValueField({ type: "number" })).toBe(true)
    expect(isValueField({ type: "integer" })).toBe(true)
    expect(isValueField({ type: "string", enum: ["a"] })).toBe(false)
    expect(isValueField({ type: "object" })).toBe(false)
    expect(isValueField({ type: "array" })).toBe(false)
    expect(isValueField({})).toBe(false)
  })
})

describe("the two wordings", () => {
  const keys = Object.keys(messages) as MessageKey[]
  const formWording = keys.filter((key) => "form" in messages[key] || "formOnly" in messages[key])
  const exampleIn = (key: MessageKey, medium: "file" | "form") => say(key, messages[key].example as never, medium)

  it("differ where a form differs from a file, and only there", () => {
    expect(formWording.sort()).toEqual(
      ["expectedNumber", "expectedText", "numberAmbiguous", "phone", "postcode", "priceDecimals"].sort(),
    )
    for (const key of keys.filter((k) => !formWording.includes(k))) {
      expect([key, exampleIn(key, "form")]).toEqual([key, exampleIn(key, "file")])
    }
  })

  it("of the form never ask for quotes or for digits without units, and write decimals with a comma", () => {
    for (const key of formWording) {
      const said = exampleIn(key, "form").replace(/ \(je tam .*\)$/, "")
      expect([key, said]).not.toEqual([key, expect.stringMatching(/uvozov|"|bez mezer a jednotek|tečk|\d\.\d/)])
      if (!("formOnly" in messages[key])) expect([key, said]).not.toEqual([key, exampleIn(key, "file")])
    }
  })

  it("of the file stay as the check says them", () => {
    expect(exampleIn("phone", "file")).toBe(
      'musí to být telefon v mezinárodním tvaru, např. "+420 123 456 789" (v uvozovkách) (je tam „123456“)',
    )
    expect(say("expectedNumber", { value: "90 min", example: "90 min" })).toBe(
      "má tu být číslo; pište jen číslice (s desetinnou tečkou), bez mezer a jednotek, např. 1290 (je tam „90 min“)",
    )
    expect(say("numberAmbiguous", { value: "1,590", thousands: "1590", decimal: "1,59" })).toBe(
      say("numberAmbiguous", { value: "1,590", thousands: "1590", decimal: "1,59" }, "form"),
    )
    expect(say("expectedNumber", { value: "x" }, "form")).toBe(
      "z toho editor číslo nepřečte; napište ho číslicemi (je tam „x“)",
    )
  })

  it("say a number back as the form shows it", () => {
    expect(spokenNumber(1590, "Kč")).toBe("1590 Kč")
    expect(spokenNumber(990.5, "Kč")).toBe("990,5 Kč")
    expect(spokenNumber(1.59, undefined)).toBe("1,59")
  })
})
