/**
 * @jest-environment node
 *
 * Every built page is valid HTML under the committed .htmlvalidate.json.
 */
import fs from "node:fs"
import path from "node:path"
import { type ConfigData, formatterFactory, HtmlValidate, StaticConfigLoader } from "html-validate"
import { publicDir } from "../support/built-site"

const root = path.resolve(__dirname, "..", "..")
const pages = ["index.html", "about/index.html", "treatments/index.html", "contact/index.html", "404.html"]
// Loaded here rather than by html-validate, whose config loader needs ES module imports Jest does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(root, ".htmlvalidate.cjs")) as ConfigData
const validator = new HtmlValidate(new StaticConfigLoader(config))
const stylish = formatterFactory("stylish")

it.each(pages)("%s is valid HTML", async (page) => {
  const file = path.join(publicDir, page)
  expect(fs.existsSync(file)).toBe(true)
  const report = await validator.validateString(fs.readFileSync(file, "utf8"), path.relative(root, file))
  expect(report.valid ? "" : stylish(report.results)).toBe("")
})
