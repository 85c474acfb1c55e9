/**
 * Decap writes a few notices in English in its code rather than in its phrases
 * (decap-cms-core's actions/mediaLibrary.ts: "Failed to persist media: …",
 * "Failed to delete media: …"), so no locale reaches them. The notices it shows
 * (react-toastify's, in Decap's ToastContainer "notif__container") are said in
 * Czech here as they appear. Both texts are Decap's internals; a unit test
 * holds the list against Decap's source (editor-wording.test.ts).
 */

/** Decap's English notices, as they start, and what the editor says instead; `rest` is what followed. */
export const ENGLISH_NOTICES: [RegExp, (rest: string) => string][] = [
  [/^Failed to persist media: (?:Error:?\s*)?/, (rest) => `Fotku se nepodařilo nahrát${rest ? `: ${rest}` : "."}`],
  [/^Failed to delete media: (?:Error:?\s*)?/, (rest) => `Fotku se nepodařilo smazat${rest ? `: ${rest}` : "."}`],
]

/** The Czech text of a notice Decap wrote in English, or undefined for any other text. */
export function czechNotice(text: string): string | undefined {
  for (const [english, czech] of ENGLISH_NOTICES) {
    const found = english.exec(text)
    if (found) return czech(text.slice(found[0].length).trim())
  }
  return undefined
}

const NOTICES = ".notif__container"

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
