/**
 * The few checks node:assert does not have, worded as the tests read them:
 * a text or list that holds a value, and an object that holds at least these
 * properties (each compared deeply, a regular expression matched against a text).
 */
import assert from "node:assert/strict"

/** A text or a list; anything else holds nothing (and fails the check that it does). */
const holds = (actual: unknown, value: unknown) =>
  typeof actual === "string" ? actual.includes(String(value)) : Array.isArray(actual) && actual.includes(value)

export function assertIncludes(actual: unknown, expected: unknown): void {
  assert.ok(holds(actual, expected), `expected ${JSON.stringify(actual)}\nto include ${JSON.stringify(expected)}`)
}

export function assertExcludes(actual: unknown, unexpected: unknown): void {
  assert.ok(
    typeof actual === "string" || Array.isArray(actual),
    `expected a text or a list, got ${JSON.stringify(actual)}`,
  )
  assert.ok(
    !holds(actual, unexpected),
    `expected ${JSON.stringify(actual)}\nnot to include ${JSON.stringify(unexpected)}`,
  )
}

/** Each property of `expected` as `actual` has it: a RegExp matches a text, anything else is deeply equal. */
export function assertMatchesObject(actual: unknown, expected: Record<string, unknown>): void {
  assert.ok(actual !== null && typeof actual === "object", `expected an object, got ${JSON.stringify(actual)}`)
  for (const [key, value] of Object.entries(expected)) {
    const own: unknown = (actual as Record<string, unknown>)[key]
    if (value instanceof RegExp) assert.match(String(own), value, `${key}: ${JSON.stringify(own)}`)
    else assert.deepEqual(own, value, key)
  }
}
