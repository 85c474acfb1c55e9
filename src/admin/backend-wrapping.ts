/**
 * Changing what Decap's backends do, for the backends the editor may use
 * (GitHub; the local decap-server, "proxy"). Decap's registry hands out each
 * backend as a plain object with an init function (decap-cms-core's
 * lib/registry.js, registerBackend), which Decap calls when it starts the
 * backend: wrapping init reaches the implementation object whose methods
 * (persistEntry, persistMedia, deleteFiles…) Decap calls. The registry's shape
 * is Decap's internal; the browser tests of drafts, uploads and addresses fail
 * when it changes (admin.test.ts, admin-uploads.test.ts, admin-navigation.test.ts).
 */

/** The part of a backend implementation (decap-cms-lib-util's Implementation) the editor changes. */
export type Implementation = {
  deleteFiles?: (paths: string[], message: string) => Promise<unknown>
  persistMedia?: (file: unknown, options: unknown) => Promise<unknown>
  persistEntry?: (entry: never, options: never) => Promise<unknown>
}
type RegistryBackend = { init: (...args: unknown[]) => Implementation }
export type GetBackend = (name: string) => RegistryBackend | undefined

const EDITOR_BACKENDS = ["github", "proxy"]

/** Runs `change` on every implementation of the editor's backends as Decap starts it. */
export function changeImplementations(getBackend: GetBackend, change: (implementation: Implementation) => void): void {
  for (const name of EDITOR_BACKENDS) {
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

/**
 * A refusal Decap shows as it is: Decap writes an error into its notices as
 * `${error}`, which for an Error is "Error: …"; without a name it is the message alone.
 */
export function refusal(message: string): Error {
  const error = new Error(message)
  error.name = ""
  return error
}
