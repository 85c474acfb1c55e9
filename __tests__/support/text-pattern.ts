/**
 * A pattern for a content text as it reaches the page, where any run of spaces
 * (non-breaking ones included, which Czech typography puts after one-letter
 * words) may stand for any other.
 */
export function textPattern(
  text: string,
  { whole = false, start = whole }: { whole?: boolean; start?: boolean } = {},
): RegExp {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  return new RegExp(`${start ? "^" : ""}${words.join("\\s+")}${whole ? "$" : ""}`)
}
