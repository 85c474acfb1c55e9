/**
 * How the editor hears Decap, and gets in before it, where Decap has no hook.
 * Each is how Decap (on React 19) happens to listen or signal, not an API:
 * - a refused save (a field with an error) is the promise of its save
 *   rejecting with nothing (decap-cms-core's persistEntry:
 *   `return Promise.reject()`), which nothing handles: an unhandledrejection
 *   whose reason is undefined. admin-chrome.test.ts, "takes a refused save to
 *   its first error, unfolding the group it is in…";
 * - Decap's React listens for clicks, keys and changes at its root, and its
 *   router (history's) for hashchange on the window, after a listener the
 *   editor adds to the window in the capture phase: so the editor sees (and
 *   may stop) each event first. admin-uploads.test.ts, "gives two different
 *   photos with one phone name two names…" (the picker's change);
 *   admin-chrome.test.ts, "shows „Na webu“ as a label that opens no menu…"
 *   (react-aria-menubutton's click and key); admin-navigation.test.ts, "saves
 *   the entry whose address was pasted into the tab…" (hashchange);
 * - Decap asks its questions with window.confirm, with the phrase as the
 *   message (Editor.js's t('editor.editor.confirmLoadBackup')).
 *   admin-backup.test.ts, "starts from the saved version after Zrušit, and does
 *   not ask again".
 */

/** Whether an unhandled rejection is Decap refusing a save because a field has an error. */
export const isRefusedSave = (event: PromiseRejectionEvent) => event.reason === undefined

/** Listens on `target` before Decap's own listeners (React's root, its router) see the event. */
export function listenBeforeDecap<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): void {
  target.addEventListener(type, listener, true)
}

/** Calls `answered` with her answer each time Decap asks `question` with window.confirm. */
export function onDecapQuestion(target: Window, question: string, answered: (answer: boolean) => void): void {
  const confirm = target.confirm.bind(target)
  target.confirm = (message?: string) => {
    const answer = confirm(message)
    if (message === question) answered(answer)
    return answer
  }
}
