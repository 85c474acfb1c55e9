/**
 * Each route and the 404 page, visited once and checked step by step: the reveal of every block on the way
 * down the page (docs/product.md, Motion), then, every block faded in and lazy content loaded, status and
 * heading, the team on /about/, the font files, axe-core (also on the open menu on a phone), no errors in
 * the console, no request to another host except the map on /contact/, the booking links and the active
 * link. The steps' checks are soft: a visit reports every failing step.
 */
import type { Locator, Page } from "@playwright/test"
import { ROUTES } from "../../src/routes"
import { codePointsOf, FONT_FILES, SUBSETS } from "../../src/theme/font-files"
import { escapeRegExp, type Expected, initialsOf, isWebAddress, normalise } from "../support/expected-content"
import { expect, hostsOf, test } from "./support/fixtures"
import {
  axeViolations,
  hydrated,
  menuList,
  menuOpen,
  menuToggle,
  nextFrames,
  revealsDone,
  scrollThrough,
  scrollToY,
  textsSeen,
  TOP_BAR,
  visit,
} from "./support/pages"

const MAP_HOST = "www.google.com"
const check = expect.configure({ soft: true })

/** Opens the menu (on a phone the links are behind the toggle) unless it is open already. */
async function openMenu(page: Page): Promise<Locator> {
  if (!(await menuOpen(page))) await menuToggle(page).click()
  await expect(menuList(page)).toBeSeen()
  return menuList(page)
}

type Block = { revealed: string | null; below: boolean; wellInView: boolean; opacity: number; hidden: boolean }

/** Every block that records its reveal ([data-reveal][data-revealed]), in document order. */
const blocks = (page: Page): Promise<Block[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-reveal][data-revealed]")].map((element) => {
      const box = element.getBoundingClientRect()
      const inView = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
      const opacity = (node: Element) => Number(getComputedStyle(node).opacity)
      const inner = [...element.querySelectorAll("[data-reveal]")].map(opacity)
      return {
        revealed: element.getAttribute("data-revealed"),
        below: box.top >= window.innerHeight,
        // Twice the 10 % threshold, or half the screen for blocks taller than the screen.
        wellInView: box.height > 0 && inView >= Math.min(0.2 * box.height, 0.5 * window.innerHeight),
        // The lowest opacity of the block and the blocks inside it (1: fully shown).
        opacity: Math.min(opacity(element), ...inner),
        // Invisible: transparent itself, or all the blocks inside it are (a staggered list).
        hidden: opacity(element) === 0 || (inner.length > 0 && inner.every((value) => value === 0)),
      }
    }),
  )
const indexesWhere = (list: Block[], test: (block: Block) => boolean) =>
  list.flatMap((block, index) => (test(block) ? [index] : []))
const notShown = (list: Block[], indexes: number[]) =>
  indexes.filter((index) => list[index].revealed !== "true" || list[index].opacity !== 1)

/**
 * On a page that has just arrived: what is on screen is shown at once; a block below the fold stays
 * unrevealed until about 10 % of it is in view, then fades in, and stays so when scrolled away and back.
 */
async function expectRevealsOnScroll(page: Page): Promise<void> {
  const onArrival = await blocks(page)
  const inView = indexesWhere(onArrival, (block) => !block.below)
  const below = indexesWhere(onArrival, (block) => block.below)
  expect(below.length).toBeGreaterThan(0)
  await expect.poll(async () => notShown(await blocks(page), inView)).toEqual([])
  expect(below.filter((index) => onArrival[index].revealed !== "false")).toEqual([])
  // Those below the fold hide, to fade in later (once the animation code has loaded, late on a busy machine).
  await expect
    .poll(
      async () => {
        const now = await blocks(page)
        return below.filter((index) => !now[index].hidden)
      },
      { timeout: 15_000 },
    )
    .toEqual([])

  // Down the page half a screen at a time: a block is revealed once well in view, one never reached is not.
  const seen = new Set(inView)
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight / 2),
  }))
  for (let y = step; y < height + step; y += step) {
    await scrollToY(page, y)
    const now = await blocks(page)
    // Scrolling only goes down, so a block entirely below now has never been in view.
    expect(indexesWhere(now, (block) => block.below && block.revealed !== "false")).toEqual([])
    indexesWhere(now, (block) => block.wellInView).forEach((index) => seen.add(index))
    await expect
      .poll(async () => {
        const later = await blocks(page)
        return [...seen].filter((index) => later[index].revealed !== "true")
      })
      .toEqual([])
  }
  expect(seen.size).toBe(onArrival.length)
  await revealsDone(page)

  // Away to the top and back to the bottom: in each of the next frames every block is revealed and shown.
  const all = onArrival.map((_, index) => index)
  for (const y of [0, height]) {
    await scrollToY(page, y)
    for (let frame = 0; frame < 5; frame++) {
      expect(notShown(await blocks(page), all)).toEqual([])
      await nextFrames(page)
    }
  }
}

/** The team on /about/ (scrolled through, so lazy photos have loaded): each member with a photo or initials. */
async function expectTeamShown(page: Page, expected: Expected): Promise<void> {
  const team = page.getByRole("region", { name: normalise(expected.pages.about.team.heading) })
  const cards = team.getByRole("listitem")
  const found = () =>
    cards.evaluateAll((items) =>
      items.map((item) => {
        const photo = [...item.querySelectorAll("img")].find((img) => img.alt !== "")
        const initials = [...item.querySelectorAll('[aria-hidden="true"]')]
          .map((e) => e.textContent?.trim())
          .find(Boolean)
        const loaded = photo !== undefined && photo.complete && photo.naturalWidth > 0
        const portrait = loaded ? `photo ${photo.alt}` : initials ? `initials ${initials}` : "nothing"
        return { name: item.querySelector("h3")?.textContent ?? "", text: item.textContent ?? "", portrait }
      }),
    )
  // Other hosts are blocked, so a photo given as a web address shows the initials.
  const expectedCards = expected.team.map((member) => ({
    name: member.name,
    text: expect.stringMatching(new RegExp(`${escapeRegExp(member.role)}.*${escapeRegExp(member.bio)}`)),
    portrait: isWebAddress(member.photo)
      ? expect.stringMatching(
          new RegExp(`^(photo ${escapeRegExp(member.photoAlt)}|initials ${initialsOf(member.name)})$`),
        )
      : `photo ${member.photoAlt}`,
  }))
  await check
    .poll(async () =>
      (await found()).map((card) => ({
        name: normalise(card.name),
        text: normalise(card.text),
        portrait: normalise(card.portrait),
      })),
    )
    .toEqual(expectedCards)
  // Seen, not only in the page: every name and every portrait (photo or initials).
  await check
    .poll(() => textsSeen(team.getByRole("heading", { level: 3 })))
    .toEqual(expected.team.map(({ name }) => ({ text: name, seen: true })))
  const portraits = cards.locator("img[alt]:not([alt='']), [aria-hidden='true']:not(:empty)")
  await check
    .poll(async () => (await textsSeen(portraits)).map(({ seen }) => seen))
    .toEqual(expected.team.map(() => true))
}

/**
 * The page downloads the preloaded font files (Latin and the Czech letters of each family) and a family's
 * file of the other Latin Extended-A letters only when its text has such a letter.
 */
async function expectFontFiles(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  const { fetched, text } = await page.evaluate(() => ({
    fetched: performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/fonts/"))
      .map((pathname) => pathname.slice("/fonts/".length)),
    text: document.body.innerText,
  }))
  const preloaded = FONT_FILES.filter((face) => SUBSETS[face.subset].preload).map((face) => face.file)
  const extension = FONT_FILES.filter((face) => !SUBSETS[face.subset].preload)
  const needsExtension = [...text].some((character) =>
    extension.some((face) => codePointsOf(face.file).includes(character.codePointAt(0) ?? 0)),
  )
  const unique = [...new Set(fetched)].sort()
  if (!needsExtension) check(unique).toEqual([...preloaded].sort())
  else {
    check(unique).toEqual(expect.arrayContaining(preloaded))
    check(unique.filter((file) => !preloaded.includes(file)).length).toBeGreaterThan(0)
    check(unique.every((file) => FONT_FILES.some((face) => face.file === file))).toBe(true)
  }
}

for (const route of Object.values(ROUTES)) {
  test(`the page ${route}`, { tag: "@content" }, async ({ page, watch, blocked, settled, expected }) => {
    test.slow()
    const isPhone = page.viewportSize()!.width < 1024
    const { heading } = expected.routes.find(({ path }) => path === route)!
    const response = await visit(page, route)

    await test.step("reveals each block once, when it is scrolled into view", () => expectRevealsOnScroll(page))
    await scrollThrough(page)

    await test.step("is served with status 200, in Czech, with the h1 of its content", async () => {
      check(response?.status()).toBe(200)
      await check(page.locator("html")).toHaveAttribute("lang", "cs")
      check((await page.locator("h1").allInnerTexts()).map(normalise)).toEqual([heading])
    })

    if (route === ROUTES.about) {
      await test.step("shows every team member of content/team in order, with name, role, bio and photo or initials", () =>
        expectTeamShown(page, expected))
    }

    await test.step("downloads the font files its letters need: the preloaded ones, and the extra Latin letters only if it has one", () =>
      expectFontFiles(page))

    await test.step("has no axe violations", async () => check(await axeViolations(page)).toEqual([]))

    await test.step("logs no error, throws none and violates no content security policy", () => {
      check(watch.consoleErrors).toEqual([])
      check(watch.pageErrors).toEqual([])
      check(watch.cspViolations).toEqual([])
    })

    if (route === ROUTES.contact) {
      await test.step(`asks no other host than the map's ${MAP_HOST}, and that only for the map`, async () => {
        // The map is lazy: its frame asks for the other host once it is near the viewport.
        await page.locator("main iframe").scrollIntoViewIfNeeded()
        await check.poll(() => hostsOf(blocked)).toEqual([MAP_HOST])
        check(blocked.filter((url) => !url.startsWith(`https://${MAP_HOST}/maps?`))).toEqual([])
        await scrollToY(page, 0)
      })
    } else {
      await test.step("asks no other host: fonts, images and scripts are all local", async () => {
        await settled()
        check(hostsOf(blocked)).toEqual([])
      })
    }

    await test.step("points its booking links to the booking page, in a new tab without opener and referrer, and never shows the address", async () => {
      const { site } = expected
      const links = page.locator(`a[data-booking-link], a[href="${site.bookingUrl}"]`)
      const attributes = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute("href"),
          target: anchor.getAttribute("target"),
          rel: anchor.getAttribute("rel"),
          saysNewTab: anchor.textContent ?? "",
        })),
      )
      check(attributes.length).toBeGreaterThan(0)
      const booking = { href: site.bookingUrl, target: "_blank", rel: "noopener noreferrer" }
      check(attributes).toEqual(
        attributes.map(() => ({ ...booking, saysNewTab: expect.stringContaining(site.labels.newTab) })),
      )
      check(await page.locator("body").innerText()).not.toContain(new URL(site.bookingUrl).host)
    })

    await test.step("marks its own navigation link, and only that one, with aria-current=page", async () => {
      const { nav } = expected.site
      // On a phone the links are in the dropdown; in the bar on a desktop.
      const list = isPhone ? await openMenu(page) : menuList(page)
      const current = list.locator('a[aria-current="page"]')
      // site.yaml's menu may leave a page out; then no link is current.
      const inMenu = nav.some((item) => item.path === route)
      check(await current.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        inMenu ? [route] : [],
      )
      if (inMenu) await check(current).toBeSeen()
      await check(list.locator("a:not([aria-current])")).toHaveCount(nav.length - (inMenu ? 1 : 0))
    })

    if (isPhone) {
      await test.step("has no axe violations in the top bar with the menu open", async () => {
        await openMenu(page)
        // Opening the menu changes the top bar only; the rest of the page has passed axe above.
        check(await axeViolations(page, { include: TOP_BAR })).toEqual([])
      })
    }
  })
}

test("an unknown path", { tag: "@content" }, async ({ page, watch, blocked, settled, expected }) => {
  const notFound = expected.pages.notFound
  const response = await visit(page, "/no-such-page/")

  await test.step("shows the Czech 404 page with status 404", async () => {
    check(response?.status()).toBe(404)
    await check(page.locator("html")).toHaveAttribute("lang", "cs")
    check((await page.locator("h1").allInnerTexts()).map(normalise)).toEqual([normalise(notFound.heading)])
  })

  await test.step("has no axe violations", async () => check(await axeViolations(page)).toEqual([]))

  await test.step("logs no error but the expected 404 responses, and throws none", async () => {
    await settled()
    const documentUrl = response?.url() ?? ""
    // Gatsby's loader asks for the path's page data, then probes the path itself with HEAD before it renders
    // the 404 page (gatsby/cache-dir/loader.js): both answer 404 as they should, as does the document.
    const expected404 = [
      documentUrl,
      new URL("/page-data/no-such-page/page-data.json", documentUrl).href,
      documentUrl.replace(/\/$/, ""),
    ].map((url) => `Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`)
    check(watch.consoleErrors.filter((message) => !expected404.includes(message))).toEqual([])
    check(watch.pageErrors).toEqual([])
    check(watch.cspViolations).toEqual([])
    check(hostsOf(blocked)).toEqual([])
  })

  await test.step("links home and to the treatments, and the link works", async () => {
    const main = page.locator("main")
    const treatments = main.getByRole("link", { name: notFound.treatmentsLink })
    await check(main.getByRole("link", { name: notFound.homeLink })).toHaveAttribute("href", "/")
    await check(treatments).toHaveAttribute("href", "/treatments/")
    await treatments.click()
    await page.waitForURL(/\/treatments\/$/)
    await hydrated(page)
    const { heading } = expected.routes.find(({ path }) => path === ROUTES.treatments)!
    await check(page.locator("h1")).toHaveText(heading, { useInnerText: true })
  })
})
