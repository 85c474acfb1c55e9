/**
 * Where an address naming a treatment (`/treatments/#<slug>`) lands in WebKit: the card's category open, the card
 * below the top bar, its heading on screen and not covered (as e2e/deep-links.test.ts reads it).
 */
import { LANDED, landingIn, treatmentsToTry } from "../../../e2e/support/in-page"
import type { WebKitPage } from "./page"
import { TOP_BAR } from "./site"

export { LANDED, treatmentsToTry }

/** Where the card with this id is, read in the page (landingIn: the card's top too). */
export const place = (tab: WebKitPage, id: string) => tab.evaluate(landingIn, { target: id, top: TOP_BAR })
