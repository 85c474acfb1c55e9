/**
 * "Na webu", the state Decap shows at the top of an entry that has no draft, is
 * a menu button in Decap (EditorToolbar's PublishedToolbarButton) whose menu
 * holds "Zrušit publikování" only where a collection allows deleting, which none
 * here does (scripts/content-model/decap.ts), and "Duplikovat", which the
 * editor hides (editor-chrome.ts). Its menu would always open empty, so it is a
 * label here: no menu, no caret, not focusable, and a click or key on it stops
 * before Decap's menu (react-aria-menubutton, listening at React's root) sees it.
 * Where it is and when Decap hears a click are Decap's internals (decap/selectors.ts, decap/events.ts).
 */
import { listenBeforeDecap, PUBLISHED_STATE } from "./decap"

const LABEL = "data-state-label"

// "body" outweighs Decap's own rules, which Emotion writes after this style.
export const PUBLISHED_STATE_STYLE = `
body [${LABEL}] { cursor: default; padding-right: 20px; }
body [${LABEL}]::after { display: none; }`

/** Makes each "Na webu" drawn in `root` a label; Decap sets its button's attributes once, when it draws it. */
export function labelPublishedStates(root: ParentNode): void {
  for (const state of root.querySelectorAll(`${PUBLISHED_STATE}:not([${LABEL}])`)) {
    state.setAttribute(LABEL, "")
    for (const attribute of ["role", "tabindex", "aria-haspopup", "aria-expanded"]) state.removeAttribute(attribute)
  }
}

/** Keeps every "Na webu" from opening its menu, by click, tap or key. */
export function keepPublishedStatesClosed(window: Window): void {
  const stop = (event: Event) => {
    const target = event.target as Partial<Element> | null
    if (target?.closest?.(PUBLISHED_STATE)) event.stopPropagation()
  }
  listenBeforeDecap(window, "click", stop)
  listenBeforeDecap(window, "keydown", stop)
}
