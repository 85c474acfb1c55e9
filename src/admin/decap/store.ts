/**
 * Decap's Redux store, as draft-backup.ts reaches it: decap-cms-core (3.19, the
 * core of Decap 3.16) documents none of this.
 * - redux/index.js creates the store with redux-devtools-extension's
 *   composeWithDevTools, which is the function
 *   window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ when that is set as the module
 *   loads: that is where a store enhancer comes in (enhanceDecapStore), so it
 *   must be installed before decap-cms-core is imported (registry.ts);
 * - actions/entries.js: the action types below and their payloads;
 * - reducers/entryDraft.js: state.entryDraft, an Immutable Map of `entry`
 *   (collection, slug, newRecord, data, meta, mediaFiles), `hasChanged` and
 *   `localBackup`; DRAFT_CREATE_FROM_LOCAL_BACKUP makes the form the backup's,
 *   marked changed;
 * - components/Editor/Editor.js: on mount it reads the backup
 *   (retrieveLocalBackup) and loads the entry (loadEntry, withWorkflow.js's
 *   loadUnpublishedEntry) at once, each ending in an action below; on OK to its
 *   question it dispatches DRAFT_CREATE_FROM_LOCAL_BACKUP; it dispatches
 *   DRAFT_DISCARD when it closes;
 * - actions/editorialWorkflow.js and entries.js: a failed save or publish
 *   rejects with the failure action it dispatched.
 * The browser tests of admin-backup.test.ts fail first when any of the store's
 * part changes ("keeps every field she typed through a reload once OK is
 * pressed…"); the failure actions' names, admin-colleagues.test.ts, "says in
 * Czech that a publish without a connection published nothing…" (its unhandled
 * rejection fails the test's check of the page's errors).
 */

export const DECAP_ACTION = {
  /** A draft of an entry loaded from the backend, replacing the form (loadEntry, loadUnpublishedEntry). */
  fromEntry: "DRAFT_CREATE_FROM_ENTRY",
  /** A new entry's empty draft (createEmptyDraft). */
  empty: "DRAFT_CREATE_EMPTY",
  /** Decap's backup, read from IndexedDB, kept aside for its question (retrieveLocalBackup). */
  backupRead: "DRAFT_LOCAL_BACKUP_RETRIEVED",
  /** OK to the question: the form becomes the backup, changed (loadLocalBackup). */
  backupLoaded: "DRAFT_CREATE_FROM_LOCAL_BACKUP",
  /** The editor closed (Editor.js componentWillUnmount). */
  discard: "DRAFT_DISCARD",
} as const

/** A failed save, publish or discard of Decap's (UNPUBLISHED_ENTRY_PERSIST_FAILURE, ENTRY_PERSIST_FAILURE…). */
const FAILURE_ACTION = /^UNPUBLISHED_ENTRY_\w+_FAILURE$|^ENTRY_\w+_FAILURE$/

/**
 * A failed save or publish Decap has already told her about in its notice: its thunk rejects with the failure action
 * it dispatched (e.g. `Promise.reject(dispatch(unpublishedEntryPersistedFail(…)))`), which the toolbar's click handler
 * leaves unhandled.
 */
export const isReportedFailure = (reason: unknown) =>
  typeof reason === "object" && reason !== null && FAILURE_ACTION.test(String((reason as { type?: unknown }).type))

/** An entry as Decap's Entry value object has it (valueObjects/Entry.js), in plain JavaScript. */
export type PlainEntry = {
  collection: string
  slug: string
  newRecord?: boolean
  data: unknown
  meta?: unknown
  mediaFiles?: unknown[]
}
export type DecapAction = { type: string; payload?: { entry?: PlainEntry } }
/** The part of an Immutable Map (Decap's state) read here. */
export type ImmutableMap = { get(key: string): unknown; toJS(): unknown }
export type DecapState = { entryDraft: ImmutableMap }
export type DecapStore = { getState(): DecapState; dispatch(action: DecapAction): unknown }
type CreateStore = (...args: unknown[]) => DecapStore
export type StoreEnhancer = (createStore: CreateStore) => CreateStore

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: StoreEnhancer[]) => StoreEnhancer
  }
}

/**
 * Adds `enhancer` to the store Decap creates in `target`, innermost, so it sees every action that reaches the
 * reducers. Runs before decap-cms-core loads.
 */
export function enhanceDecapStore(target: Window, ...ours: StoreEnhancer[]): void {
  const devTools = target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
  target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers) => {
    // Decap's enhancers (its middleware) outside, ours innermost; Redux DevTools, when installed, as before.
    const all = [...enhancers, ...ours]
    return devTools ? devTools(...all) : (createStore) => all.reduceRight((made, enhance) => enhance(made), createStore)
  }
}

/** The entry of the form in Decap's state.entryDraft, if one is loaded. */
export function draftEntry(draft: ImmutableMap): PlainEntry | undefined {
  const entry = draft.get("entry") as ImmutableMap | undefined
  const plain = entry?.toJS() as Partial<PlainEntry> | undefined
  return plain && typeof plain.collection === "string" ? (plain as PlainEntry) : undefined
}

/** Whether the form in Decap's state.entryDraft has changes not saved. */
export const draftHasChanged = (draft: ImmutableMap) => draft.get("hasChanged") === true
