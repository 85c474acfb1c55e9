/**
 * @jest-environment node
 *
 * netlify.toml keeps Netlify to serving what GitHub Actions tested: it never builds
 * the site itself, and it adds no header or redirect rules of its own (a CLI deploy
 * merges those after public/_headers, so they would override the tested file).
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"

const config = parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "netlify.toml"), "utf8"))
const build = (config.build ?? {}) as Record<string, unknown>

it("leaves the headers to public/_headers and defines no redirects", () => {
  expect(config).not.toHaveProperty("headers")
  expect(config).not.toHaveProperty("redirects")
})

it("cancels every build Netlify would start from a push, and names no build command", () => {
  expect(build.ignore).toBe("exit 0")
  expect(build).not.toHaveProperty("command")
})

it("publishes public/, the folder the tests ran against", () => {
  expect(build.publish).toBe("public")
})

it("sets up no functions, edge functions or plugins that would add to the tested files", () => {
  expect(Object.keys(config).filter((key) => !["build"].includes(key))).toEqual([])
  expect(Object.keys(build).sort()).toEqual(["ignore", "publish"])
})
