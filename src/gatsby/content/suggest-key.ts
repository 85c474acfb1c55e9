/** "Did you mean …?" for a misspelt field, from the keys the schema knows at that place. */
import { type ZodTypeAny, z } from "zod"

function unwrap(schema: ZodTypeAny): ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrap(schema.unwrap())
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType())
  return schema
}

function schemaAt(schema: ZodTypeAny, at: readonly (string | number)[]): ZodTypeAny | undefined {
  let current: ZodTypeAny | undefined = unwrap(schema)
  for (const key of at) {
    if (current instanceof z.ZodArray && typeof key === "number") current = unwrap(current.element)
    else if (current instanceof z.ZodObject && typeof key === "string") {
      const next: ZodTypeAny | undefined = current.shape[key]
      current = next && unwrap(next)
    } else return undefined
  }
  return current
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]
}

export function suggestKey(schema: ZodTypeAny, at: readonly (string | number)[], key: string): string | undefined {
  const target = schemaAt(schema, at)
  if (!(target instanceof z.ZodObject)) return undefined
  const candidates = Object.keys(target.shape)
    .map((known) => ({ known, score: distance(key.toLowerCase(), known.toLowerCase()) }))
    .filter(({ known, score }) => score <= Math.max(2, Math.floor(known.length / 3)))
    .sort((a, b) => a.score - b.score)
  return candidates[0]?.known
}
