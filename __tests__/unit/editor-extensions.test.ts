/**
 * @jest-environment node
 *
 * The editor registers only the Decap backends and widgets it uses (src/admin/decap/extensions.ts), besides its own
 * widgets (src/admin/index.tsx). A field of config.yml whose widget nobody registered would show Decap's "no control
 * for widget" in the browser in place of its input, and an unregistered backend stops the editor as it starts; here
 * they fail a unit test first. Each list is also kept to what is used.
 */
import fs from "node:fs"
import path from "node:path"
import { DECAP_BACKENDS, DECAP_WIDGETS } from "../../src/admin/decap"
import { configFields, editorConfig } from "../support/editor-config"

const rootDir = path.resolve(__dirname, "..", "..")
const config = editorConfig<{ backend: { name: string }; local_backend?: boolean }>()
const entry = fs.readFileSync(path.join(rootDir, "src", "admin", "index.tsx"), "utf8")

/** The names the editor's entry passes to `call` as its first argument. */
const namesIn = (call: string) =>
  [...entry.matchAll(new RegExp(`\\b${call}\\(\\s*"([^"]+)"`, "g"))].map(([, name]) => name)
/** The editor's own widgets. */
const ownWidgets = namesIn("registerWidget")
/** Decap's widgets whose controls the editor takes or wraps. */
const wrappedWidgets = [...namesIn("widgetControl"), ...namesIn("rewrapWidget")]

/** Every widget config.yml's fields name; a field that names none is Decap's string. */
const configWidgets = [...new Set(configFields(config).map((field) => field.widget ?? "string"))].sort()

it("reads the widgets of config.yml and the editor's own", () => {
  expect(configWidgets.length).toBeGreaterThan(5)
  expect(ownWidgets).toEqual(expect.arrayContaining(["checked-string", "checked-text", "czech-number"]))
  expect(wrappedWidgets).toEqual(expect.arrayContaining(["string", "text", "image"]))
})

it("registers every widget config.yml names", () => {
  const registered = new Set<string>([...DECAP_WIDGETS, ...ownWidgets])
  expect(configWidgets.filter((widget) => !registered.has(widget))).toEqual([])
})

it("registers no Decap widget that neither config.yml nor the editor's own widgets use", () => {
  const used = new Set([...configWidgets, ...wrappedWidgets])
  expect(DECAP_WIDGETS.filter((widget) => !used.has(widget))).toEqual([])
})

it("registers the backend config.yml names, and decap-server's for its local backend", () => {
  const used = [config.backend.name, ...(config.local_backend ? ["proxy"] : [])]
  expect([...DECAP_BACKENDS].sort()).toEqual(used.sort())
})
