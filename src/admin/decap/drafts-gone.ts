/**
 * The screen tells the truth once a draft turns out to be gone. When a
 * colleague publishes or discards a draft while this tab shows it, Decap's
 * state still holds the draft: its toolbar keeps offering Publikovat and
 * „Zahodit …“, and the board keeps the card. The version guards find out on
 * her next publish or discard (entry-versions.ts refuses it in Czech); then
 * the draft is forgotten here, as Decap forgets one it discarded itself. The
 * form keeps what it shows (a publish needs nothing unsaved; after a discard
 * Decap loads the entry from the site): her next save is checked against the
 * site's version, field by field.
 *
 * A first save Decap did not complete leaves a draft that never was: its
 * UNPUBLISHED_ENTRY_PERSIST_REQUEST makes an entry in the drafts' list with no
 * status, which its PERSIST_FAILURE keeps, so a refused save of an entry with no
 * draft showed „Zahodit nový koncept“ beside „Na webu“. That one is forgotten
 * too, as the refusal arrives.
 *
 * Decap's internals this file relies on (decap-cms-core 3.19): the store is
 * built with the enhancers draft-backup.ts installs (store.ts); state.editorialWorkflow holds drafts under
 * entities["collection.slug"] (reducers/editorialWorkflow.js), and
 * state.entryDraft the form, with entry.isModification set on an entry loaded
 * from a draft (backend.js) and hasChanged (reducers/entryDraft.js); the
 * toolbar (components/Editor/EditorToolbar.js) shows the draft's buttons while
 * either says there is a draft. Guarded by the browser tests of a publish and a
 * discard after a colleague's (__tests__/e2e/admin/admin-colleagues.test.ts).
 */

const DRAFT_GONE = "HEADSPA/DRAFT_GONE"
/** Decap's failed save of a draft (actions/editorialWorkflow.js), with the entry's collection and slug. */
const PERSIST_FAILURE = "UNPUBLISHED_ENTRY_PERSIST_FAILURE"

type Action = { type: string; payload?: unknown }
/** The part of an Immutable Map (Decap's state) used here. */
type ImmutableMap = {
  getIn(path: string[]): unknown
  deleteIn(path: string[]): ImmutableMap
}
type DecapState = { editorialWorkflow: ImmutableMap; entryDraft: ImmutableMap }
type Reducer = (state: DecapState | undefined, action: Action) => DecapState
type Store = { dispatch(action: Action): unknown }

type Gone = { collection: string; slug: string }

/** Decap's state without the draft of `gone`, in its list and in its form (if open). */
function withoutDraft(state: DecapState, { collection, slug }: Gone): DecapState {
  const editorialWorkflow = state.editorialWorkflow.deleteIn(["entities", `${collection}.${slug}`])
  const shown =
    state.entryDraft.getIn(["entry", "collection"]) === collection && state.entryDraft.getIn(["entry", "slug"]) === slug
  const entryDraft = shown ? state.entryDraft.deleteIn(["entry", "isModification"]) : state.entryDraft
  return { ...state, editorialWorkflow, entryDraft }
}

let store: Store | undefined

/** Decap's store learns to forget a gone draft (draft-backup.ts installs this with its own enhancer). */
export const forgettingGoneDrafts =
  <S extends Store>(createStore: (...args: unknown[]) => S) =>
  (...[reducer, ...rest]: unknown[]): S => {
    // Redux's createStore takes the root reducer first.
    const decap = reducer as Reducer
    const forgetting: Reducer = (state, action) => {
      const next = decap(state, action)
      if (action.type === DRAFT_GONE) return withoutDraft(next, action.payload as Gone)
      if (action.type === PERSIST_FAILURE) {
        const { collection, slug } = action.payload as Gone
        const draft = next.editorialWorkflow.getIn(["entities", `${collection}.${slug}`, "status"])
        // A draft that exists has its status (UNPUBLISHED_ENTRY_SUCCESS); one this save was to create has none.
        if (draft === undefined) return withoutDraft(next, { collection, slug })
      }
      return next
    }
    const created = createStore(forgetting, ...rest)
    store = created
    return created
  }

/** The draft of `collection`/`slug` no longer exists: the toolbar and the board stop offering it. */
export function forgetDraft(collection: string, slug: string): void {
  // After Decap's own failure action, which the refused call is about to dispatch.
  setTimeout(() => store?.dispatch({ type: DRAFT_GONE, payload: { collection, slug } satisfies Gone }))
}
