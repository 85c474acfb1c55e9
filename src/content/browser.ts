/**
 * The part of the content model the browser editor bundles (src/admin/): the
 * rules of a single value and the Czech messages, without the reader, the
 * images and the check, which need Node. The editor's fields refuse with the
 * same words as the check.
 */
export type { RuleName } from "./fields"
export { type MessageKey, type MessageParams, say } from "./messages"
export { characterName, LIMITS, numberHabit, ruleProblem, unprintable } from "./rules"
