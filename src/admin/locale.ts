/**
 * Decap's Czech texts (decap-cms-locales), with the ones that confused the
 * salon's editor said for this site: what a Koncept is and what happens next,
 * discarding a draft (which never deletes the live page), the local backup,
 * publishing before Připraveno, Czech plurals (1 položka, 2 položky, 5
 * položek) and dates on the review board. Polyglot, which Decap uses, picks the
 * Czech plural form from the locale "cs" when a text has all three forms.
 */
// The ES module of the Czech phrases alone (the package entry is a browser-only bundle of every language).
import cs from "decap-cms-locales/dist/esm/cs"

type Phrases = { [key: string]: string | Phrases }

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
        "Prohlížeč má z minula rozepsané změny této položky, které jste neuložili. Chcete v nich pokračovat? (Zrušit = začít od uložené verze.)",
    },
    editorControlPane: {
      // A refused value is said with the content check's own words, not after "… nesouhlasí s předepsaným vzorem:".
      widget: { regexPattern: "%{fieldLabel}: %{pattern}." },
    },
    editorToolbar: {
      deleteUnpublishedChanges: "Zahodit změny konceptu",
      deleteUnpublishedEntry: "Zahodit nový koncept",
      statusInfoTooltipDraft:
        "Koncept: uložené změny, které ještě nejsou na webu. Kontrola obsahu je projde a připraví náhled; až je v pořádku, zvolte Připraveno a pak Publikovat.",
      // A form with nothing typed yet has nothing saved either.
      changesSaved: "Žádné neuložené změny",
    },
  },
  mediaLibrary: {
    mediaLibrary: { onDelete: "Fotky se v editoru nemažou; fotku z webu odeberete změnou pole v konceptu." },
  },
  ui: {
    toast: {
      entrySaved: "Položka uložena do konceptu; na webu zatím není",
      onDeleteUnpublishedChanges: "Koncept zahozen; web se nezměnil",
    },
  },
  workflow: {
    workflow: {
      description:
        "%{smart_count} koncept čeká, připraveno k publikaci: %{readyCount}. |||| %{smart_count} koncepty čekají, připraveno k publikaci: %{readyCount}. |||| %{smart_count} konceptů čeká, připraveno k publikaci: %{readyCount}.",
      // Day and month as numbers: Decap's date library has no Czech month names loaded.
      dateFormat: "D. M. YYYY",
    },
    workflowList: {
      onDeleteEntry: "Zahodit tento koncept? Na webu zůstane to, co tam je teď; nic se na něm nesmaže.",
      currentEntries: "%{smart_count} položka |||| %{smart_count} položky |||| %{smart_count} položek",
    },
    workflowCard: { deleteChanges: "Zahodit změny", deleteNewEntry: "Zahodit novou položku" },
  },
}

export const editorLocale = withPhrases(cs as Phrases, OWN_PHRASES)

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
