/** "Did you mean": the known word closest to a misspelt one, if it is close enough. */

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

/** Case, dashes and underscores do not count: wellness-specialist is close to wellnessSpecialist. */
const normalise = (word: string) => word.toLowerCase().replace(/[-_\s]/g, "")

export function closest(word: string, known: readonly string[]): string | undefined {
  if (word.length > 100) return undefined
  return known
    .map((candidate) => ({ candidate, score: distance(normalise(word), normalise(candidate)) }))
    .filter(({ candidate, score }) => score <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.score - b.score)[0]?.candidate
}
