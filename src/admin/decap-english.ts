/**
 * Decap writes a few notices in English in its code rather than in its phrases
 * (decap/english-notices.ts), so no locale reaches them. The notices it shows
 * (decap/selectors.ts) are said in Czech here as they appear.
 */
import { DECAP_ENGLISH, NOTICES } from "./decap"

/** A notice's start, with an error's "Error:" after it (Decap writes the error as `${error}`). */
const starting = (english: string) => new RegExp(`^${english}(?:Error:?\\s*)?`)

/** Decap's English notices, as they start, and what the editor says instead; `rest` is what followed. */
export const ENGLISH_NOTICES: [RegExp, (rest: string) => string][] = [
  [starting(DECAP_ENGLISH.persistMedia), (rest) => `Fotku se nepodařilo nahrát${rest ? `: ${rest}` : "."}`],
  [starting(DECAP_ENGLISH.deleteMedia), (rest) => `Fotku se nepodařilo smazat${rest ? `: ${rest}` : "."}`],
]

/** The Czech text of a notice Decap wrote in English, or undefined for any other text. */
export function czechNotice(text: string): string | undefined {
  for (const [english, czech] of ENGLISH_NOTICES) {
    const found = english.exec(text)
    if (found) return czech(text.slice(found[0].length).trim())
  }
  return undefined
}

/** Says each of Decap's English notices in Czech as it is drawn. */
export function translateNotices(document: Document): void {
  const translate = () => {
    for (const notices of document.querySelectorAll(NOTICES)) {
      const walker = document.createTreeWalker(notices, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const czech = czechNotice(node.nodeValue ?? "")
        if (czech !== undefined) node.nodeValue = czech
      }
    }
  }
  new MutationObserver(translate).observe(document.body, { childList: true, subtree: true, characterData: true })
}
