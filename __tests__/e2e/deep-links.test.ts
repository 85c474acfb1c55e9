/**
 * An address naming a treatment (`/treatments/#<slug>`: the price list's links, a shared link) opens the
 * treatment's category and lands its card below the top bar, the card's heading on screen and not covered:
 * before the page's scripts have run, without scripts and after them, for the first, a middle and the last
 * treatment of whatever catalogue the site was built from. The card stays there when the blocks above it
 * change height afterwards, as a font swap or a card's estimated height turning real does on a slow phone:
 * here a stylesheet makes every other card and every category header 41 px taller at once.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { LANDED, landingIn, treatmentsToTry } from "./support/in-page"
import { openWithScriptsHeld, TOP_BAR, visit } from "./support/pages"

/** Where the card with this id is, read in the page; its top in whole pixels. */
async function place(page: Page, id: string) {
  const landing = await page.evaluate(landingIn, { target: id, top: TOP_BAR })
  return landing && { ...landing, top: Math.round(landing.top) }
}

/** Lands on the card, then makes everything above it taller: the card must not move. */
async function expectLandingThatHolds(page: Page, id: string) {
  // The browser scrolls to the fragment once it is parsed, and again as the layout settles (fonts, photos).
  await expect.poll(async () => ({ ...(await place(page, id)), top: 0 })).toEqual({ ...LANDED, top: 0 })
  // Polled, not awaited in the page: without scripts the page runs no promise callbacks or animation frames.
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded")
  const top = (await place(page, id))?.top
  // Added from here: addStyleTag waits for the style's load event, which a page without scripts never reports.
  await page.evaluate(() => {
    const taller = document.createElement("style")
    taller.textContent = "[data-treatment]:not(:target), summary { padding-bottom: 41px !important }"
    document.head.append(taller)
  })
  // The browser keeps the card in place when it next lays the page out (scroll anchoring).
  await expect.poll(() => place(page, id)).toEqual({ ...LANDED, top })
}

const MODES = ["before the scripts", "without scripts", "after the scripts"] as const

for (const mode of MODES) {
  test.describe(`an address naming a treatment, ${mode}`, { tag: "@content" }, () => {
    test.use({ javaScriptEnabled: mode !== "without scripts" })

    for (const which of ["first", "middle", "last"] as const) {
      test(`opens the ${which} treatment's category and holds its card below the top bar`, async ({
        page,
        content,
      }) => {
        const { slug } = treatmentsToTry(content)[which]
        const route = `/treatments/#${slug}`
        if (mode === "before the scripts") await openWithScriptsHeld(page, route)
        else await visit(page, route, { hydrate: mode === "after the scripts" })
        await expectLandingThatHolds(page, slug)
      })
    }
  })
}
