/**
 * A small seeded random generator (mulberry32 over an FNV-1a hash of the
 * seed): the same seed gives the same numbers on every machine, so generated
 * files (placeholder images, the build tests' large catalogue) come out alike
 * wherever they are made.
 */
export function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
