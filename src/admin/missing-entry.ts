/**
 * An address of an entry that no longer exists (a bookmark or link to a
 * treatment since deleted or renamed, a mistyped address) says so in Czech,
 * with a link back to the list. Decap's backends answer a missing file with an
 * empty one (GitHub's getEntry swallows its 404; decap-server answers
 * data: null), so Decap would draw an empty form under the address, whose
 * Uložit would bring the file back with whatever is typed. Here the backends
 * refuse instead; Decap shows the refusal as the editor's only content (its
 * Editor.js draws an entry's load error as a lone heading, with no way out)
 * and as a notice, and the link back is added under that heading.
 * getEntry's answer and that heading are Decap's internals (decap/backend-methods.ts,
 * decap/selectors.ts).
 */
import { changeImplementations, collectionHash, type GetBackend, LOAD_ERROR_HEADING, refusal } from "./decap"
import { entryAddress } from "./entry-address"

export const ENTRY_GONE = "Tato položka už neexistuje."
export const ENTRY_GONE_DETAIL =
  "Nejspíš byla smazána nebo přejmenována a odkaz či záložka, kterou jste otevřeli, pochází z doby, kdy ještě existovala."
export const BACK_TO_LIST = "Zpět na seznam"

/** Makes the editor's backends refuse to read a file that is not there. */
export function refuseMissingEntries(getBackend: GetBackend): void {
  changeImplementations(getBackend, (implementation) => {
    const getEntry = implementation.getEntry?.bind(implementation)
    if (!getEntry) return
    implementation.getEntry = async (path) => {
      const answer = await getEntry(path)
      // No file holds no text: every entry's file has at least its required fields.
      if (!answer.data) throw refusal(ENTRY_GONE)
      return answer
    }
  })
}

const WAY_BACK = "data-entry-gone"

export const MISSING_ENTRY_STYLE = `
[${WAY_BACK}] { max-width: 40rem; margin: 0 auto; padding: 64px 24px; font: 16px/1.5 system-ui, sans-serif; }
[${WAY_BACK}] h3 { margin: 0 0 12px; font-size: 22px; }
[${WAY_BACK}] p { margin: 0 0 16px; }`

/** Adds the explanation and the link back to the list under Decap's heading of a missing entry, once. */
export function showWayBack(document: Document): void {
  for (const heading of document.querySelectorAll(LOAD_ERROR_HEADING)) {
    const box = heading.parentElement
    if (heading.textContent !== ENTRY_GONE || !box || box.hasAttribute(WAY_BACK)) continue
    const address = entryAddress(document.location.hash)
    box.setAttribute(WAY_BACK, "")
    const detail = document.createElement("p")
    detail.textContent = ENTRY_GONE_DETAIL
    const back = document.createElement("a")
    back.href = collectionHash(address?.collection)
    back.textContent = `← ${BACK_TO_LIST}`
    const line = document.createElement("p")
    line.append(back)
    heading.after(detail, line)
  }
}
