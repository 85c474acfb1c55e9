/**
 * What the editor's page adds around Decap, where Decap has no setting for it:
 * - a help panel (a native <details>) on every screen that says in Czech what a
 *   Koncept is, what happens after Uložit (the check, the preview, the wait),
 *   where the answer is and how to undo;
 * - no button that would write outside a draft (drafts-only.ts refuses the
 *   calls as well): "Smazat označené" in the photo picker and the Média tab
 *   (only that one: Obsah and Schvalování stay), found by the labels Decap
 *   3.16's styled components carry in their class names;
 * - no "… a duplikovat" or "Duplikovat", whose copy keeps the entry's order and
 *   so never passes the check, and no "Publikovat a vytvořit nový";
 * - a summary on the review board that counts the drafts its columns show
 *   (Decap's own counts only the column V revizi);
 * - a layout that fits a phone: the entry's toolbar (Uložit, Stav, Publikovat)
 *   wraps onto more rows instead of running off the screen's right edge;
 * - "Na webu" as a label, whose menu would be empty (published-state.ts); the
 *   categories' names in the treatments' list (category-names.ts); a way back
 *   from the address of an entry that no longer exists (missing-entry.ts).
 * Where Decap draws each part (its class labels) is Decap's internal, named in
 * decap/selectors.ts.
 */
import { pluralForm } from "../utils/format"
import { nameCategories } from "./category-names"
import {
  EDITOR_LAYOUT as E,
  LIBRARY_DELETE,
  MEDIA_BUTTON,
  MENU_ITEM,
  WORKFLOW_CARD,
  WORKFLOW_COLUMN_HEADING,
  WORKFLOW_CONTAINER,
  WORKFLOW_DESCRIPTION,
} from "./decap"
import { phrase } from "./locale"
import { MISSING_ENTRY_STYLE, showWayBack } from "./missing-entry"
import { REFUSED_UPLOAD_STYLE } from "./photo-uploads"
import { keepPublishedStatesClosed, labelPublishedStates, PUBLISHED_STATE_STYLE } from "./published-state"
import { NOTICE_ID, REFUSED_SAVE_STYLE } from "./refused-save"

const HIDDEN = [
  // The photo picker's "Smazat označené" (the entry toolbar's delete button, which discards a draft, stays).
  LIBRARY_DELETE,
  // The header's "Média" (Obsah and Schvalování stay).
  MEDIA_BUTTON,
  // Decap's summary of the review board, replaced by the one below.
  WORKFLOW_DESCRIPTION,
]

/** The review board's summary: every draft its columns show, and how many are ready to publish. */
export function workflowSummary(drafts: number, ready: number): string {
  const waiting = pluralForm(drafts, {
    one: "koncept ještě není na webu",
    few: "koncepty ještě nejsou na webu",
    many: "konceptů ještě není na webu",
  })
  return `${drafts} ${waiting}; připraveno k publikaci: ${ready}.`
}

const SUMMARY_ID = "workflow-summary"

/** Writes the board's summary under its heading, from the cards in its columns. */
function summariseBoard(document: Document): void {
  const description = document.querySelector(WORKFLOW_DESCRIPTION)
  if (!description) return
  const cards = (root: ParentNode) => root.querySelectorAll(WORKFLOW_CARD).length
  const readyHeader = Array.from(document.querySelectorAll(WORKFLOW_COLUMN_HEADING)).find(
    (heading) => heading.textContent?.trim() === phrase("workflow.workflowList.readyHeader"),
  )
  const board = description.closest(WORKFLOW_CONTAINER) ?? document
  const text = workflowSummary(cards(board), readyHeader?.parentElement ? cards(readyHeader.parentElement) : 0)
  let summary = document.getElementById(SUMMARY_ID)
  if (!summary) {
    summary = document.createElement("p")
    summary.id = SUMMARY_ID
  }
  if (summary.previousElementSibling !== description) description.after(summary)
  if (summary.textContent !== text) summary.textContent = text
}

const HIDDEN_MENU_ITEMS = new Set(
  ["publishAndDuplicate", "publishAndCreateNew", "duplicate"].map((key) => phrase(`editor.editorToolbar.${key}`)),
)

export const HELP_SUMMARY = "Jak to funguje: koncept, kontrola, náhled"

const HELP = `
<p><strong>Uložit</strong> udělá <strong>koncept</strong>: změna je uložená, ale na webu ještě není.</p>
<p>Koncept se sám zkontroluje a sestaví jako náhled celého webu; trvá to obvykle 10 až 20 minut.
Výsledek kontroly je v komentáři ke konceptu na GitHubu (záložka Pull requests), adresa náhledu
pod tlačítkem <strong>Zobrazit náhled</strong>.</p>
<p>Když je vše v pořádku: nahoře <strong>Stav: Koncept</strong> → <strong>Připraveno</strong>, pak
<strong>Publikovat</strong> → <strong>Publikovat teď</strong>. Za dalších 10 až 20 minut je změna na webu.</p>
<p>Koncept, který nechcete, zahodíte tlačítkem <strong>Zahodit změny konceptu</strong>; web se tím nezmění.
Zveřejněnou změnu vrátí správce webu (nebo vy na GitHubu tlačítkem Revert), viz návod docs/editing.md.</p>
<p>Fotky se v editoru nemažou: fotku z webu odeberete tak, že ji v konceptu v poli nahradíte jinou.</p>`

/**
 * The entry's editor on a phone. Decap lays it out for 800 px and more (its
 * EditorContainer and ToolbarContainer have min-width: 800px), so on a phone
 * Uložit sits at the screen's edge and Stav and Publikovat beyond it. Here the
 * toolbar wraps onto rows, and the form and then the preview fill the width
 * one under the other, scrolled as one page. Its other screens (collections,
 * the review board) already fit.
 */
const PHONE_STYLE = `
@media (max-width: 799px) {
  body ${E.container} { position: static; min-width: 0; height: auto; padding-top: 0; overflow: visible; }
  body ${E.toolbar} { position: sticky; min-width: 0; height: auto; flex-wrap: wrap; }
  body ${E.toolbar} > * { height: auto; min-height: 60px; }
  body ${E.backLink} { flex: 1 1 0; min-width: 0; padding-right: 8px; }
  body ${E.toolbarMain} { order: 1; flex: 1 1 100%; flex-wrap: wrap; justify-content: flex-start;
    gap: 8px; padding: 8px 10px 10px; border-top: 1px solid #eff0f4; }
  body ${E.toolbarSub} { flex-wrap: wrap; gap: 8px; }
  body ${E.toolbarSub} > * { margin: 0; }
  body ${E.editor} { height: auto; }
  body ${E.viewControls} { display: none; }
  /* react-split-pane sets its layout inline. */
  body ${E.splitPane}, body ${E.noPreview} { position: static !important;
    display: block !important; height: auto !important; overflow: visible !important; }
  body ${E.splitPane} > ${E.pane} { width: 100% !important; height: auto !important; }
  body ${E.splitPane} > ${E.resizer} { display: none; }
  body ${E.controlPane} { height: auto; overflow: visible; padding-bottom: 24px; }
  body ${E.previewPane}:not(${E.controlPane}) { height: 80vh; border-top: 1px solid #dfdfe3; }
  /* The toolbar is taller here: the notice of a refused save sits above the help panel instead. */
  #${NOTICE_ID} { top: auto; bottom: 84px; }
}`

const STYLE = `
${HIDDEN.join(",\n")} { display: none !important; }
#editor-help { position: fixed; left: 12px; bottom: 12px; z-index: 1000; max-width: 26rem;
  font: 14px/1.45 system-ui, sans-serif; color: #313d3e; background: #fff; border: 1px solid #dfdfe3;
  border-radius: 6px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.15); }
#editor-help summary { cursor: pointer; padding: 8px 12px; font-weight: 600; }
#editor-help summary:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
#editor-help div { padding: 0 12px 4px; }
#editor-help p { margin: 0 0 8px; }
#${SUMMARY_ID} { margin: 0; font-size: 15px; color: #798291; }
${REFUSED_SAVE_STYLE}
${PUBLISHED_STATE_STYLE}
${MISSING_ENTRY_STYLE}
${REFUSED_UPLOAD_STYLE}
${PHONE_STYLE}`

function hideMenuItems(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>(MENU_ITEM)) {
    if (HIDDEN_MENU_ITEMS.has(item.textContent?.trim() ?? "")) item.style.display = "none"
  }
}

export function addEditorChrome(document: Document): void {
  const style = document.createElement("style")
  style.textContent = STYLE
  document.head.append(style)

  const help = document.createElement("details")
  help.id = "editor-help"
  help.innerHTML = `<summary>${HELP_SUMMARY}</summary><div>${HELP}</div>`
  document.body.append(help)

  if (document.defaultView) keepPublishedStatesClosed(document.defaultView)
  // Decap draws its menus, lists and the board when they open; each change is looked through once.
  new MutationObserver(() => {
    hideMenuItems(document)
    summariseBoard(document)
    labelPublishedStates(document)
    nameCategories(document)
    showWayBack(document)
    // React changes a list item's text in place when the item stays (characterData).
  }).observe(document.body, { childList: true, subtree: true, characterData: true })
}
