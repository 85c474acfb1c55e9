/**
 * config.yml passes Decap's own check, its validateConfig (decap-cms-core's constants/configSchema.js) with the
 * widgets the editor registers from Decap and their schemas (a select needs its options, a relation its
 * collection and fields): the editor's bundle does not run that check on each start (src/admin/decap/config-schema.ts),
 * so a config.yml Decap would refuse fails here, with Decap's message.
 */
import { DECAP_WIDGETS } from "../../src/admin/decap"
import { configFields, editorConfig } from "../support/editor-config"
import { editorModules } from "../support/editor-packages"

type Config = { collections: { name: string }[] }
const config = () => editorConfig<Config>()

type ValidateConfig = (config: unknown) => void
let validateConfig: ValidateConfig

beforeAll(() => {
  // What Decap's widget modules need of a browser as they load, which jsdom lacks: object URLs.
  URL.createObjectURL = () => "blob:http://localhost/decap"
  // Decap's localforage says it finds no storage in jsdom; nothing here stores anything.
  jest.spyOn(console, "log").mockImplementation(() => {})
  // Decap's validateConfig, with the Decap widgets the editor registers (their schemas) registered first.
  ;({ validateConfig } = editorModules<{ validateConfig: ValidateConfig }>(
    [
      `import { registerWidget } from "decap-cms-core/dist/esm/lib/registry.js"`,
      ...DECAP_WIDGETS.map((name, index) => `import widget${index} from "decap-cms-widget-${name}"`),
      `registerWidget([${DECAP_WIDGETS.map((_, index) => `widget${index}.Widget()`).join(", ")}])`,
      `export { validateConfig } from "decap-cms-core/dist/esm/constants/configSchema.js"`,
    ].join("\n"),
  ))
})

it("passes Decap's check of the config, with the schemas of the widgets the editor registers", () => {
  expect(() => validateConfig(config())).not.toThrow()
})

it("refuses, with Decap's message, a select without options and a collection without a name", () => {
  // Decap logs its errors ("Config Errors") before it throws them.
  const logged = jest.spyOn(console, "error").mockImplementation(() => {})
  const broken = config()
  const select = configFields(broken).find((field) => field.widget === "select")
  expect(select).toBeDefined()
  delete select!.options
  expect(() => validateConfig(broken)).toThrow(/must have required property 'options'/)
  const nameless = config()
  delete (nameless.collections[0] as Partial<Config["collections"][0]>).name
  expect(() => validateConfig(nameless)).toThrow(/must have required property 'name'/)
  expect(logged).toHaveBeenCalledTimes(2)
})
