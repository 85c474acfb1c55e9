/**
 * An address naming a treatment (`/treatments/#<slug>`: the price list's links, a shared link) in Safari's
 * engine, with the page's scripts: the treatment's category opens and its card lands below the top bar, its
 * heading on screen and not covered, for the first, a middle and the last treatment of whatever catalogue the
 * site was built from. Without scripts: without-scripts.test.ts.
 */
import { DESKTOP, expect, PHONE, test } from "./support/fixtures"
import { LANDED, place, treatmentsToTry } from "./support/landing"
import { hydrated } from "./support/site"

// The first and the last treatment at a desktop's width, a middle one on a phone: the browser's part (the category
// opened, the card scrolled to) for all three at both widths is without-scripts.test.ts's and e2e's; here, that
// the page's scripts keep the card there as they take over.
for (const [which, screenSize] of [
  ["first", DESKTOP],
  ["last", DESKTOP],
  ["middle", PHONE],
] as const) {
  test.describe(`at ${screenSize.width} px`, () => {
    test.use({ screenSize })

    test(`opens the ${which} treatment's category and lands its card below the top bar`, async ({ tab, content }) => {
      const { slug } = treatmentsToTry(content)[which]
      await tab.goto(`/treatments/#${slug}`)
      await expect.poll(() => place(tab, slug)).toMatchObject(LANDED)
      // Once the scripts have taken over (they focus and light the card), it is still there.
      await hydrated(tab)
      await expect.poll(() => place(tab, slug)).toMatchObject(LANDED)
    })
  })
}
