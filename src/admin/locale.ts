/**
 * Decap's Czech texts (decap-cms-locales), with the ones that confused the
 * salon's editor said for this site: what a Koncept is and what happens next,
 * discarding a draft (which never deletes the live page), the local backup
 * and leaving with unsaved changes (which the editor keeps, draft-backup.ts),
 * publishing before Připraveno, Czech plurals (1 položka, 2 položky, 5
 * položek) and dates on the review board. Polyglot, which Decap uses, picks the
 * Czech plural form from the locale "cs" when a text has all three forms.
 *
 * Decap fills a phrase missing from a language with the English one, so every
 * phrase of its English set has a Czech one here (a unit test compares the
 * sets). A field's label is put into a phrase as it is ("Adresa online
 * rezervace", "Menu"), so no phrase makes a word agree with it: the label comes
 * first, then what is wrong, as the content check's own messages in the form.
 * A count Decap passes without `smart_count` cannot pick a plural form, so no
 * noun follows it ("počet položek musí být od 1 do 4").
 */
import { LIMITS } from "../content/browser"
import { DECAP_CZECH, type Phrases } from "./decap"

/** Decap's phrases with some replaced, key by key. */
function withPhrases(base: Phrases, changes: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(changes)) {
    const original = base[key]
    merged[key] = typeof value === "string" || typeof original !== "object" ? value : withPhrases(original, value)
  }
  return merged
}

/** The phrases this editor says differently from Decap's Czech. */
export const OWN_PHRASES = {
  editor: {
    editor: {
      onPublishingNotReady:
        "Koncept zatím nejde publikovat. Nejdřív počkejte na výsledek kontroly a prohlédněte si náhled (tlačítko Zobrazit náhled), pak nahoře ve „Stav“ zvolte „Připraveno“ a teprve potom Publikovat.",
      onDeleteUnpublishedChanges:
        "Zahodit uložené změny tohoto konceptu? Na webu zůstane to, co tam je teď; nic se na něm nesmaže.",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Zahodit tento koncept i neuložené změny? Na webu zůstane to, co tam je teď; nic se na něm nesmaže.",
      confirmLoadBackup:
        "Prohlížeč má z minula rozepsané změny této položky, které jste neuložili. Chcete v nich pokračovat? (Zrušit = zahodit je a začít od uložené verze.)",
      // Leaving keeps the unsaved changes in this browser (draft-backup.ts); Decap's own text asks only "leave?".
      onLeavePage:
        "Máte neuložené změny. Když teď odejdete, zůstanou v tomto prohlížeči a editor vám je nabídne, až se k položce vrátíte. Opravdu odejít?",
    },
    editorControl: {
      // The label of a field that may stay empty: "Popis (nepovinné pole)", whatever the label's gender.
      // widgetLabel is the widget's code name (checked-string), which says nothing to a reader.
      field: { optional: "nepovinné pole", widgetLabel: "Pole formuláře" },
    },
    editorControlPane: {
      widget: {
        required: "%{fieldLabel}: povinné pole je prázdné; vyplňte ho.",
        // A refused value is said with the content check's own words, not after "… nesouhlasí s předepsaným vzorem:".
        regexPattern: "%{fieldLabel}: %{pattern}.",
        processing: "%{fieldLabel}: ještě se zpracovává, chvíli počkejte.",
        range: "%{fieldLabel}: musí být od %{minValue} do %{maxValue}.",
        min: "%{fieldLabel}: musí být aspoň %{minValue}.",
        max: "%{fieldLabel}: smí být nejvýš %{maxValue}.",
        rangeCount: "%{fieldLabel}: počet položek musí být od %{minCount} do %{maxCount}.",
        rangeCountExact: "%{fieldLabel}: počet položek musí být přesně %{count}.",
        rangeMin: "%{fieldLabel}: počet položek musí být aspoň %{minCount}.",
        rangeMax: "%{fieldLabel}: počet položek smí být nejvýš %{maxCount}.",
        invalidPath: "„%{path}“ není platná cesta.",
        pathExists: "Cesta „%{path}“ už existuje.",
      },
    },
    editorInterface: { toggleNotes: "Ukázat nebo skrýt poznámky" },
    editorNotesPane: {
      title: "Poznámky",
      emptyState: "Zatím žádné poznámky.",
      addNote: "Přidat poznámku",
      addPlaceholder: "Napište poznámku…",
      editPlaceholder: "Upravte poznámku…",
      save: "Uložit",
      cancel: "Zrušit",
      edit: "Upravit",
      delete: "Smazat",
      resolve: "Vyřešeno",
      unresolve: "Znovu otevřít",
      confirmDelete: "Smazat tuto poznámku?",
      shortcut: "Tip: poznámku rychle přidáte klávesami Ctrl+Enter.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Přeškrtnuté",
        toggleMode: { rich: "Přepnout na formátovaný text", markdown: "Přepnout na Markdown" },
      },
      datetime: { setToNow: "%{fieldLabel}: nastavit na teď" },
      object: { expand: "Rozbalit", collapse: "Sbalit" },
    },
    editorToolbar: {
      // The state of an entry with no draft: what is on the site.
      published: "Na webu",
      backCollection: "Píšete v kolekci %{collectionLabel}",
      deleteUnpublishedChanges: "Zahodit změny konceptu",
      deleteUnpublishedEntry: "Zahodit nový koncept",
      statusInfoTooltipDraft:
        "Koncept: uložené změny, které ještě nejsou na webu. Kontrola obsahu je projde a připraví náhled; až je v pořádku, zvolte Připraveno a pak Publikovat.",
      // A form with nothing typed yet has nothing saved either.
      changesSaved: "Žádné neuložené změny",
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      onDelete: "Fotky se v editoru nemažou; fotku z webu odeberete změnou pole v konceptu.",
      // Decap passes the field's limit in kB (max_file_size / 1000); the limit is the content check's, said in MB.
      fileTooLarge: `Fotka je příliš velká: smí mít nejvýš ${LIMITS.imageBytes / 1024 / 1024} MB. Zmenšete ji (webu stačí šířka 2 400 px) a uložte znovu jako JPG.`,
    },
    mediaLibraryModal: { close: "Zavřít", private: "Soukromé" },
  },
  collection: {
    collectionTop: {
      viewAsList: "Zobrazit jako seznam",
      viewAsGrid: "Zobrazit jako mřížku",
      searchResults: "Výsledky hledání „%{searchTerm}“",
      searchResultsInCollection: "Výsledky hledání „%{searchTerm}“ v kolekci %{collection}",
    },
    entries: { cachingEntries: "Ukládání položek do mezipaměti", unpublishedHeader: "Koncepty" },
  },
  auth: { loginWithForgejo: "Přihlásit pomocí Forgejo" },
  ui: {
    errorBoundary: {
      details: "Nastala chyba. Pošlete prosím správci webu, co jste právě dělali, a text níže. ",
      reportIt: "Nahlásit chybu správcům editoru Decap (anglicky).",
      privacyWarning:
        "Hlášení se předvyplní technickými údaji a textem chyby. Zkontrolujte je a smažte, co nemá být veřejné.",
      recoveredEntry: {
        heading: "Zachráněný obsah",
        warning: "Než stránku zavřete, zkopírujte si tento obsah do schránky!",
      },
    },
    settingsDropdown: { account: "Nabídka účtu" },
    toast: {
      entrySaved: "Položka uložena do konceptu; na webu zatím není",
      onDeleteUnpublishedChanges: "Koncept zahozen; web se nezměnil",
      missingRequiredField: "Nic se neuložilo: povinné pole je prázdné. Vyplňte pole označená červeně.",
      onBackendDown: "Služba, do které editor ukládá, má výpadek. Podrobnosti: %{details}",
      noteAdded: "Poznámka přidána",
      onFailToAddNote: "Poznámku se nepodařilo přidat: %{details}",
      noteUpdated: "Poznámka upravena",
      onFailToUpdateNote: "Poznámku se nepodařilo upravit: %{details}",
      noteDeleted: "Poznámka smazána",
      onFailToDeleteNote: "Poznámku se nepodařilo smazat: %{details}",
      noteResolved: "Poznámka vyřešena",
      noteReopened: "Poznámka znovu otevřena",
      onFailToToggleNote: "Stav poznámky se nepodařilo změnit: %{details}",
    },
  },
  workflow: {
    workflow: {
      // Decap counts the column V revizi here (smart_count), not the drafts; the board shows its own
      // summary of every column instead (editor-chrome.ts) and this text only until the board is drawn.
      description: "V revizi: %{smart_count}, připraveno k publikaci: %{readyCount}.",
      // Day and month as numbers: Decap's date library has no Czech month names loaded.
      dateFormat: "D. M. YYYY",
    },
    workflowList: {
      onDeleteEntry: "Zahodit tento koncept? Na webu zůstane to, co tam je teď; nic se na něm nesmaže.",
      onPublishingNotReadyEntry:
        "Publikovat jde jen koncept ve stavu „Připraveno“: přetáhněte jeho kartu do sloupce „Připraveno“, nebo v konceptu nahoře zvolte Stav → Připraveno.",
      currentEntries: "%{smart_count} položka |||| %{smart_count} položky |||| %{smart_count} položek",
    },
    workflowCard: { deleteChanges: "Zahodit změny", deleteNewEntry: "Zahodit novou položku" },
  },
}

export const editorLocale = withPhrases(DECAP_CZECH, OWN_PHRASES)

/** A phrase of the editor by its path, e.g. editor.editorToolbar.publishAndDuplicate. */
export function phrase(path: string): string {
  const found = path
    .split(".")
    .reduce<string | Phrases | undefined>(
      (node, key) => (node !== undefined && typeof node === "object" ? node[key] : undefined),
      editorLocale,
    )
  if (typeof found !== "string") throw new Error(`No phrase ${path}`)
  return found
}

/** How the settings' preview (previews.tsx) shows a field left empty: words of this editor's own, which Decap has none for. */
export const EMPTY_VALUE = "(prázdné)"
