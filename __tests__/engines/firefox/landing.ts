/**
 * Where an address naming a treatment (`/treatments/#<slug>`) lands the visitor, read in Firefox (the Chromium
 * suite's e2e/deep-links.test.ts): the treatment's category open, the card below the top bar, its heading on screen
 * and not covered; and there it stays when the blocks above it grow, as a font swap or a card's estimated height
 * turning real does on a slow phone (scroll anchoring, which each engine has its own of).
 */
import type { Page } from "puppeteer-core"
import { LANDED, landingIn, treatmentsToTry } from "../../e2e/support/in-page"
import { expect } from "./fixtures"
import { TOP_BAR } from "./pages"

export { treatmentsToTry }

/** Where the card with this id is, read in the page. */
const place = (page: Page, id: string) => page.evaluate(landingIn, { target: id, top: TOP_BAR })

/**
 * The card has landed where it should; then everything above it grows taller, and the card must not move (by more
 * than the pixel Firefox may round a scroll position to: its scroll positions are fractional).
 */
export async function expectLandingThatHolds(page: Page, id: string): Promise<void> {
  const placeMovedFrom = async (from: number) => {
    const { top, ...state } = (await place(page, id)) ?? { top: from }
    return { ...state, movedBy: Math.abs(top - from) <= 1 ? 0 : Math.round(top - from) }
  }
  // The browser scrolls to the fragment once it is parsed, and again as the layout settles (fonts, photos).
  await expect.poll(() => placeMovedFrom(Number.NaN)).toMatchObject(LANDED)
  // Polled, not awaited in the page: without scripts the page runs no promise callbacks.
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded")
  const landed = (await place(page, id))?.top ?? Number.NaN
  await page.evaluate(() => {
    const taller = document.createElement("style")
    taller.textContent = "[data-treatment]:not(:target), summary { padding-bottom: 41px !important }"
    document.head.append(taller)
  })
  // The browser keeps the card in place when it next lays the page out (scroll anchoring).
  await expect.poll(() => placeMovedFrom(landed)).toEqual({ ...LANDED, movedBy: 0 })
}
