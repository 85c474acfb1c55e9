/**
 * Proof that the tests follow the content, on a second catalogue: the `sites` project (sites.setup.ts) builds the
 * frozen content with a second catalogue and a week of an editor's edits in a temp project (the real public/ is
 * never touched), and that build must pass the same output checks as the published one, plus, for each edit, a
 * look at the page it shows on. A broken edit must stop its build with the content check's own message. The
 * browser checks of the same site are the edited-phone and edited-desktop projects'.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { expect, test } from "@playwright/test"
import { checkContent, formatReport } from "../../src/content"
import { BROKEN_PROJECT } from "../../tooling/sites"
import { checkBuiltSite } from "../build/checks"
import { shownCatalogue } from "../build/checks/treatments-page"
import { builtPage, normalise, shownText, staticFolderOf } from "../support/built-site"
import { durationText, priceText } from "../support/expected-content"
import { brokenContentDir, buildResult, editedSite as site, editsMade, READ_LOG } from "./support/second-site"

const tsxCli = require.resolve("tsx/cli")

test.describe("a broken edit", () => {
  test("is refused by the content check, each slip with its own message", () => {
    expect(
      checkContent(brokenContentDir)
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

  test("is refused by npm run check:content with the same report", () => {
    const run = spawnSync(process.execPath, [tsxCli, "scripts/check-content.ts", brokenContentDir], {
      cwd: path.resolve(__dirname, "..", ".."),
      encoding: "utf8",
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(formatReport(checkContent(brokenContentDir).issues))
  })

  test("stops the build with the content check's message for the editor, before anything is built", () => {
    const report = formatReport(checkContent(brokenContentDir).issues)
    const broken = buildResult(BROKEN_PROJECT)
    expect(broken.exitCode).not.toBe(0)
    // Gatsby wraps long lines of the message it prints, wherever the line is full.
    const squeeze = (text: string) => stripVTControlCharacters(text).replace(/\s+/g, "")
    expect(squeeze(broken.output)).toContain(squeeze(report))
    expect(fs.existsSync(path.join(BROKEN_PROJECT, "public", "index.html"))).toBe(false)
  })
})

test.describe("the site built from edited content", () => {
  test("was built from content the content check accepts", () => {
    expect(formatReport(checkContent(site.contentDir).issues)).toBe(formatReport([]))
  })

  test("read each content file once, in one process: the check's reading is what was sourced and bundled", () => {
    const reads = fs.readFileSync(READ_LOG, "utf8").trim().split("\n")
    const { files } = checkContent(site.contentDir)
    const count = new Map(files.map((f) => [f.file, 0]))
    for (const [, , file] of reads.map((line) => line.split(" "))) count.set(file, (count.get(file) ?? 0) + 1)
    expect(Object.fromEntries(count)).toEqual(Object.fromEntries(files.map((f) => [f.file, 1])))
    expect(new Set(reads.map((line) => line.split(" ")[0])).size).toBe(1)
  })

  test.describe("shows each edit", () => {
    const catalogue = () => shownCatalogue(builtPage(site, "/treatments/"))
    const category = (name: string) => catalogue().find(({ header }) => header.includes(normalise(name)))
    const categoryName = (slug: string) => site.content.categories.find((c) => c.slug === slug)?.name ?? slug

    test("a new treatment with a Czech name, last in its category, with its duration and price", () => {
      const { added } = editsMade()
      expect(category(categoryName(added.category))?.treatments.at(-1)).toEqual({
        name: normalise(added.name),
        duration: durationText(added.duration),
        price: priceText(added.price),
      })
    })

    test("no card of the treatment that was removed", () => {
      const names = catalogue().flatMap(({ treatments }) => treatments.map(({ name }) => name))
      expect(names).not.toContain(normalise(editsMade().removed.name))
    })

    test("the new prices and durations, and not the old ones", () => {
      const cards = catalogue().flatMap(({ treatments }) => treatments)
      for (const change of editsMade().changed) {
        expect(cards.filter(({ name }) => name === normalise(change.name))).toEqual([
          { name: normalise(change.name), duration: durationText(change.duration), price: priceText(change.price) },
        ])
        expect([change.was.price, change.was.duration]).not.toEqual([change.price, change.duration])
      }
    })

    test("the reordered category with its first and last treatments swapped", () => {
      const edits = editsMade()
      const { before } = edits.reordered
      const swapped = [before.at(-1)!, ...before.slice(1, -1), before[0]].filter((name) => name !== edits.removed.name)
      const shown = category(categoryName(edits.reordered.category))?.treatments.map(({ name }) => name)
      expect(shown?.slice(0, swapped.length)).toEqual(swapped.map(normalise))
    })

    test("no sign of the deleted category; its treatments at the end of the category they moved to", () => {
      const { emptied } = editsMade()
      expect(catalogue().map(({ header }) => header.includes(normalise(emptied.name)))).not.toContain(true)
      const target = category(categoryName(emptied.movedTo))?.treatments.map(({ name }) => name) ?? []
      // The new treatment comes after them.
      expect(target.slice(-emptied.treatments.length - 1, -1)).toEqual(emptied.treatments.map(normalise))
    })

    test("the new team member with her new photo, and not the one who left", () => {
      const edits = editsMade()
      const about = builtPage(site, "/about/")
      const names = [...about.querySelectorAll("main h3")].map((h3) => normalise(h3.textContent))
      expect(names).toContain(edits.joined.name)
      expect(names).not.toContain(edits.left.name)
      const card = [...about.querySelectorAll("main h3")].find((h3) => normalise(h3.textContent) === edits.joined.name)
      expect(card?.closest("li")?.innerHTML).toContain(staticFolderOf(edits.joined.photoFile))
    })

    test("the new street, phone and opening hours in every page's footer and on /contact/, not the old ones", () => {
      const { contact } = editsMade()
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

    test("the new heading of the about page and the new introduction of the treatments page", () => {
      const edits = editsMade()
      expect(normalise(builtPage(site, "/about/").querySelector("h1")?.textContent)).toBe(edits.texts.aboutHeading)
      expect(shownText(builtPage(site, "/treatments/").querySelector("main")!)).toContain(edits.texts.treatmentsIntro)
    })
  })

  test.describe("passes the checks of the published build", () => {
    checkBuiltSite(site)
  })
})
