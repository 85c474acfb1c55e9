/**
 * Numbers as Czech people write them by hand, read in one place for the file
 * and the form (browser-safe). A file must hold a plain number (1490, 990.5):
 * YAML reads 1.490 as 1.49 and 1 490 or 990,5 as text, so the content check
 * refuses those spellings and says what to write. The editor's form takes
 * them, with the field's unit, and saves the number meant; only a comma before
 * three digits (1,490: 1490 to an English reader, 1,49 to a Czech one) it
 * refuses, never guessing.
 */

/** What people type after a number of each unit of the model, and an example of a typed number. */
export const TYPED_UNITS: Readonly<Record<string, { ending: RegExp; example: string }>> = {
  // 1 490 Kč, 1490 CZK, 1 490,- (whole crowns).
  Kč: { ending: /\s*(?:kč|czk|,-|,–)$/i, example: "1 290 Kč" },
  minut: { ending: /\s*(?:min\.?|minut[ay]?)$/i, example: "90 min" },
}

export type WrittenNumber = {
  /** The number meant. */
  number: number
  /** The number as a file must write it: digits and a decimal dot (1490, 1490.50). */
  plain: string
  /** A spelling YAML reads as something else: thousands separators (1.490, 1 490, 12,500), a decimal comma (990,5). */
  habit?: "numberThousands" | "numberDecimalComma"
  /** How many digits follow the decimal mark. */
  decimals: number
  /** A comma before three digits and nothing else (1,490): thousands or decimals, depending on the reader. */
  ambiguous: boolean
}

/** 1 490, 1.490, 12,500, 1 490,50, 1,290.00: groups of three digits after one to three. */
const GROUPED = /^(\d{1,3})((?:([.,\u0020\u00a0\u202f])\d{3})(?:\3\d{3})*)(?:([.,])(\d{1,2}))?$/
/** 1490, 990.5, 990,5. */
const DECIMAL = /^(\d+)(?:([.,])(\d+))?$/

/**
 * The number a person means by what she wrote, or undefined when it cannot be
 * read. `unit` (the field's, e.g. Kč): its usual endings are taken off first.
 */
export function readNumber(written: string, unit?: string): WrittenNumber | undefined {
  let text = written.trim()
  const ending = TYPED_UNITS[String(unit)]?.ending
  // Twice: 1 490,- Kč. An ending takes the spaces before it along.
  if (ending) for (let i = 0; i < 2; i++) text = text.replace(ending, "")
  const grouped = GROUPED.exec(text)
  // 1.490.5: the same mark for thousands and decimals is no number.
  if (grouped && grouped[3] !== grouped[4]) {
    const [, head, groups, separator, decimalMark, decimals = ""] = grouped
    const plain = `${head}${groups.replace(/\D/g, "")}${decimals ? `.${decimals}` : ""}`
    const ambiguous = separator === "," && groups.length === 4 && decimalMark === undefined
    return { number: Number(plain), plain, habit: "numberThousands", decimals: decimals.length, ambiguous }
  }
  const decimal = DECIMAL.exec(text)
  if (!decimal) return undefined
  const [, whole, mark, digits = ""] = decimal
  const plain = mark ? `${whole}.${digits}` : whole
  const habit = mark === "," ? "numberDecimalComma" : undefined
  return { number: Number(plain), plain, habit, decimals: digits.length, ambiguous: false }
}

/**
 * A number written in a file the way people write it by hand, which YAML reads
 * as something else: 1.490 (a thousands dot, read as 1.49), 1,490 or 1 490
 * (read as text), 990,5 (a decimal comma). Decided from the written text.
 * `plain` is the number as the file must have it.
 */
export function numberHabit(
  written: string,
): { key: "numberThousands" | "numberDecimalComma"; plain: string } | undefined {
  const read = readNumber(written)
  // A decimal comma before more than two digits (the only habit that has them) is no price: YAML's text is
  // reported as text.
  if (!read?.habit || read.decimals > 2) return undefined
  return { key: read.habit, plain: read.plain }
}
