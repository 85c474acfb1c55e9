/**
 * What the save and publish guards of entry-versions.ts tell her: after a save
 * that merged a colleague's change, which fields changed meanwhile; after a
 * refused save, each field both sides changed with both values, who saved the
 * newer one and when where the backend says so, and a choice per field (native
 * radio buttons) that the next Uložit applies. Field labels come from the
 * editor's config.yml, the generated home of every label.
 */
import { parse } from "yaml"
import type { Decision } from "./field-merge"
import { draftSavedAt } from "./draft-marks"
import { type DraftInfo, type Refused, SAVE_DELETED, type Saved, type VersionEvents } from "./entry-versions"

export const PANEL_ID = "entry-versions"

type ConfigField = { name: string; label?: string }
type ConfigCollection = { name: string; fields?: ConfigField[]; files?: { name: string; fields?: ConfigField[] }[] }

/** Labels by collection and entry, read once from config.yml beside the editor's page. */
let config: Promise<ConfigCollection[]> | undefined
function collections(window: Window): Promise<ConfigCollection[]> {
  config ??= window
    .fetch("config.yml")
    .then((response) => response.text())
    .then((text) => (parse(text) as { collections?: ConfigCollection[] })?.collections ?? [])
    .catch(() => [])
  return config
}

/** A field's label in the form, its name where config.yml has none. */
export function labelOf(all: ConfigCollection[], key: string, field: string): string {
  const [collection, slug] = key.split("/")
  const found = all.find((one) => one.name === collection)
  const fields = found?.fields ?? found?.files?.find((file) => file.name === slug)?.fields ?? []
  return fields.find((one) => one.name === field)?.label ?? field
}

/** A value as the notice quotes it. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(prázdné)"
  if (typeof value === "string") return `„${value.length > 140 ? `${value.slice(0, 139)}…` : value}“`
  if (typeof value === "number") return value.toLocaleString("cs-CZ")
  if (typeof value === "boolean") return value ? "ano" : "ne"
  if (Array.isArray(value)) return value.length === 0 ? "(prázdný seznam)" : value.map(shownValue).join("; ")
  return Object.values(value as Record<string, unknown>)
    .map(shownValue)
    .join(", ")
}

/** Who saved the newer version and when, as far as the backend says. */
export function newerVersion(changedBy: DraftInfo | undefined, live: boolean): string {
  if (live || !changedBy) return "to, co je teď na webu"
  const date = draftSavedAt(changedBy)
  const details = [changedBy.pullRequestAuthor, date].filter(Boolean).join(", ")
  return details ? `koncept uložený jinde (${details})` : "koncept uložený jinde"
}

function panel(document: Document, role: "alert" | "status"): HTMLElement {
  let element = document.getElementById(PANEL_ID)
  if (!element) {
    const style = document.createElement("style")
    style.textContent = VERSION_NOTICE_STYLE
    document.head.append(style)
    element = document.createElement("section")
    element.id = PANEL_ID
    element.setAttribute("aria-label", "Změny od kolegů")
    document.body.append(element)
  }
  element.setAttribute("role", role)
  element.replaceChildren()
  element.hidden = false
  return element
}

function paragraph(document: Document, text: string): HTMLParagraphElement {
  const element = document.createElement("p")
  element.textContent = text
  return element
}

function closeButton(document: Document, element: HTMLElement): HTMLButtonElement {
  const button = document.createElement("button")
  button.type = "button"
  button.textContent = "Zavřít"
  button.addEventListener("click", () => (element.hidden = true))
  return button
}

async function showSaved(window: Window, saved: Saved): Promise<void> {
  if (saved.theirsChanged.length === 0) {
    window.document.getElementById(PANEL_ID)?.setAttribute("hidden", "")
    return
  }
  const all = await collections(window)
  const { document } = window
  const element = panel(document, "status")
  const fields = saved.theirsChanged.map((field) => labelOf(all, saved.key, field)).join(", ")
  element.append(
    paragraph(
      document,
      `Uloženo do konceptu. Mezitím se v této položce změnilo i: ${fields} (${newerVersion(saved.changedBy, false)}). ` +
        "Vaše změny se uložily k nim, nic se nepřepsalo. Formulář ale ukazuje jen vaši verzi: " +
        "než koncept zveřejníte, načtěte stránku znovu (klávesa F5) a prohlédněte si ho celý.",
    ),
    closeButton(document, element),
  )
}

async function showRefused(
  window: Window,
  refused: Refused,
  decide: (key: string, field: string, decision: Decision) => void,
) {
  const { document } = window
  const element = panel(document, "alert")
  if (refused.kind === "deleted" || refused.kind === "notice") {
    element.append(
      paragraph(document, refused.kind === "deleted" ? SAVE_DELETED : refused.message),
      closeButton(document, element),
    )
    return
  }
  const all = await collections(window)
  const newer = newerVersion(refused.changedBy, refused.live)
  element.append(
    paragraph(
      document,
      refused.live
        ? `Nic se neuložilo: koncept, ze kterého formulář vychází, mezitím někdo zveřejnil nebo zahodil. U každého pole, které jste změnila, vyberte, kterou hodnotu ponechat; novější je ${newer}. Pak znovu stiskněte Uložit.`
        : `Nic se neuložilo: tato pole mezitím změnil i někdo jiný (${newer}). U každého vyberte, kterou hodnotu ponechat, a znovu stiskněte Uložit.`,
    ),
  )
  for (const [index, conflict] of refused.conflicts.entries()) {
    const fieldset = document.createElement("fieldset")
    const legend = document.createElement("legend")
    legend.textContent = labelOf(all, refused.key, conflict.field)
    fieldset.append(legend)
    for (const [decision, text] of [
      ["mine", `Ponechat moji: ${shownValue(conflict.mine)}`],
      ["theirs", `Vzít novější: ${shownValue(conflict.theirs)}`],
    ] as const) {
      const label = document.createElement("label")
      const radio = document.createElement("input")
      radio.type = "radio"
      radio.name = `${PANEL_ID}-${index}`
      radio.value = decision
      radio.addEventListener("change", () => decide(refused.key, conflict.field, decision))
      label.append(radio, ` ${text}`)
      fieldset.append(label)
    }
    element.append(fieldset)
  }
  element.append(closeButton(document, element))
}

/** The events entry-versions.ts reports, drawn in the editor's page. */
export function versionNotices(
  window: Window,
  decide: (key: string, field: string, decision: Decision) => void,
): VersionEvents {
  return {
    saved: (saved) => void showSaved(window, saved),
    refused: (refused) => void showRefused(window, refused, decide),
  }
}

export const VERSION_NOTICE_STYLE = `
#${PANEL_ID} { position: fixed; z-index: 1001; top: 76px; right: 12px; width: min(30rem, calc(100vw - 24px));
  max-height: calc(100vh - 100px); overflow: auto; padding: 12px 16px; font: 14px/1.45 system-ui, sans-serif;
  color: #1d2b3a; background: #f5f9ff; border: 2px solid #3a69c7; border-radius: 6px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.15); }
#${PANEL_ID}[role="alert"] { color: #7a1d1d; background: #fff5f5; border-color: #d64545; }
#${PANEL_ID}[hidden] { display: none; }
#${PANEL_ID} p { margin: 0 0 8px; font-weight: 600; }
#${PANEL_ID} fieldset { margin: 0 0 8px; padding: 6px 10px; border: 1px solid currentColor; border-radius: 4px; }
#${PANEL_ID} legend { font-weight: 600; padding: 0 4px; }
#${PANEL_ID} label { display: block; padding: 4px 0; cursor: pointer; }
#${PANEL_ID} button { font: inherit; padding: 4px 12px; }
#${PANEL_ID} :focus-visible { outline: 3px solid #3a69c7; outline-offset: 2px; }`
