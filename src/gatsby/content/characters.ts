/**
 * Every text must be printable with the site's font files, which hold only
 * what Czech needs (src/theme/font-files.ts); anything else would show in a
 * fallback font, or as an empty box.
 */
import { CZECH_EXTRA, LATIN_RANGES } from "../../theme/font-files"
import { type ContentIssue, entryLabel, fieldPath, issue, textFields } from "./issue"
import type { ContentFile } from "./read-content"

const czech = new Set(CZECH_EXTRA)

export function isPrintable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return character === "\n" || czech.has(character) || LATIN_RANGES.some(([from, to]) => code >= from && code <= to)
}

const describe = (character: string) =>
  `„${character}“ (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`

export function unprintableCharacters(f: ContentFile): ContentIssue[] {
  return [...textFields(f.data)].flatMap(([at, text]) => {
    const odd = [...new Set([...text].filter((ch) => !isPrintable(ch)))]
    if (odd.length === 0) return []
    return [
      issue({ file: f.file, entry: entryLabel(f), field: fieldPath(at) }, "unprintable", {
        characters: odd.slice(0, 10).map(describe),
      }),
    ]
  })
}
