/**
 * Nothing the editor does reaches the main branch except publishing a draft.
 * Decap writes to main in two places outside the editorial workflow: "Smazat
 * označené" in the photo picker (a commit deleting the file, even a photo a
 * page still shows) and an upload in the Média tab, where no draft is open (a
 * commit adding it). Inside a draft, an upload goes into the draft and a
 * removed photo is a changed field, so neither needs the backend's own calls.
 *
 * Decap has no setting for either, so the backends it may use (GitHub; the
 * local decap-server, "proxy") refuse those two calls in Czech, and the
 * buttons that start them are hidden (editor-chrome.ts). Photos no page uses
 * any more are listed for the web person by `npm run check:content`.
 */

type Implementation = {
  deleteFiles?: (paths: string[], message: string) => Promise<unknown>
  persistMedia?: (file: unknown, options: unknown) => Promise<unknown>
}
type RegistryBackend = { init: (...args: unknown[]) => Implementation }

const NO_DELETE =
  "Fotky se v editoru nemažou: fotka zmizí z webu, když ji v konceptu odeberete z pole nebo nahradíte jinou. Nepoužité fotky ze složky smaže správce webu."
const NO_UPLOAD_OUTSIDE_DRAFT =
  "Fotku nahrajte přímo v poli formuláře (např. Fotka u člena týmu); uloží se do konceptu spolu se změnou."

/** Makes the backends Decap may pick refuse the two calls that would commit straight to main. */
export function keepWritesInDrafts(getBackend: (name: string) => RegistryBackend | undefined): void {
  for (const name of ["github", "proxy"]) {
    const backend = getBackend(name)
    if (!backend) throw new Error(`Decap backend "${name}" is not registered`)
    const init = backend.init
    // The registry hands out this object, so its init is the one Decap calls when it starts the backend.
    backend.init = (...args) => {
      const implementation = init(...args)
      implementation.deleteFiles = () => Promise.reject(new Error(NO_DELETE))
      implementation.persistMedia = () => Promise.reject(new Error(NO_UPLOAD_OUTSIDE_DRAFT))
      return implementation
    }
  }
}
