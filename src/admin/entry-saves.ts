/**
 * What a save writes: the entry the address names (entry-address.ts), with
 * exactly the uploads its fields name (entry-files.ts). Both are checked where
 * Decap hands the entry to its backend (the implementation's persistEntry, which
 * every save of a draft goes through), so no path through Decap's screens can
 * write another entry's file or a dropped upload.
 */
import { changeImplementations, type GetBackend, type PersistedEntry, type PersistOptions, refusal } from "./decap"
import { type EntryAddress, entryAddress, sameEntry } from "./entry-address"
import { assetsNamedBy } from "./entry-files"

export const ANOTHER_ENTRY =
  "Nic se neuložilo: adresa v prohlížeči patří jiné položce, než jakou ukazuje formulář. Načtěte stránku znovu (klávesa F5) a změnu udělejte znovu."

/** The entry a save writes, as an address would name it. */
function savedEntry(entry: PersistedEntry, options: PersistOptions): EntryAddress {
  return { collection: options.collectionName ?? "", slug: options.newEntry ? undefined : entry.dataFiles[0]?.slug }
}

/**
 * Makes every save check the address (`hash()`, the page's location.hash) and
 * commit only the named uploads. Returns the entry saved last, for the reload
 * rule, which lets Decap move a new entry to its new address after the save.
 */
export function checkSaves(getBackend: GetBackend, hash: () => string): () => EntryAddress | undefined {
  let saved: EntryAddress | undefined
  changeImplementations(getBackend, (implementation) => {
    const persistEntry = implementation.persistEntry
    if (!persistEntry) throw new Error("Decap's backend has no persistEntry")
    implementation.persistEntry = async (entry, options) => {
      const shown = entryAddress(hash())
      if (!shown || !sameEntry(shown, savedEntry(entry, options))) throw refusal(ANOTHER_ENTRY)
      const result = await persistEntry.call(
        implementation,
        { ...entry, assets: assetsNamedBy(entry.dataFiles, entry.assets) },
        options,
      )
      saved = { collection: options.collectionName ?? "", slug: entry.dataFiles[0]?.slug }
      return result
    }
  })
  return () => saved
}
