/**
 * Nothing she typed is lost: what the form holds unsaved is kept in the
 * browser on every change, and offered back when the entry opens again.
 *
 * Decap keeps a local backup of its own, and loses it two ways:
 * - its question „Prohlížeč má z minula rozepsané změny…“ comes as soon as the
 *   backup is read, while the entry is still loading; OK puts the backup into
 *   the form, and the entry arriving a moment later replaces it with the saved
 *   version, which then reads „Žádné neuložené změny“;
 * - it writes the backup 2 s after the last change, into IndexedDB, which is
 *   asynchronous: a reload or a closed tab within those 2 s (or before the
 *   write completes) keeps nothing.
 * So the editor keeps its own copy instead: the form's values, written into
 * localStorage on every change of the form and again when the page is hidden or
 * unloads. localStorage is written synchronously: the copy is complete the
 * moment a key has changed the form, so a reload or a closed tab right after it
 * (which runs no more script, or too little for an IndexedDB transaction to
 * commit) still finds it; the values are a few kB. Decap's backup read from
 * IndexedDB never reaches the form by itself: once the entry has loaded,
 * Decap's own question is asked for this copy (with the photos Decap's backup
 * kept, which localStorage cannot hold). OK keeps the text, marked unsaved,
 * until it is saved; Zrušit discards it. Leaving the entry in the editor keeps
 * it too, as the question before leaving says (locale.ts).
 */
import {
  DECAP_ACTION as ACTION,
  type DecapAction as Action,
  type DecapStore as Store,
  draftEntry as entryOf,
  draftHasChanged,
  enhanceDecapStore,
  forgettingGoneDrafts,
  type ImmutableMap,
  onDecapQuestion,
  type PlainEntry,
  type StoreEnhancer as Enhancer,
} from "./decap"
import { restoredValues, typedOver } from "./restored-fields"
import { phrase } from "./locale"

// Decap's store, its actions and its question about a backup, as this file assumes them: decap/store.ts, events.ts.

/**
 * What is kept of a form: its values, the values it started from (as loaded or last saved: what she changed is
 * where they differ), and the names of the photos it had (uploads among them, held in memory).
 */
type Kept = { data: unknown; base?: unknown; meta?: unknown; photos?: string[] }
/** The entry a form is of; a new entry's slug is "" (the form of a new entry in that collection). */
type EntryKey = { collection: string; slug: string }

const STORAGE_PREFIX = "headspa-editor-unsaved:"
const storageKey = ({ collection, slug }: EntryKey) => `${STORAGE_PREFIX}${collection}/${slug}`
const entryKey = (entry: PlainEntry): EntryKey => ({
  collection: entry.collection,
  slug: entry.newRecord ? "" : entry.slug,
})

/** The unsaved values of forms, in `storage` (localStorage); a failing storage keeps nothing and breaks nothing. */
function keptForms(storage: () => Storage) {
  return {
    read(key: EntryKey): Kept | undefined {
      try {
        const text = storage().getItem(storageKey(key))
        const kept = text === null ? undefined : (JSON.parse(text) as Partial<Kept>)
        return kept && "data" in kept
          ? { data: kept.data, base: kept.base, meta: kept.meta, photos: kept.photos }
          : undefined
      } catch {
        return undefined
      }
    },
    write(key: EntryKey, kept: Kept): void {
      try {
        storage().setItem(storageKey(key), JSON.stringify(kept))
      } catch (error) {
        console.warn("The form's unsaved values could not be kept in the browser", error)
      }
    },
    remove(key: EntryKey): void {
      try {
        storage().removeItem(storageKey(key))
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  }
}

/** The file name of one of an entry's media files (Decap's mediaFiles: { path, … }). */
const photoName = (file: unknown): string | undefined => {
  const path = (file as { path?: unknown } | null)?.path
  return typeof path === "string" ? path.split("/").pop() : undefined
}
const photoNames = (mediaFiles: unknown[] | undefined): string[] =>
  (mediaFiles ?? []).map(photoName).filter((name) => name !== undefined)

/**
 * The kept values with every value naming a photo that is gone (`gone`: an upload the page held in memory, not
 * saved and not in Decap's backup) set back to the saved value (`saved`), so no field names a file that is not there.
 */
function withoutGonePhotos(kept: unknown, saved: unknown, gone: Set<string>): unknown {
  if (typeof kept === "string") return gone.has(kept.split("/").pop() ?? kept) ? saved : kept
  if (Array.isArray(kept)) {
    const savedItems: unknown[] = Array.isArray(saved) ? saved : []
    return kept.map((value, index) => withoutGonePhotos(value, savedItems[index], gone))
  }
  if (kept !== null && typeof kept === "object") {
    const savedFields = saved !== null && typeof saved === "object" ? (saved as Record<string, unknown>) : {}
    return Object.fromEntries(
      Object.entries(kept).map(([name, value]) => [name, withoutGonePhotos(value, savedFields[name], gone)]),
    )
  }
  return kept
}

/** Told when she takes a kept form back: its entry's key (collection/slug) and the fields she had typed over. */
let onRestored: ((key: string, typedOver: Record<string, unknown>) => void) | undefined
export function whenRestored(listener: typeof onRestored): void {
  onRestored = listener
}

/**
 * The store enhancer that keeps every form's unsaved values (`forms`) and offers them back through Decap's own
 * question once the entry has loaded; `asked` tells it the answer to that question.
 */
function keepingForms(forms: ReturnType<typeof keptForms>) {
  /** Until the draft of the entry just opened has loaded, nothing is kept or offered. */
  let loading = true
  /** Decap's backup of the entry being opened, for the photos it keeps (Decap's own mediaFiles). */
  let decapBackup: PlainEntry | undefined
  /** The form offered back, until she has answered, with the fields a colleague changed too. */
  let offered: EntryKey | undefined
  let offeredOver: Record<string, unknown> = {}
  let store: Store | undefined
  const ownActions = new WeakSet<Action>()
  /** Each form's values when it last had no unsaved change: what her changes are made against. */
  const clean = new Map<string, unknown>()
  const cleanKey = (key: EntryKey) => `${key.collection}/${key.slug}`

  /** The form's values kept as they are now: those of a changed form, none of an unchanged one. */
  function keep(draft: ImmutableMap): void {
    const entry = entryOf(draft)
    if (!entry) return
    const key = entryKey(entry)
    if (draftHasChanged(draft)) {
      const base = clean.get(cleanKey(key))
      forms.write(key, { data: entry.data, base, meta: entry.meta, photos: photoNames(entry.mediaFiles) })
      return
    }
    clean.set(cleanKey(key), entry.data)
    if (!offered) {
      // Saved, discarded or typed back to the saved values; a question not answered yet keeps what it offers.
      forms.remove(key)
    }
  }

  /** Decap's question about the kept values of the entry just loaded, if there are any other than the saved ones. */
  function offer(dispatch: (action: Action) => unknown, draft: ImmutableMap): void {
    const entry = entryOf(draft)
    const key = entry && entryKey(entry)
    const kept = key && forms.read(key)
    const photos = decapBackup?.mediaFiles
    decapBackup = undefined
    if (!entry || !key) return
    clean.set(cleanKey(key), entry.data)
    if (!kept) return
    // An upload lives in the page's memory until it is saved; Decap's backup has it once written, 2 s later.
    const loaded = new Set(photoNames(entry.mediaFiles))
    const here = new Set([...loaded, ...photoNames(photos)])
    const gone = new Set((kept.photos ?? []).filter((name) => !here.has(name)))
    const typed = gone.size > 0 ? withoutGonePhotos(kept.data, entry.data, gone) : kept.data
    const data = kept.base === undefined ? typed : restoredValues(entry.data, typed, kept.base)
    if (JSON.stringify(data) === JSON.stringify(entry.data)) {
      forms.remove(key)
      return
    }
    const restored: PlainEntry = {
      ...entry,
      data,
      ...(kept.meta !== undefined && { meta: kept.meta }),
      // The entry's media files and the uploads Decap's backup brought back, whose pictures it has loaded.
      mediaFiles: [...(entry.mediaFiles ?? []), ...(photos ?? []).filter((file) => !loaded.has(photoName(file) ?? ""))],
    }
    offered = key
    offeredOver = kept.base === undefined ? {} : typedOver(entry.data, typed, kept.base)
    const action: Action = { type: ACTION.backupRead, payload: { entry: restored } }
    ownActions.add(action)
    dispatch(action)
  }

  const enhancer: Enhancer =
    (createStore) =>
    (...args) => {
      const created = createStore(...args)
      const dispatch = (action: Action): unknown => {
        if (action.type === ACTION.backupRead && !ownActions.has(action)) {
          // Decap's backup never goes into the form by itself: its question would come before the entry has loaded.
          if (loading) decapBackup = action.payload?.entry
          return action
        }
        const before = created.getState().entryDraft
        const result = created.dispatch(action)
        const draft = created.getState().entryDraft
        if (action.type === ACTION.discard) {
          loading = true
          decapBackup = undefined
          offered = undefined
        } else if (loading) {
          if (action.type === ACTION.fromEntry || action.type === ACTION.empty) {
            loading = false
            offer(dispatch, draft)
          }
        } else {
          if (action.type === ACTION.backupLoaded) offered = undefined
          if (draft !== before) keep(draft)
        }
        return result
      }
      store = { ...created, dispatch }
      return store
    }

  return {
    enhancer,
    /** She answered Decap's question about a kept form: Zrušit discards it. */
    asked(restore: boolean): void {
      if (!offered) return
      if (!restore) forms.remove(offered)
      else onRestored?.(cleanKey(offered), offeredOver)
      offered = restore ? offered : undefined
    },
    /** The form kept once more as it is, when the page may be going. */
    flush(): void {
      if (!loading && store) keep(store.getState().entryDraft)
    },
  }
}

/**
 * Keeps the editor's unsaved forms in the page's localStorage. Runs before Decap loads (index.tsx imports this
 * file first): Decap's store takes the enhancer as it is created.
 */
export function keepUnsavedForms(target: Window): void {
  const forms = keepingForms(keptForms(() => target.localStorage))
  enhanceDecapStore(target, forms.enhancer, forgettingGoneDrafts)
  onDecapQuestion(target, phrase("editor.editor.confirmLoadBackup"), (answer) => forms.asked(answer))

  for (const event of ["pagehide", "beforeunload"]) target.addEventListener(event, () => forms.flush())
  target.document.addEventListener("visibilitychange", () => {
    if (target.document.visibilityState === "hidden") forms.flush()
  })
}

keepUnsavedForms(window)
