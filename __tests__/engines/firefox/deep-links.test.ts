/**
 * An address naming a treatment (`/treatments/#<slug>`: the price list's links, a shared link) in Firefox
 * (e2e/deep-links.test.ts in Chromium): it opens the treatment's category and lands its card below the top bar,
 * before the page's scripts have run (for the first, a middle and the last treatment of whatever catalogue the site
 * was built from) and after them; without scripts: no-javascript.test.ts. landing.ts says what landing is.
 */
import { atEachWidth, expect, firefoxSuite, test } from "./fixtures"
import { expectLandingThatHolds, treatmentsToTry } from "./landing"
import { openWithScriptsHeld, visit } from "./pages"

firefoxSuite()

atEachWidth((screen) => {
  for (const which of ["first", "middle", "last"] as const)
    test(`before the scripts, opens the ${which} treatment's category and holds its card below the top bar`, async ({
      tab,
      origin,
      content,
    }) => {
      const { slug } = treatmentsToTry(content)[which]
      await openWithScriptsHeld(tab, origin, `/treatments/#${slug}`)
      await expectLandingThatHolds(tab, slug)
    })

  // One treatment at one width: the landing itself is the same at both widths, before the scripts and without them.
  if (screen.name === "phone")
    test("after the scripts, opens the last treatment's category and holds its card below the top bar, focused", async ({
      tab,
      origin,
      content,
    }) => {
      const { slug } = treatmentsToTry(content).last
      await visit(tab, origin, `/treatments/#${slug}`)
      await expectLandingThatHolds(tab, slug)
      // The card has the focus, for the keyboard to go on from there (Firefox gives it to the fragment's target on
      // arrival; the scripts focus it again once they have run, and must not take it elsewhere).
      expect(await tab.evaluate(() => document.activeElement?.id)).toBe(slug)
    })

  /*
   * Firefox writes no first-contentful-paint entry for a page that opens scrolled to a fragment, which the page's
   * loader waited for (src/gatsby/post-build/start-scripts.browser.ts): on every address naming a treatment the
   * scripts started at its 5 s fallback. It now starts them two frames after the first there.
   */
  if (screen.name === "phone")
    test("on an address naming a treatment, the scripts start once the page is painted, not at the 5 s fallback", async ({
      tab,
      origin,
      content,
    }) => {
      const { slug } = treatmentsToTry(content).middle
      await visit(tab, origin, `/treatments/#${slug}`, { hydrate: false })
      const firstScript = () =>
        tab.evaluate(
          () => performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".js"))?.startTime,
        )
      await expect.poll(firstScript, { timeout: 10_000 }).toBeDefined()
      // From the start of the navigation: the HTML arrives in milliseconds from this machine.
      expect(await firstScript()).toBeLessThan(4000)
    })
})
