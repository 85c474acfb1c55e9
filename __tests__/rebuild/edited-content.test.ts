/**
 * Proof that the tests follow the content: a week of an editor's edits
 * (support/editor-edits.ts) is made to a copy of content/, a production build
 * is made from it in a temporary copy of the project (the real public/ is
 * never touched), and that build must pass the same output checks as the
 * published one, plus, for each edit, a look at the page it shows on. A
 * broken edit must stop its build with the content check's own message.
 * The browser checks of the same edits are Playwright's: the edited-* projects
 * check this build (edited-build.setup.ts builds it only when its files changed).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { checkContent, formatReport } from "../../src/content"
import { checkBuiltSite } from "../build/checks"
import { shownCatalogue } from "../build/checks/treatments-page"
import { type BuiltSite, builtPage, builtSite, normalise, shownText, staticFolderOf } from "../support/built-site"
import { durationText, priceText } from "../support/expected-content"
import { runningRebuild } from "./support/rebuild"
import { type BuildResult, waitForBuild } from "../support/temp-project"

// The builds started with Jest (support/global-setup.ts); on a busy 2-core machine they take 2 to 5 minutes.
const BUILD_TIMEOUT = 15 * 60_000
// Checking content and running npm run check:content take seconds on a busy machine.
jest.setTimeout(60_000)
const tsxCli = require.resolve("tsx/cli")

const { edited, broken, edits, readLog } = runningRebuild()
const site: BuiltSite = builtSite(edited.dir)
const brokenContent = path.join(broken.dir, "content")
let builds: { edited: BuildResult; broken: BuildResult }

beforeAll(async () => {
  const waited = performance.now()
  const [editedBuild, brokenBuild] = await Promise.all([waitForBuild(edited), waitForBuild(broken)])
  builds = { edited: editedBuild, broken: brokenBuild }
  console.log(
    [
      `The edited site built in ${editedBuild.seconds} s, the broken edit stopped its build after ${brokenBuild.seconds} s;`,
      `both ran while the other tests did, and this test waited ${Math.round((performance.now() - waited) / 1000)} s for them.`,
    ].join("\n"),
  )
}, BUILD_TIMEOUT)

describe("a broken edit", () => {
  it("is refused by the content check, each slip with its own message", () => {
    expect(
      checkContent(brokenContent)
        .issues.map((i) => i.key)
        .sort(),
    ).toEqual(
      [
        "expectedNumber",
        "numberThousands",
        "numberDecimalComma",
        "yamlDirective",
        "textTooLong",
        "unprintable",
        "imageTooManyPixels",
      ].sort(),
    )
  })

  it("is refused by npm run check:content with the same report", () => {
    const run = spawnSync(process.execPath, [tsxCli, "scripts/check-content.ts", brokenContent], {
      cwd: path.resolve(__dirname, "..", ".."),
      encoding: "utf8",
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(formatReport(checkContent(brokenContent).issues))
  })

  it("stops the build with the content check's message for the editor, before anything is built", () => {
    const report = formatReport(checkContent(brokenContent).issues)
    expect(builds.broken.exitCode).not.toBe(0)
    // Gatsby wraps long lines of the message it prints, wherever the line is full.
    const squeeze = (text: string) => stripVTControlCharacters(text).replace(/\s+/g, "")
    expect(squeeze(builds.broken.output)).toContain(squeeze(report))
    expect(fs.existsSync(path.join(broken.dir, "public", "index.html"))).toBe(false)
  })
})

describe("the site built from edited content", () => {
  beforeAll(() => {
    if (builds.edited.exitCode !== 0)
      throw new Error(`The build of the edited content failed:\n${builds.edited.output}`)
  })

  it("was built from content the content check accepts", () => {
    expect(formatReport(checkContent(site.contentDir).issues)).toBe(formatReport([]))
  })

  it("read each content file once, in one process: the check's reading is what was sourced and bundled", () => {
    const reads = fs.readFileSync(readLog, "utf8").trim().split("\n")
    const { files } = checkContent(site.contentDir)
    const count = new Map(files.map((f) => [f.file, 0]))
    for (const [, , file] of reads.map((line) => line.split(" "))) count.set(file, (count.get(file) ?? 0) + 1)
    expect(Object.fromEntries(count)).toEqual(Object.fromEntries(files.map((f) => [f.file, 1])))
    expect(new Set(reads.map((line) => line.split(" ")[0])).size).toBe(1)
  })

  describe("shows each edit", () => {
    const catalogue = () => shownCatalogue(builtPage(site, "/treatments/"))
    const category = (name: string) => catalogue().find(({ header }) => header.includes(normalise(name)))
    const categoryName = (slug: string) => site.content.categories.find((c) => c.slug === slug)?.name ?? slug

    it("a new treatment with a Czech name, last in its category, with its duration and price", () => {
      const { added } = edits
      expect(category(categoryName(added.category))?.treatments.at(-1)).toEqual({
        name: normalise(added.name),
        duration: durationText(added.duration),
        price: priceText(added.price),
      })
    })

    it("no card of the treatment that was removed", () => {
      const names = catalogue().flatMap(({ treatments }) => treatments.map(({ name }) => name))
      expect(names).not.toContain(normalise(edits.removed.name))
    })

    it("the new prices and durations, and not the old ones", () => {
      const cards = catalogue().flatMap(({ treatments }) => treatments)
      for (const change of edits.changed) {
        expect(cards.filter(({ name }) => name === normalise(change.name))).toEqual([
          { name: normalise(change.name), duration: durationText(change.duration), price: priceText(change.price) },
        ])
        expect([change.was.price, change.was.duration]).not.toEqual([change.price, change.duration])
      }
    })

    it("the reordered category with its first and last treatments swapped", () => {
      const { before } = edits.reordered
      const swapped = [before.at(-1)!, ...before.slice(1, -1), before[0]].filter((name) => name !== edits.removed.name)
      const shown = category(categoryName(edits.reordered.category))?.treatments.map(({ name }) => name)
      expect(shown?.slice(0, swapped.length)).toEqual(swapped.map(normalise))
    })

    it("no sign of the deleted category; its treatments at the end of the category they moved to", () => {
      const { emptied } = edits
      expect(catalogue().map(({ header }) => header.includes(normalise(emptied.name)))).not.toContain(true)
      const target = category(categoryName(emptied.movedTo))?.treatments.map(({ name }) => name) ?? []
      // The new treatment comes after them.
      expect(target.slice(-emptied.treatments.length - 1, -1)).toEqual(emptied.treatments.map(normalise))
    })

    it("the new team member with her new photo, and not the one who left", () => {
      const about = builtPage(site, "/about/")
      const names = [...about.querySelectorAll("main h3")].map((h3) => normalise(h3.textContent))
      expect(names).toContain(edits.joined.name)
      expect(names).not.toContain(edits.left.name)
      const card = [...about.querySelectorAll("main h3")].find((h3) => normalise(h3.textContent) === edits.joined.name)
      expect(card?.closest("li")?.innerHTML).toContain(staticFolderOf(edits.joined.photoFile))
    })

    it("the new street, phone and opening hours in every page's footer and on /contact/, not the old ones", () => {
      const { contact } = edits
      const places = ["/", "/about/", "/treatments/", "/contact/", "/404/"].map((route) => ({
        route,
        text: shownText(builtPage(site, route).querySelector("footer")!),
      }))
      places.push({ route: "/contact/ main", text: shownText(builtPage(site, "/contact/").querySelector("main")!) })
      for (const { route, text } of places) {
        expect({
          route,
          street: text.includes(normalise(contact.street)),
          phone: text.includes(normalise(contact.phone)),
        }).toEqual({ route, street: true, phone: true })
        expect({ route, hours: text.includes(normalise(contact.openingHours)) }).toEqual({ route, hours: true })
        expect({
          route,
          oldStreet: text.includes(normalise(contact.was.street)),
          oldPhone: text.includes(normalise(contact.was.phone)),
        }).toEqual({ route, oldStreet: false, oldPhone: false })
      }
    })

    it("the new heading of the about page and the new introduction of the treatments page", () => {
      expect(normalise(builtPage(site, "/about/").querySelector("h1")?.textContent)).toBe(edits.texts.aboutHeading)
      expect(shownText(builtPage(site, "/treatments/").querySelector("main")!)).toContain(edits.texts.treatmentsIntro)
    })
  })

  describe("passes the checks of the published build", () => {
    checkBuiltSite(site)
  })
})
