/**
 * A save Decap refuses says so and shows where. Decap marks the fields in red
 * and saves nothing, but with the first error below the fold the screen does
 * not change at all (its notice only covers an empty required field). Here the
 * form scrolls to the first field with an error, opening a folded group (Krátké
 * texty…) around it, focuses it, and a notice says how many fields to fix.
 *
 * Decap's signal of a refused save (an unhandled rejection without a reason),
 * handled here so no uncaught rejection reaches the console, its error lists
 * and a folded group's button are Decap's internals, named in decap/events.ts
 * and decap/selectors.ts.
 */
import { pluralForm } from "../utils/format"
import { ERROR_LIST, EXPAND_BUTTON as EXPAND, isRefusedSave, isReportedFailure } from "./decap"

export const NOTICE_ID = "save-refused"

/** What the notice says for `count` fields with an error. */
export function refusedSaveNotice(count: number): string {
  const fields = pluralForm(count, {
    one: "pole označené červeně; editor vás k němu posunul",
    few: `${count} pole označená červeně; editor vás posunul k prvnímu z nich`,
    many: `${count} polí označených červeně; editor vás posunul k prvnímu z nich`,
  })
  return `Nic se neuložilo. Opravte ${fields}.`
}

const isShown = (element: Element) => (element as HTMLElement).offsetParent !== null
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Opens the folded groups and list items around `element`, from the outermost
 * in: the folded part is hidden, and the toggle is the first button of the top
 * bar before it (a group's "expand-button", a list item's first button).
 */
async function unfold(element: Element): Promise<void> {
  for (let depth = 0; depth < 10 && !isShown(element); depth++) {
    let hidden: Element = element
    for (let parent = element.parentElement; parent && !isShown(parent); parent = parent.parentElement) hidden = parent
    const bar = Array.from(hidden.parentElement?.children ?? []).find(
      (sibling) => sibling !== hidden && sibling.querySelector("button"),
    )
    const toggle = bar?.querySelector<HTMLButtonElement>(EXPAND) ?? bar?.querySelector("button")
    if (!toggle) return
    toggle.click()
    // The group opens on Decap's next render.
    for (let frame = 0; frame < 30 && !isShown(hidden); frame++) await nextFrame()
  }
}

function showNotice(document: Document, text: string): void {
  let notice = document.getElementById(NOTICE_ID)
  if (!notice) {
    notice = document.createElement("div")
    notice.id = NOTICE_ID
    notice.setAttribute("role", "alert")
    document.body.append(notice)
  }
  notice.textContent = text
  notice.hidden = false
}

/** Goes to the first field with an error, with the notice. */
async function showFirstError(document: Document, errors: Element[]): Promise<void> {
  showNotice(document, refusedSaveNotice(errors.length))
  const first = errors[0]
  await unfold(first)
  first.scrollIntoView({ block: "center" })
  // The field's input: the label beside the error list names it.
  const id = first.parentElement?.querySelector("label")?.getAttribute("for")
  const input = id ? document.getElementById(id) : null
  input?.focus({ preventScroll: true })
}

export function announceRefusedSaves(window: Window): void {
  const { document } = window
  window.addEventListener("unhandledrejection", (event) => {
    // A failed save or publish Decap has already told her about in its notice.
    if (isReportedFailure(event.reason)) event.preventDefault()
    if (!isRefusedSave(event)) return
    // Decap's refusal, which this notice reports: not an error of the page.
    event.preventDefault()
    // Decap draws the errors it has just found on its next render.
    let frames = 0
    const look = () => {
      const errors = Array.from(document.querySelectorAll(ERROR_LIST))
      if (errors.length > 0) void showFirstError(document, errors)
      else if (++frames < 30) window.requestAnimationFrame(look)
    }
    window.requestAnimationFrame(look)
  })
  // The notice goes once she changes the form.
  document.addEventListener("input", () => {
    const notice = document.getElementById(NOTICE_ID)
    if (notice) notice.hidden = true
  })
}

export const REFUSED_SAVE_STYLE = `
#${NOTICE_ID} { position: fixed; z-index: 1001; top: 76px; left: 12px; max-width: min(34rem, calc(100vw - 24px));
  padding: 10px 14px; font: 600 14px/1.45 system-ui, sans-serif; color: #7a1d1d; background: #fff5f5;
  border: 2px solid #d64545; border-radius: 6px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.15); }
#${NOTICE_ID}[hidden] { display: none; }`
