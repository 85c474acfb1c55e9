/**
 * The entry on screen is the entry saved, however the editor got there.
 *
 * Decap loads an entry when its editor opens (decap-cms-core's Editor.js,
 * componentDidMount) and keeps that editor when the address changes to another
 * entry: a pasted link or bookmark in the same tab, Back or Forward. The address
 * then names one entry while the form shows (and Uložit writes, and Publikovat
 * publishes) another; a file entry (Kontakt, Web…) shows another file's fields
 * filled from the first file's values. Decap cannot switch entries in place, so:
 * - a change of the address from one entry (or new entry) to another reloads the
 *   page, which opens the entry the address names; Decap's one own change of that
 *   kind, from a new entry to the address it was just saved under, is left alone;
 * - a save whose entry is not the one the address names is refused (entry-saves.ts),
 *   for when the reload did not happen (the browser's "leave page?" answered No).
 * Decap's addresses and how its router hears a change are its internals
 * (decap/routes.ts, decap/events.ts).
 */
import { ENTRY_ROUTE, listenBeforeDecap, NEW_ENTRY_ROUTE } from "./decap"

/** An entry as the editor's address names it: its collection, and its slug, or none for a new entry. */
export type EntryAddress = { collection: string; slug?: string }

/** The entry the editor's address (`#/collections/team/entries/bara?ref=workflow`) names, if it names one. */
export function entryAddress(hash: string): EntryAddress | undefined {
  const route = decodeURI(hash.replace(/^#/, "").split("?")[0])
  const entry = ENTRY_ROUTE.exec(route)
  if (entry) return { collection: entry[1], slug: entry[2] }
  const created = NEW_ENTRY_ROUTE.exec(route)
  return created ? { collection: created[1] } : undefined
}

export const sameEntry = (a: EntryAddress, b: EntryAddress) => a.collection === b.collection && a.slug === b.slug

/**
 * Whether going from address `from` to `to` leaves Decap's editor showing the
 * entry of `from`: both name an entry, a different one, and it is not Decap
 * moving a new entry to the address `saved` (the entry it has just saved).
 */
export function keepsFormOfAnotherEntry(from: string, to: string, saved: EntryAddress | undefined): boolean {
  const before = entryAddress(from)
  const after = entryAddress(to)
  if (!before || !after || sameEntry(before, after)) return false
  const savedNewEntry = before.slug === undefined && saved !== undefined && sameEntry(after, saved)
  return !savedNewEntry
}

/**
 * Reloads the editor when its address moves to another entry. The listener runs
 * in the capture phase, before Decap's router (history's hashchange listener),
 * and stops the event there, so Decap never draws the other entry's address
 * around the form of the first; the reload then asks the browser's own "leave
 * page?" when there are unsaved changes (Decap's beforeunload handler).
 */
export function reloadOnEntryChange(window: Window, saved: () => EntryAddress | undefined): void {
  listenBeforeDecap(window, "hashchange", (event) => {
    if (!keepsFormOfAnotherEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash, saved())) return
    event.stopImmediatePropagation()
    window.location.reload()
  })
}
