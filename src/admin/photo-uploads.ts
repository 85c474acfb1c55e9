/**
 * What reaches Decap from its photo picker's "Nahrát nový" (a file input in
 * Decap's upload button, decap/selectors.ts):
 * - the input asks the browser for the formats the site publishes alone
 *   (PHOTO_ACCEPT) instead of Decap's "image/*", so Safari hands an iPhone's
 *   HEIC photo over as a JPEG;
 * - a file that is not the picture its name promises (a HEIC that comes all
 *   the same, HEIC bytes named .jpg, a PNG named .jpg, a document) is refused
 *   before Decap sees it, with a notice in the picker that says in Czech what
 *   the file is and how to get a JPEG (photo-formats.ts). Decap would put it
 *   into the draft: a .heic then met the field's rule about a "cesta …
 *   s příponou" she never typed, and HEIC bytes named .jpg were committed and
 *   refused only by the content check of the draft;
 * - every other file gets a name no other file has (upload-names.ts).
 *
 * Decap has no hook for an upload: its media library reads the input's files
 * in React's change handler at the root. So the change event is caught on the
 * window in its capture phase, before React's listener sees it, and stopped;
 * once the files' first bytes are read (a promise), an accepted upload reaches
 * Decap as a new change event of the same input, holding the renamed files
 * (decap/events.ts: listenBeforeDecap).
 */
import { FORMAT_BYTES, imageFormat } from "../content/browser"
import { PHOTO_ACCEPT, photoRefusal } from "./photo-formats"
import { LIBRARY_TOP, listenBeforeDecap, UPLOAD_BUTTON, UPLOAD_INPUT as INPUT } from "./decap"
import { randomSuffix, uploadName } from "./upload-names"

export const REFUSED_UPLOAD_ID = "upload-refused"

/** Why `file` is refused, judged by its name and its first bytes; undefined when it is taken. */
async function refusalOf(file: File): Promise<string | undefined> {
  const bytes = await file
    .slice(0, FORMAT_BYTES)
    .arrayBuffer()
    .then(
      (buffer) => new Uint8Array(buffer),
      // A file that cannot be read is no photo the site can show.
      () => new Uint8Array(),
    )
  return photoRefusal(file.name, imageFormat(bytes))
}

/** The notice of a refused upload, under the picker's buttons; one at a time. */
function showRefusal(input: HTMLInputElement, text: string): void {
  const { ownerDocument: document } = input
  const notice = document.createElement("p")
  notice.id = REFUSED_UPLOAD_ID
  notice.setAttribute("role", "alert")
  notice.textContent = text
  const top = input.closest(LIBRARY_TOP) ?? input.closest(UPLOAD_BUTTON)?.parentElement
  top?.append(notice)
}

/** Every upload input of the page asks for the site's formats alone; Decap's ("image/*") returns when it draws one anew. */
function askForPhotoFormats(document: Document): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(INPUT)) {
    if (input.getAttribute("accept") !== PHOTO_ACCEPT) input.setAttribute("accept", PHOTO_ACCEPT)
  }
}

/**
 * Takes every upload of Decap's media library as described above. `entry` names the entry being edited, if
 * any: an accepted photo is named after it.
 */
export function receiveUploads(window: Window & typeof globalThis, entry: () => string | undefined): void {
  const { document } = window
  // The renamed files handed on to Decap: their change event goes through.
  const handedOn = new WeakSet<File>()

  async function judge(input: HTMLInputElement, files: File[]): Promise<void> {
    const refusals = (await Promise.all(files.map(refusalOf))).filter((refusal) => refusal !== undefined)
    if (refusals.length > 0) {
      // The same file chosen again is a new change.
      input.value = ""
      showRefusal(input, refusals.join(" "))
      return
    }
    const transfer = new window.DataTransfer()
    for (const file of files) {
      const named = new window.File([file], uploadName(file.name, entry(), randomSuffix()), {
        type: file.type,
        lastModified: file.lastModified,
      })
      handedOn.add(named)
      transfer.items.add(named)
    }
    input.files = transfer.files
    input.dispatchEvent(new window.Event("change", { bubbles: true }))
  }

  listenBeforeDecap(window, "change", (event) => {
    const input = event.target
    if (!(input instanceof window.HTMLInputElement) || !input.matches(INPUT)) return
    const files = Array.from(input.files ?? [])
    if (files.length === 0 || files.every((file) => handedOn.has(file))) return
    event.stopImmediatePropagation()
    document.getElementById(REFUSED_UPLOAD_ID)?.remove()
    void judge(input, files)
  })

  askForPhotoFormats(document)
  new window.MutationObserver(() => askForPhotoFormats(document)).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["accept"],
  })
}

/** The notice's look: as the notice of a refused save (refused-save.ts), in the picker's flow of rows. */
export const REFUSED_UPLOAD_STYLE = `
#${REFUSED_UPLOAD_ID} { margin: 0; padding: 10px 14px; text-align: left; font: 600 14px/1.45 system-ui, sans-serif;
  color: #7a1d1d; background: #fff5f5; border: 2px solid #d64545; border-radius: 6px; }`
