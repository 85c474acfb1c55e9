/**
 * Decap checks config.yml against its JSON schema on every start of the editor: decap-cms-core's
 * constants/configSchema.js (validateConfig, which actions/config.js's loadConfig calls before anything else).
 * It compiles that schema with ajv on each start, about 15 % of the main thread's work of a start on the salon's
 * phone, and ajv is 155 kB of the bundle. config.yml is written by the content model
 * (scripts/content-model/decap.ts) and changes only with a commit, so it is checked once, by Decap's own
 * validateConfig with the widgets the editor registers (__tests__/unit/editor-config-schema.test.ts), and the
 * editor's bundle takes this module's plugin, which gives loadConfig a validateConfig that checks nothing. The
 * editor's policy still allows eval: other parts of Decap's code evaluate strings (js-sha256's Node probe among
 * them). When Decap moves or renames the module, the unit test fails first.
 */
import type { Plugin } from "esbuild"

/** decap-cms-core's module with validateConfig, as the editor's bundle resolves it (its ES modules). */
const CONFIG_SCHEMA_MODULE = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]constants[\\/]configSchema\.js$/

/** The esbuild plugin that gives Decap's loadConfig a validateConfig checking nothing (see above). */
export function configCheckedBeforehand(): Plugin {
  return {
    name: "config-checked-beforehand",
    setup(bundle) {
      bundle.onLoad({ filter: CONFIG_SCHEMA_MODULE }, () => ({
        contents: "export function validateConfig() {}",
        loader: "js",
      }))
    },
  }
}
