/**
 * Nothing the editor does reaches the main branch except publishing a draft.
 * Decap writes to main in two places outside the editorial workflow: "Smazat
 * označené" in the photo picker (a commit deleting the file, even a photo a
 * page still shows) and an upload in the Média tab, where no draft is open (a
 * commit adding it). Inside a draft, an upload goes into the draft and a
 * removed photo is a changed field, so neither needs the backend's own calls.
 *
 * Decap has no setting for either, so the backends it may use refuse those two
 * calls in Czech, and the buttons that start them are hidden (editor-chrome.ts).
 * Photos no page uses any more are listed for the web person by `npm run check:content`.
 */
import { changeImplementations, type GetBackend, refusal } from "./decap"

export const NO_DELETE =
  "Fotky se v editoru nemažou: fotka zmizí z webu, když ji v konceptu odeberete z pole nebo nahradíte jinou. Nepoužité fotky ze složky smaže správce webu."
export const NO_UPLOAD_OUTSIDE_DRAFT =
  "Fotku nahrajte přímo v poli formuláře (např. Fotka u člena týmu); uloží se do konceptu spolu se změnou."

/** Makes the backends Decap may pick refuse the two calls that would commit straight to main. */
export function keepWritesInDrafts(getBackend: GetBackend): void {
  changeImplementations(getBackend, (implementation) => {
    implementation.deleteFiles = () => Promise.reject(refusal(NO_DELETE))
    implementation.persistMedia = () => Promise.reject(refusal(NO_UPLOAD_OUTSIDE_DRAFT))
  })
}
