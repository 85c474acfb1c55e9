/**
 * The W3C Nu HTML Checker (vnu-jar, run with the machine's Java; `.ci/run`
 * installs one) reports no error on any page of the public site. It knows the
 * HTML standard's content models and attribute rules more fully than
 * html-validate (a <source> without srcset, sizes without srcset, an <img>
 * without src). One Java start checks every page: about 10 s.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { type NuMessage, nuErrors } from "../../tooling/nu-checker"
import { publishedSite, ROUTE_FILES, sitePages } from "../support/built-site"

const { publicDir } = publishedSite
const pages = sitePages(publishedSite)
const name = (file: string) => path.relative(publicDir, file)

// One worker runs this file's tests in order, so the checker reads every page once.
test.describe.configure({ mode: "default" })

let messages: NuMessage[] = []
test.beforeAll(() => {
  test.setTimeout(120_000)
  messages = nuErrors(pages)
})

test("checks every page of the public site", () => {
  expect(pages.map(name)).toEqual(expect.arrayContaining(ROUTE_FILES))
})

for (const [page, file] of pages.map((file) => [name(file), file])) {
  test(`${page} has no errors`, () => {
    const own = messages.filter((message) => message.url === `file:${file}` || message.url.endsWith(`/${name(file)}`))
    expect(own.map((message) => `${message.lastLine ?? "?"}:${message.firstColumn ?? "?"} ${message.message}`)).toEqual(
      [],
    )
  })
}

test("reports on nothing but the pages (no message lost to an address it could not match)", () => {
  const matched = new Set(pages.map((file) => name(file)))
  expect(messages.filter((message) => ![...matched].some((page) => message.url.endsWith(`/${page}`)))).toEqual([])
})

test("passes over only the checker's not knowing the scroll-driven animation properties: another unknown one counts", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nu-"))
  const file = path.join(dir, "page.html")
  const rules = "header { animation-timeline: scroll(root block); animation-range: 50px 51px; colour: red }"
  fs.writeFileSync(
    file,
    `<!doctype html><html lang="cs"><title>x</title><style>${rules} p { animation-range: 5 }</style>`,
  )
  try {
    expect(nuErrors([file]).map((message) => message.message)).toEqual([
      "CSS: “colour”: Property “colour” doesn't exist.",
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
