/**
 * Display formats the salon uses. Prices follow the booking system's style
 * (thousands comma, two decimals): 1,290.00 Kč. A non-breaking space keeps the
 * number and its unit on one line.
 */
const NBSP = "\u00a0"

/**
 * 1290 → 1,290.00 Kč, as Intl.NumberFormat("en-US") with two decimals would
 * write it (a test compares the two). Written out because the first
 * Intl.NumberFormat a browser tab creates loads ICU's number data: 50–80 ms on
 * the main thread, measured in Chromium, which this module paid on every page
 * as it loaded. Prices have at most two decimals (the content check), so
 * toFixed(2) rounds nothing.
 */
export function formatPrice(crowns: number): string {
  const [whole, cents] = crowns.toFixed(2).split(".")
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${cents}${NBSP}Kč`
}

export function formatDuration(minutes: number): string {
  return `${minutes}${NBSP}min`
}

export type PluralForms = { one: string; few: string; many: string }

/** The Czech plural rule, the one place it is written: 1 procedura, 2–4 procedury, 0 and 5+ procedur. */
export function pluralForm(count: number, forms: PluralForms): string {
  return count === 1 ? forms.one : count >= 2 && count <= 4 ? forms.few : forms.many
}

/** The count and its word, kept on one line: 3 procedury. */
export function pluralCs(count: number, forms: PluralForms): string {
  return `${count}${NBSP}${pluralForm(count, forms)}`
}

/** A phone number or postcode as shown: its groups never break across lines. */
export function keepTogether(text: string): string {
  return text.trim().replace(/\s+/g, NBSP)
}

/** The phone number as a tel: address, without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}
