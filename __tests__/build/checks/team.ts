/**
 * The team on the built /about/ page: every member of the content, in order,
 * with first name, role and bio, and a portrait: the processed photo file of
 * content/images, the photo's web address, or (with neither) the initials.
 */
import { expect, test } from "@playwright/test"
import { type BuiltSite, builtPage, imageFileOf, imageUrls, normalise, staticFolderOf } from "../../support/built-site"
import {
  escapeRegExp,
  expectedFrom,
  type ExpectedMember,
  initialsOf,
  isWebAddress,
} from "../../support/expected-content"

/** The portrait a card shows, described the way the expectation is written. */
function portraitOf(card: Element): string {
  const img = [...card.querySelectorAll("img")].find((image) => image.getAttribute("alt") && !image.closest("noscript"))
  if (img) return `photo "${normalise(img.getAttribute("alt"))}" from ${imageUrls(img).join(" ")}`
  const initials = card.querySelector('[aria-hidden="true"]')
  return `initials ${normalise(initials?.textContent)}`
}

/** What the card of `member` must show as its portrait. */
function expectedPortrait(site: BuiltSite, member: ExpectedMember): RegExp {
  const alt = escapeRegExp(`photo "${member.photoAlt}" from `)
  if (isWebAddress(member.photo))
    return new RegExp(`^(${alt}${escapeRegExp(member.photo)}|initials ${initialsOf(member.name)})$`)
  // gatsby-plugin-image serves every size of the file from the folder named by its contents.
  return new RegExp(`^${alt}.*${escapeRegExp(staticFolderOf(imageFileOf(site, member.file, member.photo)))}`)
}

export function checkTeam(site: BuiltSite) {
  test("shows every team member in order with name, role, bio and a portrait from the photo, or the initials", () => {
    const expected = expectedFrom(site.content)
    const page = builtPage(site, "/about/")
    const heading = [...page.querySelectorAll("main h2")].find(
      (h2) => normalise(h2.textContent) === normalise(expected.pages.about.team.heading),
    )
    const section = heading?.closest("section")
    expect(section).toBeTruthy()
    const cards = [...section!.querySelectorAll("h3")].map((name) => name.closest("li") ?? name.parentElement!)
    expect(
      cards.map((card) => ({
        name: normalise(card.querySelector("h3")?.textContent),
        text: normalise(card.textContent),
        portrait: portraitOf(card),
      })),
    ).toEqual(
      expected.team.map((member) => ({
        name: member.name,
        text: expect.stringMatching(new RegExp(`${escapeRegExp(member.role)}.*${escapeRegExp(member.bio)}`)),
        portrait: expect.stringMatching(expectedPortrait(site, member)),
      })),
    )
  })
}
