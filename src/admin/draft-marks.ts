/**
 * She sees a colleague's draft before she types: an entry that has a draft says
 * so at the top of its form (since when, in which state), the collection lists
 * mark the entries that have one, and the review board reloads when its tab comes
 * back into view, or every few seconds while in view, with drafts saved elsewhere
 * meanwhile (Decap reads the board once).
 * Drafts are listed by the backend's unpublishedEntries (content keys such as
 * "treatments/head-spa-classic", decap-cms-lib-util) and the editor's own read of
 * an entry (entry-versions.ts reports it).
 */
import { CONTROL_PANE, type DraftInfo, ENTRY_IN_LINK, ENTRY_LINK, WORKFLOW_HASH } from "./decap"
import { phrase } from "./locale"

export const BANNER_ID = "entry-draft"
export const MARK_CLASS = "has-draft"
/** What the lists add to an entry with a draft. */
export const MARK_TEXT = " · koncept"
export const BOARD_CHECK_MS = 10_000

type Lister = { unpublishedEntries: () => Promise<string[]> }

const STATUS: Record<string, string> = {
  draft: "editor.editorToolbar.draft",
  pending_review: "editor.editorToolbar.inReview",
  pending_publish: "editor.editorToolbar.ready",
}

/** When a draft was last saved, as Czech dates and times are written (7. 12. 2026 13:05), if the backend says. */
export function draftSavedAt(info: DraftInfo): string | undefined {
  const when = info.updatedAt ? new Date(info.updatedAt) : undefined
  if (!when || Number.isNaN(when.getTime())) return undefined
  return when.toLocaleString("cs-CZ", {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })
}

/** What the banner says of a draft. */
export function draftBanner(info: DraftInfo): string {
  const savedAt = draftSavedAt(info)
  const since = savedAt ? `, naposledy uložený ${savedAt}` : ""
  const by = info.pullRequestAuthor ? ` (${info.pullRequestAuthor})` : ""
  const state = STATUS[info.status ?? ""] ? `, stav: ${phrase(STATUS[info.status ?? ""])}` : ""
  return (
    `Tato položka má rozpracovaný koncept${by}${since}${state}. ` +
    "Formulář ukazuje koncept, ne to, co je teď na webu; co uložíte, přidá se do něj."
  )
}

/** The banner at the top of the form: shown for an entry with a draft, gone for one without. */
export function showDraftBanner(document: Document, info: DraftInfo | undefined): void {
  let banner = document.getElementById(BANNER_ID)
  if (!info) {
    banner?.remove()
    return
  }
  if (!banner) {
    banner = document.createElement("p")
    banner.id = BANNER_ID
    banner.setAttribute("role", "status")
  }
  // Only a change is written: the list's observer would see a rewrite of the same text, and draw again.
  const text = draftBanner(info)
  if (banner.textContent !== text) banner.textContent = text
  // Above the form's fields once Decap has drawn them; until then, at the top of the page.
  const form = document.querySelector(CONTROL_PANE)
  if (form && banner.parentElement !== form) form.prepend(banner)
  else if (!banner.isConnected) document.body.prepend(banner)
}

/**
 * Marks entries with a draft in the collection lists, keeps the banner above the
 * form as Decap redraws it, and reloads the board when it comes back into view
 * with other drafts than it shows.
 */
export function markDrafts(window: Window, backend: Lister): { shown: (info: DraftInfo | undefined) => void } {
  const { document } = window
  const style = document.createElement("style")
  style.textContent = DRAFT_MARK_STYLE
  document.head.append(style)
  let drafts = new Set<string>()
  let shownInfo: DraftInfo | undefined
  let listed: string | undefined
  const refresh = async () => {
    const keys = await backend.unpublishedEntries().catch(() => undefined)
    if (!keys) return
    drafts = new Set(keys)
    const now = [...drafts].sort().join("\n")
    const changed = listed !== undefined && now !== listed
    listed = now
    draw()
    if (changed && window.location.hash.startsWith(WORKFLOW_HASH)) window.location.reload()
  }
  const draw = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(ENTRY_LINK)) {
      const route = ENTRY_IN_LINK.exec(link.getAttribute("href") ?? "")
      const has = route !== null && drafts.has(`${route[1]}/${decodeURIComponent(route[2])}`)
      const mark = link.querySelector(`.${MARK_CLASS}`)
      if (has && !mark) {
        const badge = document.createElement("span")
        badge.className = MARK_CLASS
        badge.textContent = MARK_TEXT
        link.append(badge)
      } else if (!has && mark) mark.remove()
    }
    if (shownInfo) showDraftBanner(document, shownInfo)
  }
  new MutationObserver(() => draw()).observe(document.body, { childList: true, subtree: true })
  window.addEventListener("hashchange", () => {
    shownInfo = undefined
    showDraftBanner(document, undefined)
    void refresh()
  })
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refresh()
  })
  // A board left in view on a second screen (or a browser that keeps every tab "visible") looks again now and then.
  window.setInterval(() => {
    if (document.visibilityState === "visible" && window.location.hash.startsWith(WORKFLOW_HASH)) void refresh()
  }, BOARD_CHECK_MS)
  void refresh()
  return {
    shown: (info) => {
      shownInfo = info
      showDraftBanner(document, info)
    },
  }
}

export const DRAFT_MARK_STYLE = `
#${BANNER_ID} { margin: 0 0 16px; padding: 10px 14px; font: 600 14px/1.45 system-ui, sans-serif; color: #5a3b00;
  background: #fff8e6; border: 2px solid #d9a520; border-radius: 6px; }
.${MARK_CLASS} { font-weight: 600; color: #8a5a00; }`
