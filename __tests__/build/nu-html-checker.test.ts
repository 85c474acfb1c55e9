/**
 * @jest-environment node
 *
 * The W3C Nu HTML Checker (vnu-jar, run with the machine's Java; `.ci/run`
 * installs one) reports no error on any page of the public site. It knows the
 * HTML standard's content models and attribute rules more fully than
 * html-validate (a <source> without srcset, sizes without srcset, an <img>
 * without src). One Java start checks every page: about 10 s.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { NOT_SITE_PAGES } from "../../src/gatsby/post-build/headers"
import { htmlFiles } from "../../src/gatsby/security/inline-scripts"
import { publicDir } from "../support/built-site"

type NuMessage = { type: string; url: string; message: string; lastLine?: number; firstColumn?: number }

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar")
const pages = htmlFiles(publicDir, NOT_SITE_PAGES).sort()
const name = (file: string) => path.relative(publicDir, file)

let messages: NuMessage[] = []
beforeAll(() => {
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...pages], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  })
  if (run.error)
    throw new Error(`The Nu HTML Checker needs Java (apt-get install default-jre-headless): ${run.error.message}`)
  // The checker writes its JSON report to stderr and exits with 1 when it found errors.
  const report = [run.stdout, run.stderr].find((output) => output.trim().startsWith("{"))
  if (!report) throw new Error(`The Nu HTML Checker gave no report:\n${run.stdout}${run.stderr}`)
  messages = (JSON.parse(report) as { messages: NuMessage[] }).messages
}, 120_000)

it("checks every page of the public site", () => {
  expect(pages.map(name)).toEqual(
    expect.arrayContaining([
      "404.html",
      "about/index.html",
      "contact/index.html",
      "index.html",
      "treatments/index.html",
    ]),
  )
})

it.each(pages.map((file) => [name(file), file]))("%s has no errors", (_name, file) => {
  const own = messages.filter((message) => message.url === `file:${file}` || message.url.endsWith(`/${name(file)}`))
  expect(own.map((message) => `${message.lastLine ?? "?"}:${message.firstColumn ?? "?"} ${message.message}`)).toEqual(
    [],
  )
})

it("reports on nothing but the pages (no message lost to an address it could not match)", () => {
  const matched = new Set(pages.map((file) => name(file)))
  expect(messages.filter((message) => ![...matched].some((page) => message.url.endsWith(`/${page}`)))).toEqual([])
})
