/**
 * What the editor's page adds around Decap, where Decap has no setting for it:
 * - a help panel (a native <details>) on every screen that says in Czech what a
 *   Koncept is, what happens after Uložit (the check, the preview, the wait),
 *   where the answer is and how to undo;
 * - no button that would write outside a draft (drafts-only.ts refuses the
 *   calls as well): "Smazat označené" in the photo picker and the Média tab, found
 *   by the labels Decap 3.16's styled components carry in their class names;
 * - no "… a duplikovat" or "Duplikovat", whose copy keeps the entry's order and
 *   so never passes the check, and no "Publikovat a vytvořit nový".
 */
import { phrase } from "./locale"

const HIDDEN = [
  // The photo picker's "Smazat označené" (the entry toolbar's DeleteButton, which discards a draft, stays).
  '[class*="-LibraryTop"] [class*="-DeleteButton"]',
  // The header's "Média" (the header's other entries are links, AppHeaderNavLink).
  '[class*="-AppHeaderButton"]',
]

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

const STYLE = `
${HIDDEN.join(",\n")} { display: none !important; }
#editor-help { position: fixed; left: 12px; bottom: 12px; z-index: 1000; max-width: 26rem;
  font: 14px/1.45 system-ui, sans-serif; color: #313d3e; background: #fff; border: 1px solid #dfdfe3;
  border-radius: 6px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.15); }
#editor-help summary { cursor: pointer; padding: 8px 12px; font-weight: 600; }
#editor-help summary:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
#editor-help div { padding: 0 12px 4px; }
#editor-help p { margin: 0 0 8px; }`

function hideMenuItems(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>('[role="menuitem"]')) {
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

  // Decap draws its menus when they open; each new one is looked through once.
  new MutationObserver(() => hideMenuItems(document)).observe(document.body, { childList: true, subtree: true })
}
