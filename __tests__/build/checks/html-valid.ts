/** Every built page is valid HTML under the committed .htmlvalidate.cjs. */
import path from "node:path"
import { expect, test } from "@playwright/test"
import { type ConfigData, formatterFactory, HtmlValidate, StaticConfigLoader } from "html-validate"
import { type BuiltSite, builtFile, rootDir } from "../../support/built-site"

const PAGES = ["index.html", "about/index.html", "treatments/index.html", "contact/index.html", "404.html"]
// Loaded here rather than by html-validate, whose config loader needs ES module imports Jest does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(rootDir, ".htmlvalidate.cjs")) as ConfigData
const validator = new HtmlValidate(new StaticConfigLoader(config))
const stylish = formatterFactory("stylish")

export function checkValidHtml(site: BuiltSite) {
  for (const page of PAGES) {
    test(`${page} is valid HTML`, async () => {
      const report = await validator.validateString(builtFile(site, page), page)
      expect(report.valid ? "" : stylish(report.results)).toBe("")
    })
  }
}
