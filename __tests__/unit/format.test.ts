import { formatDuration, keepTogether, formatPrice, pluralCs, telHref } from "../../src/utils/format"

// Formats join number and unit with a non-breaking space; compare with it normalised.
const plain = (text: string) => text.replace(/\u00a0/g, " ")

describe("formatPrice", () => {
  it.each([
    [1290, "1,290.00 Kč"],
    [990, "990.00 Kč"],
    [2499, "2,499.00 Kč"],
    [300, "300.00 Kč"],
    [12500.5, "12,500.50 Kč"],
  ])("shows %p as %p", (crowns, expected) => {
    expect(plain(formatPrice(crowns))).toBe(expected)
  })

  it("keeps the number and Kč on one line", () => {
    expect(formatPrice(1290)).toBe("1,290.00\u00a0Kč")
  })

  it("writes every price the content may hold as Intl.NumberFormat en-US with two decimals would", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const prices = Array.from({ length: 4000 }, (_, i) => [i * 263, i * 263 + 0.5, i * 2_731 + 0.99, i * 97 + 0.05])
    const differing = prices.flat().filter((crowns) => plain(formatPrice(crowns)) !== `${intl.format(crowns)} Kč`)
    expect(differing).toEqual([])
  })
})

describe("formatDuration", () => {
  it.each([
    [90, "90 min"],
    [15, "15 min"],
    [210, "210 min"],
  ])("shows %p minutes as %p", (minutes, expected) => {
    expect(plain(formatDuration(minutes))).toBe(expected)
  })
})

describe("pluralCs", () => {
  const forms = { one: "procedura", few: "procedury", many: "procedur" }
  it.each([
    [1, "1 procedura"],
    [2, "2 procedury"],
    [4, "4 procedury"],
    [5, "5 procedur"],
    [8, "8 procedur"],
    [0, "0 procedur"],
  ])("counts %p as %p", (count, expected) => {
    expect(plain(pluralCs(count, forms))).toBe(expected)
  })
})

it("turns a phone number into a tel: address without spaces", () => {
  expect(telHref("+420 123 456 789")).toBe("tel:+420123456789")
})

it("keeps a phone number's or postcode's groups together with non-breaking spaces", () => {
  expect(keepTogether("+420 123  456 789")).toBe("+420\u00a0123\u00a0456\u00a0789")
  expect(keepTogether("415 01")).toBe("415\u00a001")
})
