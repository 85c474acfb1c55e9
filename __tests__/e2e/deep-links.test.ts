/**
 * An address naming a treatment (`/treatments/#<slug>`: the price list's links, a shared link) opens the
 * treatment's category and lands its card below the top bar, the card's heading on screen and not covered:
 * before the page's scripts have run, without scripts and after them, for the first, a middle and the last
 * treatment of whatever catalogue the site was built from. The card stays there when the blocks above it
 * change height afterwards, as a font swap or a card's estimated height turning real does on a slow phone:
 * here a stylesheet makes every other card and every category header 41 px taller at once.
 */
import type { Page } from "@playwright/test"
import type { SiteContent } from "../../src/content"
import { expect, test } from "./support/fixtures"
import { openWithScriptsHeld, TOP_BAR, visit } from "./support/pages"

/** The first, a middle and the last treatment of the catalogue, in page order. */
function treatmentsToTry(content: SiteContent) {
  const all = content.categories.flatMap((category) => category.treatments)
  return { first: all[0], middle: all[Math.floor(all.length / 2)], last: all[all.length - 1] }
}

/** Where the card with this id is, read in the page. */
const place = (page: Page, id: string) =>
  page.evaluate(
    ([target, top]) => {
      const card = document.getElementById(target)!
      const heading = card.querySelector("h3")!
      const bar = document.querySelector(top)!.getBoundingClientRect()
      const box = card.getBoundingClientRect()
      const title = heading.getBoundingClientRect()
      // The heading's first line: what is drawn there is the heading itself, not the bar or another block.
      const drawn = document.elementFromPoint(title.left + Math.min(title.width / 2, 40), title.top + 4)
      return {
        open: card.closest("details")?.open,
        belowTopBar: box.top >= bar.bottom - 1,
        headingOnScreen: title.top >= 0 && title.bottom <= window.innerHeight,
        headingUncovered: drawn !== null && heading.contains(drawn),
        top: Math.round(box.top),
      }
    },
    [id, TOP_BAR] as const,
  )

const LANDED = { open: true, belowTopBar: true, headingOnScreen: true, headingUncovered: true }

/** Lands on the card, then makes everything above it taller: the card must not move. */
async function expectLandingThatHolds(page: Page, id: string) {
  // The browser scrolls to the fragment once it is parsed, and again as the layout settles (fonts, photos).
  await expect.poll(async () => ({ ...(await place(page, id)), top: 0 })).toEqual({ ...LANDED, top: 0 })
  // Polled, not awaited in the page: without scripts the page runs no promise callbacks or animation frames.
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded")
  const { top } = await place(page, id)
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
