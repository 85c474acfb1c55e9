/**
 * What the editor's form says about a value, in the content check's own words
 * (messages.ts): the same rules, limits and character list the check applies to
 * the file, applied while the salon types. Numbers are read as Czech people type
 * them, so the form saves the number meant or refuses; it never saves another one.
 */
import {
  characterName,
  type MessageKey,
  type MessageParams,
  numberHabit,
  type RuleName,
  ruleProblem,
  say,
  unprintable,
} from "../content/browser"

/** A refusal: the check's message for the value. */
export type Problem = { message: string }

const problem = <K extends MessageKey>(key: K, params: MessageParams<K>): Problem => ({ message: say(key, params) })

/** What a text field of the model allows (the generator writes it into the field's config). */
export type TextSpec = { rule?: RuleName; maxLength?: number }

/**
 * The first problem of a text, in the check's order (length, rule, characters);
 * undefined when the check would pass it. An empty text is Decap's to refuse
 * (required) or to keep (optional).
 */
export function textProblem(value: unknown, { rule, maxLength }: TextSpec): Problem | undefined {
  if (typeof value !== "string" || value === "") return undefined
  // The model trims texts before it measures them.
  const length = value.trim().length
  if (maxLength !== undefined && length > maxLength) return problem("textTooLong", { max: maxLength, length })
  const broken = rule ? ruleProblem(rule, value) : undefined
  if (broken) return problem(broken as "blank", { value })
  const odd = unprintable(value)
  if (odd.length > 0) return problem("unprintable", { characters: odd.slice(0, 10).map(characterName) })
  return undefined
}

/** What a number field of the model allows. */
export type NumberSpec = { min?: number; max?: number; integer: boolean; unit?: string; rule?: RuleName }

/** A unit or a Czech price ending typed after the number: Kč, ,- (whole crowns), min. */
const TYPED_ENDING = /\s*(?:kč|czk|,-|,–|min\.?|minut[ay]?)$/i

/**
 * The number a Czech person means by what she typed, or why it cannot be told:
 * - digits, with spaces, dots or commas between thousands (1 490, 1.490, 1,290.00): the groups are
 *   thousands, as the content check reads them (numberHabit);
 * - a decimal comma (990,5) or a decimal dot with one or two digits (990.50);
 * - a comma followed by three digits alone (1,490) is a decimal comma in Czech (1,49 Kč) and thousands
 *   in English (1490 Kč): refused, as a price with more than two decimals, never guessed.
 */
export function readTypedNumber(typed: string): { number: number } | { problem: "expectedNumber" | "decimals" } {
  let text = typed.trim()
  for (let i = 0; i < 2; i++) text = text.replace(TYPED_ENDING, "")
  text = text.trim()
  if (/^\d+$/.test(text)) return { number: Number(text) }
  const decimal = /^(\d+)([.,])(\d+)$/.exec(text)
  if (decimal) {
    const [, whole, mark, digits] = decimal
    // 1.490: a Czech thousands dot, as the check reads it.
    if (mark === "." && digits.length === 3) return { number: Number(`${whole}${digits}`) }
    if (digits.length > 2) return { problem: "decimals" }
    return { number: Number(`${whole}.${digits}`) }
  }
  const habit = numberHabit(text)
  if (habit?.key === "numberThousands") return { number: Number(habit.plain) }
  return { problem: "expectedNumber" }
}

/** The first problem of a number (the check's messages), or undefined when the check would pass it. */
export function numberProblem(value: unknown, spec: NumberSpec): Problem | undefined {
  if (value === undefined || value === null || value === "") return undefined
  let number: number
  if (typeof value === "number") number = value
  else {
    const read = readTypedNumber(String(value))
    if ("problem" in read) {
      if (read.problem === "expectedNumber") return problem("expectedNumber", { value })
      return spec.integer ? problem("wholeNumber", { value }) : problem("priceDecimals", { value })
    }
    number = read.number
  }
  if (spec.integer && !Number.isInteger(number)) return problem("wholeNumber", { value })
  const { min, max, unit } = spec
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
    if (min !== undefined && max !== undefined) return problem("numberRange", { value: number, min, max, unit })
    if (min !== undefined) return problem("numberMin", { value: number, min })
  }
  const broken = spec.rule ? ruleProblem(spec.rule, String(number)) : undefined
  if (broken) return problem(broken as "priceDecimals", { value })
  return undefined
}
