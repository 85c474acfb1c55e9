/**
 * The salon's contact details of contact.yaml in the built pages: the footer
 * of every page and the contact page show the address, the phone (as a tel:
 * link) and the opening hours.
 */
import { expect, test } from "@playwright/test"
import { type BuiltSite, builtPage, normalise, shownText } from "../../support/built-site"
import { escapeRegExp, expectedFrom } from "../../support/expected-content"

const PAGES = ["/", "/about/", "/treatments/", "/contact/", "/404/"]

/** `tel:+420123456789`: the number without spaces (RFC 3966), written out here independently of src/utils. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

export function checkContactDetails(site: BuiltSite) {
  const details = (scope: Element | null) => ({
    text: scope ? shownText(scope) : "(not found)",
    phoneLinks: [...(scope?.querySelectorAll('a[href^="tel:"]') ?? [])].map((a) => ({
      href: a.getAttribute("href"),
      text: normalise(a.textContent),
    })),
  })
  const expectedDetails = () => {
    const { contact, shownAddress } = expectedFrom(site.content)
    return {
      text: expect.stringMatching(
        new RegExp(
          [shownAddress, normalise(contact.phone), normalise(contact.openingHours)].map(escapeRegExp).join(".*"),
        ),
      ),
      phoneLinks: [{ href: telHref(contact.phone), text: normalise(contact.phone) }],
    }
  }

  for (const route of PAGES) {
    test(`${route} shows the address, the phone and the opening hours in its footer`, () => {
      expect(details(builtPage(site, route).querySelector("footer"))).toEqual(expectedDetails())
    })
  }

  test("/contact/ shows the address, the phone and the opening hours in its main content", () => {
    expect(details(builtPage(site, "/contact/").querySelector("main"))).toEqual(expectedDetails())
  })
}
