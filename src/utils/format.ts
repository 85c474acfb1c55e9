/**
 * Display formats the salon uses. Prices follow the booking system's style
 * (thousands comma, two decimals): 1,290.00 Kč. A non-breaking space keeps the
 * number and its unit on one line.
 */
const NBSP = "\u00a0"

const priceNumber = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatPrice(crowns: number): string {
  return `${priceNumber.format(crowns)}${NBSP}Kč`
}

export function formatDuration(minutes: number): string {
  return `${minutes}${NBSP}min`
}

export type PluralForms = { one: string; few: string; many: string }

/** Czech plural: 1 procedura, 2–4 procedury, 0 and 5+ procedur. */
export function pluralCs(count: number, forms: PluralForms): string {
  const form = count === 1 ? forms.one : count >= 2 && count <= 4 ? forms.few : forms.many
  return `${count}${NBSP}${form}`
}

/** A phone number or postcode as shown: its groups never break across lines. */
export function keepTogether(text: string): string {
  return text.trim().replace(/\s+/g, NBSP)
}

/** The phone number as a tel: address, without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}
