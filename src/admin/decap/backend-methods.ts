/**
 * What the editor changes in Decap's backends, for the backends it registers
 * (extensions.ts: GitHub; the local decap-server, "proxy"), and the shapes of
 * the calls it wraps. Decap's registry hands out each backend as a plain object with an init
 * function (decap-cms-core's lib/registry.js, registerBackend), which Decap
 * calls when it starts the backend: wrapping init reaches the implementation
 * object (decap-cms-lib-util's Implementation) whose methods Decap calls. The
 * registry's shape, the methods' names and their arguments are Decap's
 * internals. When they change, the browser tests fail first:
 * - a backend not registered, or an implementation without the reads wrapped:
 *   every editor test (changeImplementations and hasVersionedMethods throw as
 *   the editor starts), first admin.test.ts, "saves a new price as a draft…";
 * - deleteFiles, persistMedia: admin-uploads.test.ts, "refuses in Czech what
 *   the hidden buttons would commit to main…";
 * - persistEntry and its arguments: admin-navigation.test.ts, "refuses to save
 *   a form under another entry's address…", admin-uploads.test.ts, "commits no
 *   photo that was uploaded and then not chosen…";
 * - getEntry, unpublishedEntry, unpublishedEntryDataFile,
 *   publishUnpublishedEntry, deleteUnpublishedEntry, unpublishedEntries and
 *   their answers: admin-colleagues.test.ts, "refuses a save of a treatment
 *   deleted meanwhile, and a publish of a draft a colleague changed";
 *   admin-lists.test.ts, "says in Czech that a deleted treatment's address no
 *   longer exists…" (getEntry's answer for a missing file).
 */
import { DECAP_BACKENDS } from "./extensions"

/** A file of the entry as Decap hands it to the backend: its path in the repository, its slug and its YAML text. */
export type PersistedFile = { path: string; slug: string; raw: string }
/** The entry as Decap's backend.persistEntry hands it to the implementation. */
export type PersistedEntry = { dataFiles: PersistedFile[]; assets: { path: string }[] }
export type PersistOptions = { collectionName?: string; newEntry?: boolean }

/** A backend's answer for one file (decap-cms-lib-util's ImplementationEntry); data is empty for a missing file. */
export type FileAnswer = { data: string | null; file: { path: string; id?: string | null } }

/** One file of a draft, as unpublishedEntry lists it. */
export type DraftFile = { path: string; id: string; newFile?: boolean }
/** What unpublishedEntry answers (decap-cms-lib-util's UnpublishedEntry). */
export type DraftInfo = {
  collection: string
  slug: string
  status?: string
  diffs: DraftFile[]
  updatedAt?: string | number | Date
  pullRequestAuthor?: string
}

/** The reads and writes of an implementation the editor wraps. */
export type VersionedImplementation = {
  /** The content keys of every draft ("treatments/head-spa-classic"). */
  unpublishedEntries: () => Promise<string[]>
  getEntry: (path: string) => Promise<FileAnswer>
  /** The form asks with the collection and slug (loadUnpublishedEntry); the board with an id. */
  unpublishedEntry: (args: { id?: string; collection?: string; slug?: string }) => Promise<DraftInfo>
  unpublishedEntryDataFile: (collection: string, slug: string, path: string, id: string) => Promise<string>
  unpublishedEntryMediaFile: (collection: string, slug: string, path: string, id: string) => Promise<unknown>
  persistEntry: (entry: PersistedEntry, options: PersistOptions) => Promise<unknown>
  publishUnpublishedEntry: (collection: string, slug: string) => Promise<unknown>
  deleteUnpublishedEntry: (collection: string, slug: string) => Promise<unknown>
}

/** A backend implementation as far as the editor changes it: the two calls that commit outside a draft, and the rest. */
export type Implementation = Partial<VersionedImplementation> & {
  deleteFiles?: (paths: string[], message: string) => Promise<unknown>
  persistMedia?: (file: unknown, options: unknown) => Promise<unknown>
}

type RegistryBackend = { init: (...args: unknown[]) => Implementation }
export type GetBackend = (name: string) => RegistryBackend | undefined

/** Runs `change` on every implementation of the editor's backends as Decap starts it. */
export function changeImplementations(getBackend: GetBackend, change: (implementation: Implementation) => void): void {
  for (const name of DECAP_BACKENDS) {
    const backend = getBackend(name)
    if (!backend) throw new Error(`Decap backend "${name}" is not registered`)
    const init = backend.init
    backend.init = (...args) => {
      const implementation = init(...args)
      change(implementation)
      return implementation
    }
  }
}

/** Whether an implementation has every call entry-versions.ts wraps. */
export function hasVersionedMethods(
  implementation: Implementation,
): implementation is Implementation & VersionedImplementation {
  return (
    [
      "unpublishedEntries",
      "getEntry",
      "unpublishedEntry",
      "unpublishedEntryDataFile",
      "unpublishedEntryMediaFile",
      "persistEntry",
      "publishUnpublishedEntry",
      "deleteUnpublishedEntry",
    ] as const
  ).every((name) => typeof implementation[name] === "function")
}

/**
 * A refusal Decap shows as it is: Decap writes an error into its notices as
 * `${error}`, which for an Error is "Error: …"; without a name it is the message alone.
 */
export function refusal(message: string): Error {
  const error = new Error(message)
  error.name = ""
  return error
}

/** Decap's EditorialWorkflowError for an entry without a draft (decap-cms-lib-util). */
export const isNoDraft = (error: unknown) =>
  (error as { notUnderEditorialWorkflow?: boolean } | null)?.notUnderEditorialWorkflow === true

/** A file that is not there: GitHub's and decap-server's answers for a missing path. */
export const isMissingFile = (error: unknown) => {
  const { status, message } = (error ?? {}) as { status?: number; message?: string }
  return status === 404 || /not found|ENOENT|does not exist/i.test(message ?? "")
}
