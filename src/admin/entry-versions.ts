/**
 * Every save and every publish knows what it was based on.
 *
 * Decap writes the whole file from the form and publishes whatever the draft's
 * branch holds, so two colleagues (or two tabs) on one entry overwrite each other
 * silently. Here the backend remembers, per entry, the version this tab showed:
 * - the draft the editor loaded (decap-cms-core's loadUnpublishedEntry asks
 *   unpublishedEntry with the collection and slug; the board asks with an id), or
 *   the file on main where there was no draft (getEntry);
 * - after a save, the file as written from the form.
 * A save first reads the entry as it is now (draft, else main) and merges her
 * changed fields onto it (field-merge.ts), or refuses with the fields both sides
 * changed; a publish of a draft that changed since this tab last read it is
 * refused. Both backends go through the same implementation methods (decap-cms-
 * lib-util's Implementation), so GitHub behaves as decap-server does.
 */
import {
  type DraftInfo,
  isMissingFile as missing,
  isNoDraft as noDraft,
  refusal,
  type VersionedImplementation,
} from "./decap"
import { type Conflict, type Decision, type Fields, type Merge, mergeSave } from "./field-merge"

// What the guards read and wrap, as Decap's backends have them.
export type { DraftInfo, VersionedImplementation } from "./decap"

/** The entry as it is now: its draft, if it has one, and its file on main (null where there is none). */
export type Current = { draft: { raw: string; info: DraftInfo } | null; main: string | null }

/** A save that wrote, with what else had changed meanwhile. */
export type Saved = { key: string; theirsChanged: string[]; changedBy?: DraftInfo }
/** A save refused because a field both sides changed waits for her decision, or the entry is gone. */
export type Refused =
  | { key: string; kind: "conflict"; conflicts: Conflict[]; changedBy?: DraftInfo; live: boolean }
  | { key: string; kind: "deleted" }
  | { key: string; kind: "notice"; message: string }

/** What the save and publish guards tell the screen (version-notices.ts shows it). */
export type VersionEvents = {
  saved: (saved: Saved) => void
  refused: (refused: Refused) => void
  /** The form has loaded an entry, with its draft or without one. */
  draftShown?: (info: DraftInfo | undefined) => void
  /** A publish or discard found the entry's draft gone (published or discarded elsewhere). */
  draftGone?: (collection: string, slug: string) => void
}

export const entryKey = (collection: string, slug: string) => `${collection}/${slug}`

export const PUBLISH_CHANGED =
  "Nic se nezveřejnilo: koncept se změnil od chvíle, kdy jste ho otevřela (uložil ho někdo jiný nebo jiná karta prohlížeče). Načtěte stránku znovu (klávesa F5), prohlédněte si koncept a zveřejněte ho znovu."
export const PUBLISH_UNSEEN =
  "Nic se nezveřejnilo: koncept obsahuje i změnu z jiného okna, kterou formulář neukazuje. Načtěte stránku znovu (klávesa F5), prohlédněte si celý koncept a zveřejněte ho znovu."
export const PUBLISH_GONE =
  "Nic se nezveřejnilo: koncept už neexistuje, někdo ho mezitím zveřejnil nebo zahodil. Načtěte stránku znovu (klávesa F5) a podívejte se, co je teď na webu."
export const SAVE_OFFLINE =
  "Nic se neuložilo: nepodařilo se spojit se serverem. Zkontrolujte připojení k internetu a stiskněte Uložit znovu; vaše texty zůstávají ve formuláři."
export const PUBLISH_OFFLINE =
  "Nic se nezveřejnilo: nepodařilo se spojit se serverem. Zkontrolujte připojení k internetu a stiskněte Publikovat znovu; koncept zůstává uložený."

/** A call that did not reach the backend or got no answer: the browser's fetch failing, a server error. */
const unreachable = (error: unknown) =>
  error instanceof TypeError || ((error as { status?: number })?.status ?? 0) >= 500

/** Runs a backend call, saying in Czech what a failed connection means for her. */
async function reaching<T>(call: () => Promise<T>, offline: string): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw unreachable(error) ? refusal(offline) : error
  }
}

export const DISCARD_NONE =
  "Nic se nezahodilo: tato položka koncept nemá, nejspíš ho mezitím někdo zveřejnil nebo zahodil. Načtěte stránku znovu (klávesa F5) a podívejte se, co je teď na webu."

export const SAVE_CONFLICT =
  "Nic se neuložilo: stejné pole mezitím změnil někdo jiný. Vpravo nahoře vyberte, kterou hodnotu ponechat, a uložte znovu."
export const SAVE_PUBLISHED =
  "Nic se neuložilo: koncept této položky mezitím někdo zveřejnil nebo zahodil. Vpravo nahoře vyberte, kterou hodnotu ponechat, a uložte znovu."
export const SAVE_DELETED =
  "Nic se neuložilo: tato položka mezitím z webu zmizela (její soubor někdo smazal). Vaše texty zůstávají ve formuláři; zkopírujte si je a obraťte se na správce webu."

/**
 * Wraps one implementation's reads and writes; `shownKey()` is the entry the editor's
 * address names (the board publishes from elsewhere), `events` tells the screen.
 */
export function trackVersions(
  implementation: VersionedImplementation,
  shownKey: () => string | undefined,
  events: VersionEvents,
) {
  const original = {
    getEntry: implementation.getEntry.bind(implementation),
    unpublishedEntry: implementation.unpublishedEntry.bind(implementation),
    dataFile: implementation.unpublishedEntryDataFile.bind(implementation),
    mediaFile: implementation.unpublishedEntryMediaFile.bind(implementation),
    persistEntry: implementation.persistEntry.bind(implementation),
    publish: implementation.publishUnpublishedEntry.bind(implementation),
    discard: implementation.deleteUnpublishedEntry.bind(implementation),
  }
  /** main's files as this tab last read them, by path. */
  const mains = new Map<string, string | null>()
  /** Each entry's draft as the form last showed it (null: it had none), by entry key. */
  const shownDrafts = new Map<string, string | null>()
  /** Each entry's draft as the board last read it. */
  const boardDrafts = new Map<string, string>()
  /** The file the form's next save starts from, once she has saved from it. */
  const savedFrom = new Map<string, string>()
  /** Entries whose draft holds a change the form does not show (merged in by a save). */
  const unseen = new Set<string>()
  /** Restored forms: the values of the fields she had typed over, as they were when she typed (draft-backup.ts). */
  const olderBases = new Map<string, Fields>()
  /** Her decisions on conflicting fields, valid for the version of the file they were made against. */
  const decisions = new Map<string, { against: string; fields: Record<string, Decision> }>()

  // The reads of the draft's files carry who asked: the editor's form or the board.
  const readers = new Map<string, { reader: "form" | "board"; key: string }>()
  let reads = 0
  const mark = (id: string, reader: "form" | "board", key: string) => {
    const marked = `${id}\u0000${reader}\u0000${++reads}`
    readers.set(marked, { reader, key })
    return marked
  }
  const unmark = (id: string) => {
    const at = id.indexOf("\u0000")
    return { id: at < 0 ? id : id.slice(0, at), by: readers.get(id) }
  }

  implementation.getEntry = async (path) => {
    try {
      const entry = await original.getEntry(path)
      // A missing file is an empty answer (GitHub swallows its 404; decap-server answers null).
      mains.set(path, entry.data || null)
      return entry
    } catch (error) {
      if (missing(error)) mains.set(path, null)
      throw error
    }
  }
  implementation.unpublishedEntry = async (args) => {
    const fromForm = !args.id && args.collection !== undefined && args.slug !== undefined
    try {
      const info = await original.unpublishedEntry(args)
      const key = entryKey(info.collection ?? args.collection, info.slug ?? args.slug)
      if (fromForm) {
        // The form loads afresh: what it saved before no longer matters.
        savedFrom.delete(key)
        unseen.delete(key)
        decisions.delete(key)
        olderBases.delete(key)
        if (!info.diffs.some((diff) => diff.path.endsWith(".yaml"))) shownDrafts.set(key, null)
        events.draftShown?.(info)
      }
      return {
        ...info,
        diffs: info.diffs.map((diff) => ({ ...diff, id: mark(diff.id, fromForm ? "form" : "board", key) })),
      }
    } catch (error) {
      if (fromForm && noDraft(error)) {
        const key = entryKey(args.collection!, args.slug!)
        shownDrafts.set(key, null)
        events.draftShown?.(undefined)
        savedFrom.delete(key)
        unseen.delete(key)
        decisions.delete(key)
        olderBases.delete(key)
      }
      throw error
    }
  }
  implementation.unpublishedEntryDataFile = async (collection, slug, path, markedId) => {
    const { id, by } = unmark(markedId)
    const data = await original.dataFile(collection, slug, path, id)
    if (by?.reader === "form") shownDrafts.set(by.key, data)
    if (by?.reader === "board") boardDrafts.set(by.key, data)
    return data
  }
  implementation.unpublishedEntryMediaFile = (collection, slug, path, markedId) =>
    original.mediaFile(collection, slug, path, unmark(markedId).id)

  /** The entry as it is now on the draft's branch and on main. */
  async function current(collection: string, slug: string, path: string): Promise<Current> {
    const main = await original.getEntry(path).then(
      (entry) => entry.data || null,
      (error: unknown) => {
        if (missing(error)) return null
        throw error
      },
    )
    let draft: Current["draft"] = null
    try {
      const info = await original.unpublishedEntry({ collection, slug })
      const file = info.diffs.find((diff) => diff.path === path)
      const raw = file ? await original.dataFile(collection, slug, path, file.id) : main
      if (raw !== null) draft = { raw, info }
    } catch (error) {
      if (!noDraft(error)) throw error
    }
    return { draft, main }
  }

  implementation.persistEntry = async (entry, options) => {
    const [file] = entry.dataFiles
    const collection = options.collectionName ?? ""
    if (options.newEntry || !file) return original.persistEntry(entry, options)
    const key = entryKey(collection, file.slug)
    const shownDraft = shownDrafts.get(key)
    const base = savedFrom.get(key) ?? shownDraft ?? mains.get(file.path)
    // An entry this tab never read has nothing to compare with (Decap reads every entry it opens).
    if (base === undefined || base === null) return original.persistEntry(entry, options)
    const now = await reaching(() => current(collection, file.slug, file.path), SAVE_OFFLINE)
    if (!now.draft && now.main === null) {
      events.refused({ key, kind: "deleted" })
      throw refusal(SAVE_DELETED)
    }
    const published = typeof shownDraft === "string" && !now.draft
    const theirs = now.draft?.raw ?? now.main!
    const decided = decisions.get(key)
    const fields = decided?.against === theirs ? decided.fields : {}
    // Published (or discarded) meanwhile: every field she changed is decided against the live file.
    const olderBase = olderBases.get(key)
    const merge =
      theirs === base && !published && !olderBase
        ? ({ kind: "merged", raw: file.raw, theirsChanged: [], mineChanged: [] } satisfies Merge)
        : mergeSave(base, file.raw, theirs, fields, { everyFieldChanged: published, olderBase })
    if (merge.kind === "conflict") {
      decisions.set(key, { against: theirs, fields })
      events.refused({
        key,
        kind: "conflict",
        conflicts: merge.conflicts,
        changedBy: now.draft?.info,
        live: !now.draft,
      })
      throw refusal(published ? SAVE_PUBLISHED : SAVE_CONFLICT)
    }
    const written = { ...entry, dataFiles: [{ ...file, raw: merge.raw }, ...entry.dataFiles.slice(1)] }
    // Whether a draft exists now, not when the form loaded: a colleague may have made or published it meanwhile.
    const saveOptions = { ...options, unpublished: now.draft !== null }
    const result = await reaching(() => original.persistEntry(written, saveOptions), SAVE_OFFLINE)
    // The form holds her version: the next save starts from it; the draft holds the merge.
    savedFrom.set(key, file.raw)
    shownDrafts.set(key, merge.raw)
    decisions.delete(key)
    olderBases.delete(key)
    const hidden = merge.raw !== file.raw
    if (hidden) unseen.add(key)
    events.saved({ key, theirsChanged: merge.theirsChanged, changedBy: now.draft?.info })
    return result
  }

  implementation.publishUnpublishedEntry = async (collection, slug) => {
    const key = entryKey(collection, slug)
    const fromForm = shownKey() === key
    const known = fromForm ? shownDrafts.get(key) : boardDrafts.get(key)
    const refuse = (message: string) => {
      events.refused({ key, kind: "notice", message })
      return refusal(message)
    }
    if (fromForm && unseen.has(key)) throw refuse(PUBLISH_UNSEEN)
    let info: DraftInfo
    try {
      info = await original.unpublishedEntry({ collection, slug })
    } catch (error) {
      if (noDraft(error)) {
        events.draftGone?.(collection, slug)
        throw refuse(PUBLISH_GONE)
      }
      throw unreachable(error) ? refuse(PUBLISH_OFFLINE) : error
    }
    if (typeof known === "string") {
      const file = info.diffs.find((diff) => diff.path.endsWith(".yaml"))
      const now = file
        ? await reaching(() => original.dataFile(collection, slug, file.path, file.id), PUBLISH_OFFLINE)
        : undefined
      if (now !== undefined && now !== known) throw refuse(PUBLISH_CHANGED)
    }
    try {
      return await original.publish(collection, slug)
    } catch (error) {
      throw unreachable(error) ? refuse(PUBLISH_OFFLINE) : error
    }
  }

  // Discarding a draft that is no longer there discards nothing: say so, rather than Decap's "discarded".
  implementation.deleteUnpublishedEntry = async (collection, slug) => {
    const key = entryKey(collection, slug)
    try {
      await original.unpublishedEntry({ collection, slug })
    } catch (error) {
      if (noDraft(error)) {
        events.draftGone?.(collection, slug)
        events.refused({ key, kind: "notice", message: DISCARD_NONE })
        throw refusal(DISCARD_NONE)
      }
      throw error
    }
    return original.discard(collection, slug)
  }

  return {
    /**
     * Her unsaved form was restored onto a newer version of the entry: the fields she had typed over are compared
     * with their values when she typed, so a colleague's change of the same field meanwhile is asked about.
     */
    restored(key: string, typedOver: Fields) {
      if (Object.keys(typedOver).length > 0) olderBases.set(key, typedOver)
    },
    /** Her decision on a conflicting field, for the next save of the entry. */
    decide(key: string, field: string, decision: Decision) {
      const decided = decisions.get(key)
      if (decided) decided.fields[field] = decision
    },
  }
}

/** The tracking of one implementation; index.tsx installs it on each one Decap starts (decap/backend-methods.ts). */
export type Tracking = ReturnType<typeof trackVersions>
