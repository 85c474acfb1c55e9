/**
 * A save of the browser editor without a browser: Decap's own code from the
 * install the editor bundles (decap-cms-core of the admin/ workspace, its `yaml`
 * 1.x and Immutable.js), doing what it does between loading an entry's file and
 * committing it: the file read by its YAML formatter, the data held as
 * Immutable maps and passed through its value (de)serializers, one field set,
 * and the file written back by the formatter with the config's key order
 * (decap-cms-core's backend.ts, entryToRaw). So a test sees the bytes Decap
 * would commit.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { editorModules, editorPackageDir } from "./editor-packages"

const rootDir = path.resolve(__dirname, "..", "..")
// The editor's decap-cms-core, which its bundle takes.
const decapCore = path.join(editorPackageDir("decap-cms-core"), "dist", "esm")

/** Immutable.js values, as far as a save uses them. */
type Immutable = { setIn: (at: readonly PropertyKey[], value: unknown) => Immutable; toJS: () => unknown }
type YamlFormatter = {
  fromFile: (content: string) => unknown
  toFile: (data: unknown, sortedKeys: string[], comments: Record<string, string>) => string
}
type Serializers = Record<"serializeValues" | "deserializeValues", (values: Immutable, fields: Immutable) => Immutable>

/** decap-cms-core's modules a save goes through, with the yaml 1.x and Immutable.js they import (its own). */
function decapCoreModules(): { formatter: YamlFormatter; fromJS: (value: unknown) => Immutable } & Serializers {
  return editorModules(
    [
      `export { default as formatter } from ${JSON.stringify(path.join(decapCore, "formats", "yaml.js"))}`,
      `export { serializeValues, deserializeValues } from ${JSON.stringify(path.join(decapCore, "lib", "serializeEntryValues.js"))}`,
      `export { fromJS } from "immutable"`,
    ].join("\n"),
  )
}
const { formatter, serializeValues, deserializeValues, fromJS } = decapCoreModules()

/** A field of config.yml, as Decap reads it. */
export type DecapFieldConfig = { name: string; fields?: DecapFieldConfig[]; [key: string]: unknown }

/** An editable file of content/ and the fields config.yml gives it. */
export type EditableFile = { file: string; fields: DecapFieldConfig[] }

type DecapConfig = {
  collections: {
    folder?: string
    fields?: DecapFieldConfig[]
    files?: { file: string; fields: DecapFieldConfig[] }[]
  }[]
}

/** Every content file the editor can open, from config.yml, with its fields: the collections' files and the single files. */
export function editableFiles(root = rootDir): EditableFile[] {
  const config = parse(fs.readFileSync(path.join(rootDir, "static", "admin", "config.yml"), "utf8")) as DecapConfig
  return config.collections.flatMap((collection) =>
    collection.folder
      ? fs
          .readdirSync(path.join(root, collection.folder))
          .filter((name) => name.endsWith(".yaml"))
          .sort()
          .map((name) => ({ file: `${collection.folder}/${name}`, fields: collection.fields ?? [] }))
      : (collection.files ?? []).map(({ file, fields }) => ({ file, fields })),
  )
}

/** What Decap commits for an entry whose file holds `raw`, with one value changed (or none). */
export function decapSave(
  raw: string,
  fields: DecapFieldConfig[],
  change?: { at: readonly (string | number)[]; value: unknown },
): string {
  const fieldList = fromJS(fields)
  let data = deserializeValues(fromJS(formatter.fromFile(raw)), fieldList)
  if (change) data = data.setIn(change.at, fromJS(change.value))
  // No comments: a field's `comment` would become one above its key, and config.yml gives none (a test says so).
  const text = formatter.toFile(
    serializeValues(data, fieldList).toJS(),
    fields.map((field) => field.name),
    {},
  )
  return text.endsWith("\n") ? text : `${text}\n`
}
